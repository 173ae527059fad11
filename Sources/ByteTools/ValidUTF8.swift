#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// The text `bytes` spell when they are valid UTF-8; nil when they are not: what
    /// `String(validating: bytes, as: UTF8.self)` gives. That initializer is generic over
    /// every encoding and every sequence, and where it is not specialized it goes through the
    /// runtime's generic machinery for each string; this one decodes through the standard
    /// library's UTF-8 fast path, which repairs what is invalid, and compares the result
    /// with the bytes: valid UTF-8 decodes to itself, and a repair always changes them.
    @inlinable
    package init?(validUTF8 bytes: UnsafeRawBufferPointer) {
        var text = String(decoding: bytes, as: UTF8.self)
        let isSame = text.withUTF8 { decoded in
            decoded.count == bytes.count
                && (bytes.isEmpty || memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
        guard isSame else { return nil }
        self = text
    }

    /// The same for bytes of an array.
    @inlinable
    package init?(validUTF8 bytes: ArraySlice<UInt8>) {
        guard let text = bytes.withUnsafeBytes({ String(validUTF8: $0) }) else { return nil }
        self = text
    }
}
