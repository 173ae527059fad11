import JSONDocument

/// YAML core-schema numbers, rewritten as the JSON number text ``JSONValue/number(_:)`` holds,
/// so downstream code reads `0x1F` and `31` alike.
enum YAMLNumberText {
    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`, as JSON text; nil for anything else.
    ///
    /// Hexadecimal and octal values beyond 64 bits are left to the caller (they stay strings):
    /// no spec needs them, and converting arbitrarily long digit runs would cost quadratic time.
    static func integer(_ text: String) -> JSONValue? {
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let digits = bytes[2...]
            switch bytes[1] {
            case UInt8(ascii: "x"): return radix(digits, 16)
            case UInt8(ascii: "o"): return radix(digits, 8)
            default: break
            }
        }
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        let digits = bytes[index...]
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        return .number((negative ? "-" : "") + withoutLeadingZeros(digits))
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` as JSON text (`.5` is `0.5`,
    /// `1.` is `1`, `+2e3` is `2e3`); nil for anything else, `.inf` and `.nan` included.
    static func float(_ text: String) -> JSONValue? {
        let bytes = Array(text.utf8)
        var index = 0
        var sign = ""
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            if first == UInt8(ascii: "-") { sign = "-" }
            index = 1
        }
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let integerDigits = bytes[integerStart..<index]
        var fractionDigits = bytes[index..<index]
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            fractionDigits = bytes[fractionStart..<index]
        }
        guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { return nil }
        var exponent = ""
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let exponentStart = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            let digitsStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > digitsStart else { return nil }
            exponent = String(decoding: bytes[exponentStart..<index], as: UTF8.self)
        }
        guard index == bytes.count else { return nil }
        var result = sign + withoutLeadingZeros(integerDigits)
        if !fractionDigits.isEmpty { result += "." + String(decoding: fractionDigits, as: UTF8.self) }
        return .number(result + exponent)
    }

    /// `.inf`, `-.Inf`, `.NAN` and their spellings: numbers in YAML, not in JSON.
    static func isInfinityOrNaN(_ text: String) -> Bool {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN": true
        default: false
        }
    }

    private static func radix(_ digits: ArraySlice<UInt8>, _ base: Int) -> JSONValue? {
        guard let value = UInt64(String(decoding: digits, as: UTF8.self), radix: base),
            digits.allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { return nil }
        return .number(String(value))
    }

    /// JSON allows no leading zeros: `007` is `7`; no digits at all (`.5`) is `0`.
    private static func withoutLeadingZeros(_ digits: ArraySlice<UInt8>) -> String {
        let significant = digits.drop { $0 == UInt8(ascii: "0") }
        return significant.isEmpty ? "0" : String(decoding: significant, as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
