import ByteTools

extension UInt8 {
    /// RFC 9110 §5.6.2 `tchar`: what methods and header names are made of.
    var isTokenCharacter: Bool {
        if ByteClass.isDigit(self) || ByteClass.isUppercase(self) || ByteClass.isLowercase(self) { return true }
        switch self {
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default: return false
        }
    }
}
