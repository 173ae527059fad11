/// Names for the ASCII bytes that parsers compare against, where `UInt8(ascii:)` would spell
/// an invisible character.
///
/// Bytes that stand for a character are spelled `UInt8(ascii: "<")` or with these names.
/// Bounds and bit patterns stay numbers, since no character says what they mean: `0x20` and
/// below (controls and space) and `0x7F` (DEL) in `<`/`>` tests, `0x80` and above (UTF-8
/// beyond ASCII), `& 0xC0 == 0x80` (a UTF-8 continuation byte), `| 0x20` (ASCII lowercase),
/// the byte-order mark and the word-at-a-time masks.
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
