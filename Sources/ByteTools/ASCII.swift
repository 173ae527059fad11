/// Names for the ASCII bytes that parsers compare against, where `UInt8(ascii:)` would spell
/// an invisible character.
extension UInt8 {
    public static let tab = UInt8(ascii: "\t")
    public static let lineFeed = UInt8(ascii: "\n")
    public static let formFeed: UInt8 = 0x0C
    public static let carriageReturn = UInt8(ascii: "\r")
    public static let space = UInt8(ascii: " ")
    public static let hash = UInt8(ascii: "#")
    public static let percent = UInt8(ascii: "%")
    public static let dot = UInt8(ascii: ".")
    public static let slash = UInt8(ascii: "/")
    public static let colon = UInt8(ascii: ":")
    public static let backslash = UInt8(ascii: "\\")
}
