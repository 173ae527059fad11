/// Names for the ASCII bytes that parsers compare against, where `UInt8(ascii:)` would spell
/// an invisible character.
///
/// Inlinable computed properties rather than stored `static let`s: a stored one in another
/// module is read through an accessor on every use, which costs scans that test every byte.
///
/// Bytes that stand for a character are spelled `UInt8(ascii: "<")` or with these names.
/// Bounds and bit patterns stay numbers, since no character says what they mean: `0x20` and
/// below (controls and space) and `0x7F` (DEL) in `<`/`>` tests, `0x80` and above (UTF-8
/// beyond ASCII), `& 0xC0 == 0x80` (a UTF-8 continuation byte), `| 0x20` (ASCII lowercase),
/// the byte-order mark and the word-at-a-time masks.
extension UInt8 {
    @inlinable package static var tab: UInt8 { UInt8(ascii: "\t") }
    @inlinable package static var lineFeed: UInt8 { UInt8(ascii: "\n") }
    @inlinable package static var formFeed: UInt8 { 0x0C }
    @inlinable package static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    @inlinable package static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable package static var hash: UInt8 { UInt8(ascii: "#") }
    @inlinable package static var percent: UInt8 { UInt8(ascii: "%") }
    @inlinable package static var dot: UInt8 { UInt8(ascii: ".") }
    @inlinable package static var slash: UInt8 { UInt8(ascii: "/") }
    @inlinable package static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable package static var backslash: UInt8 { UInt8(ascii: "\\") }
}
