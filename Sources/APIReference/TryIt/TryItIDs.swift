import OpenAPI

/// The ids of one panel's elements: every one starts with the panel's own id, which is made
/// from the operation, so two panels on a page never share an id and a rebuild writes the same.
///
/// Parameters and schemes are numbered by their position rather than named: a parameter's
/// name may hold any character, and an id made of it would need escaping everywhere it is used.
struct TryItIDs {
    let panel: String

    init(operation: APIOperation) {
        var slug = ""
        for scalar in "\(operation.method.rawValue) \(operation.path)".unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if ("A"..."Z").contains(scalar) {
                slug += String(scalar).lowercased()
            } else if !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        // Paths that differ only in punctuation (`/a-b`, `/a/b`) make the same slug: the hash of
        // the exact method and path tells them apart.
        panel = "pf-try-\(slug.prefix(48))-\(Self.hash(operation.displayName))"
    }

    var title: String { "\(panel)-title" }
    var server: String { "\(panel)-server" }
    func variable(_ index: Int) -> String { "\(panel)-var-\(index)" }
    var auth: String { "\(panel)-auth" }
    func scheme(_ index: Int, _ part: String) -> String { "\(panel)-auth-\(index)-\(part)" }
    func parameter(_ index: Int) -> String { "\(panel)-param-\(index)" }
    /// A field's hint and error lines, by the field's own id.
    static func hint(_ id: String) -> String { "\(id)-hint" }
    static func error(_ id: String) -> String { "\(id)-error" }
    var body: String { "\(panel)-body" }
    var curl: String { "\(panel)-curl" }
    var reveal: String { "\(panel)-reveal" }
    var status: String { "\(panel)-status" }
    var response: String { "\(panel)-response" }

    /// FNV-1a, 32 bits, in hex: short, stable across runs and platforms.
    static func hash(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
