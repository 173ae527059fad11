import ByteTools

/// A heading's text made a `String`, without the whitespace around it.
enum HeadingText {
    /// `bytes` as text, trimmed of whitespace the way `Character.isWhitespace` sees it (NBSP,
    /// ideographic space and the rest of Unicode's white space included).
    ///
    /// When the first and last bytes are ASCII and not white space there is nothing to trim,
    /// which is the usual heading, and the text is made without walking its characters.
    /// That is exact: a character starting with an ASCII byte has that byte as its first
    /// scalar; and a character ending in an ASCII byte that is not CR or LF starts either
    /// with that byte or with a Unicode "prepend" scalar (Arabic number signs and the like),
    /// which is never white space. Only the first scalar decides `isWhitespace`.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let first = bytes.first, let last = bytes.last else { return "" }
        if isASCIINonWhitespace(first) && isASCIINonWhitespace(last) { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes, as: UTF8.self).trimmingWhitespace().description
    }

    /// An ASCII byte that is not Unicode white space (tab, line feed, vertical tab, form
    /// feed, carriage return, space).
    private static func isASCIINonWhitespace(_ byte: UInt8) -> Bool {
        byte < 0x80 && !(UInt8.tab...UInt8.carriageReturn).contains(byte) && byte != .space
    }
}
