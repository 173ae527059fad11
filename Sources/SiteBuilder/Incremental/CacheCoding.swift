/// A compact binary form for the build cache: little-endian counts and length-prefixed UTF-8.
///
/// The cache holds every page's search text and Markdown, tens of megabytes on a large site,
/// so it is written and read without a general-purpose encoder.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func int(_ value: Int) {
        // Appended as one 8-byte word: a cache holds hundreds of thousands of numbers.
        withUnsafeBytes(of: UInt64(bitPattern: Int64(value)).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ value: String) {
        // Copied from where the string holds its UTF-8, without an array made of it first.
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    mutating func hash(_ value: ContentHash) {
        int(Int(Int64(bitPattern: value.value)))
    }

    /// Bytes another cache held, as they were (no count before them).
    mutating func append(_ encoded: ArraySlice<UInt8>) {
        bytes.append(contentsOf: encoded)
    }

    mutating func raw(_ value: [UInt8]) {
        raw(value[...])
    }

    /// ``raw(_:)`` of a record kept undecoded (see ``CacheReader/rawSlice()``).
    mutating func raw(_ value: ArraySlice<UInt8>) {
        int(value.count)
        bytes.append(contentsOf: value)
    }

    /// An optional string: a flag, then the string when there is one.
    mutating func optional(_ value: String?) {
        int(value == nil ? 0 : 1)
        if let value { string(value) }
    }
}

/// Reads what ``CacheWriter`` wrote; any inconsistency makes the whole cache unusable.
///
/// Reads an array, or a part of one (a record kept undecoded until asked for); positions are
/// the array's indices either way.
struct CacheReader {
    struct Corrupt: Error {}

    private let bytes: ArraySlice<UInt8>
    private var index: Int

    init(_ bytes: [UInt8]) {
        self.init(bytes[...])
    }

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    var isAtEnd: Bool { index == bytes.endIndex }

    /// The bytes not read yet.
    var remaining: Int { bytes.endIndex - index }

    mutating func hash() throws(Corrupt) -> ContentHash {
        ContentHash(value: UInt64(bitPattern: Int64(try int())))
    }

    /// How far the reading has come.
    var position: Int { index }

    /// The bytes from `start` to where the reading has come, sharing the buffer.
    func bytes(from start: Int) -> ArraySlice<UInt8> { bytes[start..<index] }

    /// Always inlined: left to itself, the compiler made it a call, tens of thousands of them
    /// on the way to a rebuild of a thousand pages.
    @inline(__always)
    mutating func int() throws(Corrupt) -> Int {
        guard remaining >= 8 else { throw Corrupt() }
        // One unaligned load rather than eight checked byte reads: a large site's cache holds
        // hundreds of thousands of numbers, read on the way to every rebuild.
        let number = bytes.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: index - bytes.startIndex, as: UInt64.self)
        }
        index += 8
        return Int(Int64(bitPattern: UInt64(littleEndian: number)))
    }

    /// The next count of bytes, checked against what is left; the reading passes over them.
    private mutating func span() throws(Corrupt) -> Range<Int> {
        let count = try int()
        guard count >= 0, count <= remaining else { throw Corrupt() }
        defer { index += count }
        return index..<index + count
    }

    mutating func string() throws(Corrupt) -> String {
        let span = try span()
        return bytes.withUnsafeBufferPointer {
            String(
                decoding: UnsafeBufferPointer(
                    rebasing: $0[(span.lowerBound - bytes.startIndex)..<(span.upperBound - bytes.startIndex)]),
                as: UTF8.self)
        }
    }

    mutating func raw() throws(Corrupt) -> [UInt8] {
        Array(bytes[try span()])
    }

    /// What ``CacheWriter/raw(_:)`` wrote, sharing the buffer: a record kept undecoded.
    mutating func rawSlice() throws(Corrupt) -> ArraySlice<UInt8> {
        bytes[try span()]
    }

    mutating func optional() throws(Corrupt) -> String? {
        switch try int() {
        case 0: return nil
        case 1: return try string()
        default: throw Corrupt()
        }
    }

    /// Passes over what ``CacheWriter/string(_:)`` wrote, undecoded.
    mutating func skipString() throws(Corrupt) {
        _ = try span()
    }

    /// Passes over what ``CacheWriter/optional(_:)`` wrote, undecoded.
    mutating func skipOptional() throws(Corrupt) {
        switch try int() {
        case 0: return
        case 1: try skipString()
        default: throw Corrupt()
        }
    }

    /// Passes over what ``CacheWriter/strings(_:)`` wrote, undecoded.
    mutating func skipStrings() throws(Corrupt) {
        let count = try int()
        guard count >= 0, count <= remaining else { throw Corrupt() }
        for _ in 0..<count { try skipString() }
    }

    mutating func strings() throws(Corrupt) -> [String] {
        let count = try int()
        guard count >= 0, count <= remaining else { throw Corrupt() }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }
}
