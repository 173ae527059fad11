/// Byte tests the lexers share; everything at or above 0x80 counts as an identifier byte so
/// that Unicode identifiers stay whole without decoding.
///
/// Public, though only this package uses it: Swift inlines a member into another module only
/// when its type is public too (`@inlinable` on a member of a `package` type is not enough),
/// and the lexers call these tests on every byte.
public enum ByteClass {
    @inlinable
    package static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// An identifier start or a digit: one bit test, since every identifier scan asks it of
    /// each byte.
    @inlinable
    package static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isMember(byte, below64: 0x03FF_0000_0000_0000, from64: 0x07FF_FFFE_87FF_FFFE, above127: true)
    }

    /// Whether `byte` is in a set given as two 64-bit masks, bit `n` standing for byte `n`
    /// (`below64`) or `64 + n` (`from64`), and one answer for every byte from 0x80.
    @inline(__always) @inlinable
    package static func isMember(_ byte: UInt8, below64: UInt64, from64: UInt64, above127: Bool) -> Bool {
        guard byte < 0x80 else { return above127 }
        return ((byte < 64 ? below64 : from64) >> UInt64(byte & 0x3F)) & 1 != 0
    }

    @inlinable
    package static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    @inlinable
    package static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    @inlinable
    package static func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    @inlinable
    package static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    /// Space or tab.
    @inlinable
    package static func isBlank(_ byte: UInt8) -> Bool { byte == .space || byte == .tab }

    @inlinable
    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab || byte == .lineFeed || byte == .carriageReturn || byte == .formFeed
    }

    /// The end of the identifier that starts at `start`.
    @inlinable
    package static func identifierEnd(_ code: [UInt8], from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit && isIdentifierPart(code[index]) { index += 1 }
        return index
    }

    /// ``identifierEnd(_:from:limit:)`` for code already held as a buffer, `limit` at most
    /// its count.
    @inlinable
    package static func identifierEnd(_ code: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit && isIdentifierPart(code[index]) { index += 1 }
        return index
    }
}
