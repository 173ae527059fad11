/// An attribute value as a browser reads it: character references decoded the way the HTML
/// tokenizer decodes them inside attributes, so `&#106;`, `&#x6A` and `&colon;` are seen for
/// what they spell before a URL's scheme is judged.
enum HTMLAttributeText {
    /// The named references that can spell part of a scheme or hide one (tab, line feed,
    /// colon) or end it early, plus the common ones; any other name is left as written, which
    /// can only make a value look less like a scheme, never more.
    private static let named: [String: UInt8] = [
        "tab": 0x09, "newline": 0x0A, "colon": 0x3A, "sol": 0x2F, "quest": 0x3F, "num": 0x23, "amp": 0x26, "lt": 0x3C, "gt": 0x3E,
        "quot": 0x22, "apos": 0x27, "semi": 0x3B, "comma": 0x2C, "period": 0x2E, "lpar": 0x28, "rpar": 0x29, "equals": 0x3D,
    ]

    /// `value` with its character references decoded.
    static func decode<Bytes: RandomAccessCollection>(_ value: Bytes) -> [UInt8]
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var output: [UInt8] = []
        output.reserveCapacity(value.count)
        var index = value.startIndex
        while index < value.endIndex {
            let byte = value[index]
            guard byte == 0x26, let (decoded, end) = reference(in: value, at: index) else {
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
        if value[index] == 0x23 {
            index += 1
            let isHex = index < value.endIndex && (value[index] | 0x20) == 0x78
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
            if index < value.endIndex && value[index] == 0x3B { index += 1 }
            let decoded = Unicode.Scalar(scalar).flatMap { $0.value == 0 ? nil : $0 } ?? "\u{FFFD}"
            return (Array(String(decoded).utf8), index)
        }
        var name: [UInt8] = []
        while index < value.endIndex, name.count < 12, isAlphanumeric(value[index]) {
            name.append(value[index] | 0x20)
            index += 1
        }
        guard index < value.endIndex, value[index] == 0x3B, let byte = named[String(decoding: name, as: UTF8.self)] else {
            return nil
        }
        return ([byte], index + 1)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        if byte >= 0x30 && byte <= 0x39 { return UInt32(byte - 0x30) }
        let lower = byte | 0x20
        if hex && lower >= 0x61 && lower <= 0x66 { return UInt32(lower - 0x61 + 10) }
        return nil
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }
}
