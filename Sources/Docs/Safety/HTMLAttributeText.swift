/// An attribute value as a browser reads it: character references decoded the way the HTML
/// tokenizer decodes them inside attributes, so `&#106;`, `&#x6A` and `&colon;` are seen for
/// what they spell before a URL's scheme is judged.
enum HTMLAttributeText {
    /// The named references that can spell part of a scheme or hide one (tab, line feed,
    /// colon) or end it early, plus the common ones; any other name is left as written, which
    /// can only make a value look less like a scheme, never more.
    private static let named: [String: UInt8] = [
        "tab": UInt8(ascii: "\t"), "newline": UInt8(ascii: "\n"), "colon": UInt8(ascii: ":"), "sol": UInt8(ascii: "/"),
        "quest": UInt8(ascii: "?"), "num": UInt8(ascii: "#"), "amp": UInt8(ascii: "&"), "lt": UInt8(ascii: "<"),
        "gt": UInt8(ascii: ">"),
        "quot": UInt8(ascii: "\""), "apos": UInt8(ascii: "'"), "semi": UInt8(ascii: ";"), "comma": UInt8(ascii: ","),
        "period": UInt8(ascii: "."), "lpar": UInt8(ascii: "("), "rpar": UInt8(ascii: ")"), "equals": UInt8(ascii: "="),
    ]

    /// `value` with its character references decoded.
    static func decode<Bytes: RandomAccessCollection>(_ value: Bytes) -> [UInt8]
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var output: [UInt8] = []
        output.reserveCapacity(value.count)
        var index = value.startIndex
        while index < value.endIndex {
            let byte = value[index]
            guard byte == UInt8(ascii: "&"), let (decoded, end) = reference(in: value, at: index) else {
                output.append(byte)
                index += 1
                continue
            }
            output += decoded
            index = end
        }
        return output
    }

    /// The bytes a reference at `start` (its `&`) stands for and the index after it; nil
    /// when no reference starts there.
    static func reference<Bytes: RandomAccessCollection>(in value: Bytes, at start: Int) -> ([UInt8], Int)?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = start + 1
        guard index < value.endIndex else { return nil }
        if value[index] == UInt8(ascii: "#") {
            index += 1
            let isHex = index < value.endIndex && (value[index] | 0x20) == UInt8(ascii: "x")
            if isHex { index += 1 }
            var scalar: UInt32 = 0
            var digits = 0
            while index < value.endIndex, let digit = digitValue(value[index], hex: isHex) {
                // Browsers read any number of digits; past the last code point it stays out of range.
                scalar = min(scalar * (isHex ? 16 : 10) + digit, 0x11_0000)
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            // The semicolon is optional after a numeric reference.
            if index < value.endIndex && value[index] == UInt8(ascii: ";") { index += 1 }
            let decoded = Unicode.Scalar(scalar).flatMap { $0.value == 0 ? nil : $0 } ?? "\u{FFFD}"
            return (Array(String(decoded).utf8), index)
        }
        var name: [UInt8] = []
        while index < value.endIndex, name.count < 12, isAlphanumeric(value[index]) {
            name.append(value[index] | 0x20)
            index += 1
        }
        guard index < value.endIndex, value[index] == UInt8(ascii: ";"), let byte = named[String(decoding: name, as: UTF8.self)]
        else {
            return nil
        }
        return ([byte], index + 1)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return UInt32(byte - UInt8(ascii: "0")) }
        let lower = byte | 0x20
        if hex && lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") { return UInt32(lower - UInt8(ascii: "a") + 10) }
        return nil
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
    }
}
