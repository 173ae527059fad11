/// A 64-bit FNV-1a hash of bytes: stable across runs and machines (Swift's `Hasher` is
/// seeded per process), and fast enough to hash every input of a large site.
struct ContentHash: Hashable, Codable, Sendable, CustomStringConvertible {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    init() {}

    init(value: UInt64) {
        self.value = value
    }

    init(_ bytes: [UInt8]) {
        combine(bytes)
    }

    /// FNV-1a over 8-byte words (then the bytes left over): every page's source is hashed
    /// on every build, and a multiply per word instead of per byte keeps that cheap.
    mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine(raw: $0) }
    }

    /// The same as combining the string's UTF-8 as an array, read where the string holds it:
    /// an array made of every title and path a build hashes cost an allocation each.
    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(raw: UnsafeRawBufferPointer($0)) }
    }

    private mutating func combine(raw buffer: UnsafeRawBufferPointer) {
        var hash = value
        let words = buffer.count / 8
        for word in 0..<words {
            hash ^= buffer.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            hash &*= 0x0000_0100_0000_01B3
            hash ^= hash >> 29
        }
        for index in (words * 8)..<buffer.count {
            hash ^= UInt64(buffer[index])
            hash &*= 0x0000_0100_0000_01B3
        }
        value = hash
        // The length too, so concatenations of different splits differ.
        combine(UInt64(buffer.count))
    }

    mutating func combine(_ number: UInt64) {
        var hash = value
        for shift in stride(from: 0, to: 64, by: 8) {
            hash ^= (number >> UInt64(shift)) & 0xFF
            hash &*= 0x0000_0100_0000_01B3
        }
        value = hash
    }

    var description: String { String(value, radix: 16) }
}
