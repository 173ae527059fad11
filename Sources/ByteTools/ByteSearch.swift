#if canImport(Glibc)
    import Glibc

    /// glibc's `memmem`, which its header declares only for `_GNU_SOURCE`.
    @usableFromInline @_silgen_name("memmem")
    func memmem(
        _ haystack: UnsafeRawPointer, _ haystackLength: Int, _ needle: UnsafeRawPointer, _ needleLength: Int
    )
        -> UnsafeMutableRawPointer?
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding a byte pattern in a page's bytes with `memchr` and `memcmp`, or `memmem`.
///
/// Scans of whole pages (ids, embedded screens) run on every page of every build; jumping
/// from one occurrence of a rare byte of the pattern to the next with `memchr` (vectorised in
/// libc) beats testing the pattern at every byte.
///
/// Public for the reason ``ByteClass`` is: its members are inlined into the scans that call them.
public enum ByteSearch {
    /// The index of the first `byte` in `bytes[start..<end]` (`end` defaults to the end), or
    /// `nil`.
    @inlinable
    package static func firstIndex(
        of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, to end: Int? = nil
    ) -> Int? {
        let end = min(end ?? bytes.count, bytes.count)
        guard start >= 0, start < end, let base = bytes.baseAddress, let hit = memchr(base + start, Int32(byte), end - start)
        else {
            return nil
        }
        return UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// ``firstIndex(of:in:from:to:)`` in an array.
    @inlinable
    package static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int = 0, to end: Int? = nil) -> Int? {
        bytes.withUnsafeBufferPointer { firstIndex(of: byte, in: $0, from: start, to: end) }
    }

    /// Whether `byte` occurs in `bytes`.
    @inlinable
    package static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstIndex(of: byte, in: bytes) != nil
    }

    /// Whether `byte` occurs in `bytes[start..<end]`.
    @inlinable
    package static func contains(_ byte: UInt8, in bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        firstIndex(of: byte, in: bytes, from: start, to: end) != nil
    }

    /// The index of the next line feed in `code` at or after `start`, or `limit`.
    ///
    /// `memchr` rather than a loop: every line of every page and code block is measured here.
    @inlinable
    package static func lineEnd(_ code: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
        guard start < limit else { return start }
        return firstIndex(of: .lineFeed, in: code, from: start, to: limit) ?? limit
    }

    /// ``lineEnd(_:from:limit:)`` in an array.
    @inlinable
    package static func lineEnd(_ code: [UInt8], from start: Int, limit: Int) -> Int {
        code.withUnsafeBufferPointer { lineEnd($0, from: start, limit: limit) }
    }

    /// Where `pattern` first starts in `bytes[start..<end]`, ending by `end`, or `nil`.
    @inlinable
    package static func find(_ pattern: StaticString, in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            pattern.withUTF8Buffer { pattern in
                find(pattern, in: UnsafeBufferPointer(rebasing: bytes[..<min(end, bytes.count)]), from: start)
            }
        }
    }

    /// Where `pattern` next starts in `buffer` at or after `start`, or `nil`, found by libc's
    /// `memmem`: it skips ahead by up to the pattern's length, where hunting for one of its
    /// bytes stops at every occurrence of that byte (a pattern starting with `<`, in HTML, at
    /// every tag: five times slower on pages).
    @inlinable
    package static func find(
        _ pattern: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>, from start: Int
    )
        -> Int?
    {
        guard start >= 0, start < buffer.count, !pattern.isEmpty, let base = buffer.baseAddress, let needle = pattern.baseAddress,
            let hit = memmem(base + start, buffer.count - start, needle, pattern.count)
        else { return nil }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    /// Where `pattern` next starts in `buffer` at or after `start`, or `nil`.
    ///
    /// - Parameter anchor: the offset in `pattern` of the byte to hunt for: pick one that is
    ///   rare in the text searched (`=` in `id="`, say).
    @inlinable
    package static func find(_ pattern: [UInt8], anchor: Int, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        pattern.withUnsafeBufferPointer { find($0, anchor: anchor, in: buffer, from: start) }
    }

    /// ``find(_:anchor:in:from:)`` for a pattern held as a buffer.
    @inlinable
    package static func find(
        _ pattern: UnsafeBufferPointer<UInt8>, anchor: Int, in buffer: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        guard start >= 0, let base = buffer.baseAddress, !pattern.isEmpty, anchor < pattern.count else { return nil }
        let target = Int32(pattern[anchor])
        var position = start + anchor
        let limit = buffer.count - (pattern.count - anchor - 1)
        while position < limit {
            guard let hit = memchr(base + position, target, limit - position) else { return nil }
            let found = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            let candidate = found - anchor
            if candidate >= start, memcmp(base + candidate, pattern.baseAddress!, pattern.count) == 0 { return candidate }
            position = found + 1
        }
        return nil
    }

    /// `bytes` with each occurrence of `pattern`, from the left and not overlapping, replaced by
    /// `replacement`; `nil` when there is none, so that text without it is neither copied nor
    /// compared again. (The standard library's generic `replacing` runs unspecialised on
    /// bytes: most of a build of a translated site went to it.)
    package static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8]? {
        bytes.withUnsafeBufferPointer { buffer in
            pattern.withUnsafeBufferPointer { pattern in
                var next = find(pattern, in: buffer, from: 0)
                guard next != nil else { return nil }
                var result: [UInt8] = []
                result.reserveCapacity(bytes.count + max(0, replacement.count - pattern.count) * 4)
                var start = 0
                while let found = next {
                    result.append(contentsOf: buffer[start..<found])
                    result.append(contentsOf: replacement)
                    start = found + pattern.count
                    next = find(pattern, in: buffer, from: start)
                }
                result.append(contentsOf: buffer[start...])
                return result
            }
        }
    }

    /// Whether `pattern` occurs anywhere in `bytes`.
    @inlinable
    package static func contains(_ pattern: [UInt8], anchor: Int, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { find(pattern, anchor: anchor, in: $0, from: 0) != nil }
    }
}
