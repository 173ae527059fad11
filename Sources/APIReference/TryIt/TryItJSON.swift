import JSONDocument

/// JSON text for the panel's data script, built by hand: the data mixes numbers written as
/// the spec wrote them, booleans and nested arrays, which ``JSONWriter`` (strings only) does
/// not write.
struct TryItJSON {
    private(set) var bytes: [UInt8] = []
    /// Whether the innermost open array or object has a value yet.
    private var hasValue: [Bool] = []

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    mutating func key(_ key: String) {
        separate()
        JSONWriter.appendString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        hasValue[hasValue.count - 1] = false
    }

    mutating func string(_ value: String) {
        separate()
        JSONWriter.appendString(value, to: &bytes)
    }

    mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }
    mutating func int(_ value: Int) { literal(String(value)) }
    mutating func null() { literal("null") }

    /// A number as the spec wrote it, when that is a JSON number; YAML spellings (`.5`, `1e3`
    /// without digits before, `0x10`) are written as the value they stand for, and anything
    /// that is not a finite number as `null`.
    mutating func number(_ text: String) {
        if Self.isJSONNumber(text) {
            literal(text)
        } else if let value = Double(text), value.isFinite {
            literal(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))
        } else {
            null()
        }
    }

    mutating func node(_ node: JSONNode) {
        switch node.value {
        case .null: null()
        case .bool(let value): bool(value)
        case .number(let text): number(text)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.node(element) }
            endArray()
        case .object(let members):
            beginObject()
            for member in members {
                key(member.key)
                self.node(member.node)
            }
            endObject()
        }
    }

    /// The text, safe inside `<script type="application/json">`: a `<` can only stand inside
    /// a JSON string, where `\u003c` means the same, so no value can close the script or open
    /// a comment.
    var scriptText: String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte == UInt8(ascii: "<") {
                out.append(contentsOf: Array("\\u003c".utf8))
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `text` is a number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`,
    /// checked by hand (a regex literal is compiled again on every call).
    static func isJSONNumber(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    private mutating func literal(_ text: String) {
        separate()
        bytes.append(contentsOf: Array(text.utf8))
    }

    private mutating func open(_ byte: UInt8) {
        separate()
        bytes.append(byte)
        hasValue.append(false)
    }

    private mutating func close(_ byte: UInt8) {
        hasValue.removeLast()
        bytes.append(byte)
    }

    private mutating func separate() {
        guard let last = hasValue.last else { return }
        if last { bytes.append(UInt8(ascii: ",")) } else { hasValue[hasValue.count - 1] = true }
    }
}
