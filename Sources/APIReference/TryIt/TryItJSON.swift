import JSONDocument

/// What the panel's data script needs beyond plain JSON writing.
extension JSONWriter {
    /// A number as the spec wrote it, when that is a JSON number; other spellings that stand
    /// for a finite number are written as that number, and anything else as `null`.
    mutating func number(specText text: String) {
        if Self.isJSONNumber(text) {
            number(jsonText: text)
        } else if let value = Double(text), value.isFinite {
            number(jsonText: value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))
        } else {
            null()
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
}
