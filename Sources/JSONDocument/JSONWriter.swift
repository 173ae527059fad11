import ByteTools

/// Writes compact JSON text straight into UTF-8 bytes.
///
/// The bytes are those `JSONSerialization` writes with `.sortedKeys` and
/// `.withoutEscapingSlashes`, provided the caller writes each object's keys in sorted order:
/// no spaces, `"` and `\` escaped with a backslash, `\b \f \n \r \t` by name, the other
/// control characters as lowercase `\u00xx`, everything else (slashes, non-ASCII) as is.
/// Writing this way skips `[String: Any]` boxes, `AnyHashable` keys and per-character
/// `String` building, which made the search index a sixth of a docs build.
package struct JSONWriter: Sendable {
    package private(set) var bytes: [UInt8] = []
    /// One entry per open array or object: whether a value has been written in it yet.
    private var hasValue: [Bool] = []

    package init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        hasValue.append(false)
    }

    package mutating func endArray() {
        hasValue.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        hasValue.append(false)
    }

    package mutating func endObject() {
        hasValue.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    /// An object member's key; its value comes next.
    package mutating func key(_ key: String) {
        separate()
        Self.appendString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        // The value that follows belongs to this key, so it takes no comma of its own.
        if !hasValue.isEmpty { hasValue[hasValue.count - 1] = false }
    }

    package mutating func string(_ value: String) {
        separate()
        Self.appendString(value, to: &bytes)
    }

    package mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }
    package mutating func int(_ value: Int) { literal(String(value)) }
    package mutating func null() { literal("null") }

    /// A number's text, written as it is: the caller makes sure it is a JSON number.
    package mutating func number(jsonText text: String) { literal(text) }

    /// A parsed value, members in file order.
    package mutating func node(_ node: JSONNode) {
        switch node.value {
        case .null: null()
        case .bool(let value): bool(value)
        case .number(let text): number(jsonText: text)
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

    private mutating func literal(_ text: String) {
        separate()
        bytes.append(contentsOf: text.utf8)
    }

    /// An array of strings.
    package mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    /// Appends `text` as a JSON string literal, quotes included.
    package static func appendString(_ text: String, to output: inout [UInt8]) {
        var text = text
        output.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = nextEscape(in: utf8, from: 0)
            while index < utf8.count {
                let byte = utf8[index]
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                output.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
                case 0x08: output.append(UInt8(ascii: "b"))
                case .formFeed: output.append(UInt8(ascii: "f"))
                case UInt8(ascii: "\n"): output.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): output.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): output.append(UInt8(ascii: "t"))
                default:
                    output.append(contentsOf: [
                        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigit(byte >> 4), hexDigit(byte & 0x0F),
                    ])
                }
                runStart = index + 1
                index = nextEscape(in: utf8, from: runStart)
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The index of the first byte at or after `start` that a string must escape (a control
    /// character, `"` or `\`), or the end.
    ///
    /// Looks at eight bytes at a time: the search index writes each page's text here, and
    /// most of it needs no escape at all.
    static func nextEscape(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = text.baseAddress {
            while index + 8 <= text.count,
                !mayNeedEscape(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                index += 8
            }
        }
        while index < text.count {
            let byte = text[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return index
    }

    /// Whether any of the eight bytes of `word` is below 0x20, a `"` or a `\`: the classic
    /// has-zero-byte test, exact for "any", on the word and on the word xor each byte value.
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        return (control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs)) != 0
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// A comma before every value but the first of its array or object.
    private mutating func separate() {
        guard let last = hasValue.last else { return }
        if last { bytes.append(UInt8(ascii: ",")) } else { hasValue[hasValue.count - 1] = true }
    }
}
