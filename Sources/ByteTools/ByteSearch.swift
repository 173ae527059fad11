#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a byte pattern in a page's bytes with `memchr` and `memcmp`.
///
/// Scans of whole pages (ids, embedded screens) run on every page of every build; jumping
/// from one occurrence of a rare byte of the pattern to the next with `memchr` (vectorised in
/// libc) beats testing the pattern at every byte.
public enum ByteSearch {
    /// Where `pattern` next starts in `buffer` at or after `start`, or `nil`.
    ///
    /// - Parameter anchor: the offset in `pattern` of the byte to hunt for: pick one that is
    ///   rare in the text searched (`=` in `id="`, say).
    @inlinable
    public static func find(_ pattern: [UInt8], anchor: Int, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = buffer.baseAddress, !pattern.isEmpty, anchor < pattern.count else { return nil }
        let target = Int32(pattern[anchor])
        var position = start + anchor
        let limit = buffer.count - (pattern.count - anchor - 1)
        return pattern.withUnsafeBufferPointer { pattern in
            while position < limit {
                guard let hit = memchr(base + position, target, limit - position) else { return nil }
                let found = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                let candidate = found - anchor
                if candidate >= start, memcmp(base + candidate, pattern.baseAddress!, pattern.count) == 0 { return candidate }
                position = found + 1
            }
            return nil
        }
    }

    /// Whether `pattern` occurs anywhere in `bytes`.
    @inlinable
    public static func contains(_ pattern: [UInt8], anchor: Int, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { find(pattern, anchor: anchor, in: $0, from: 0) != nil }
    }
}
