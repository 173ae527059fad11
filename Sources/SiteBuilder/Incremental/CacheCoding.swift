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
        var number = UInt64(bitPattern: Int64(value))
        for _ in 0..<8 {
            bytes.append(UInt8(number & 0xFF))
            number >>= 8
        }
    }

    mutating func string(_ value: String) {
        let utf8 = Array(value.utf8)
        int(utf8.count)
        bytes.append(contentsOf: utf8)
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
struct CacheReader {
    struct Corrupt: Error {}

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    /// The bytes not read yet.
    var remaining: Int { bytes.count - index }

    mutating func hash() throws(Corrupt) -> ContentHash {
        ContentHash(value: UInt64(bitPattern: Int64(try int())))
    }

    /// How far the reading has come.
    var position: Int { index }

    /// The bytes from `start` to where the reading has come, sharing the buffer.
    func bytes(from start: Int) -> ArraySlice<UInt8> { bytes[start..<index] }

    mutating func int() throws(Corrupt) -> Int {
        guard index + 8 <= bytes.count else { throw Corrupt() }
        var number: UInt64 = 0
        for offset in (0..<8).reversed() { number = number << 8 | UInt64(bytes[index + offset]) }
        index += 8
        return Int(Int64(bitPattern: number))
    }

    mutating func string() throws(Corrupt) -> String {
        let count = try int()
        guard count >= 0, index + count <= bytes.count else { throw Corrupt() }
        defer { index += count }
        return String(decoding: bytes[index..<index + count], as: UTF8.self)
    }

    mutating func raw() throws(Corrupt) -> [UInt8] {
        let count = try int()
        guard count >= 0, index + count <= bytes.count else { throw Corrupt() }
        defer { index += count }
        return Array(bytes[index..<index + count])
    }

    mutating func optional() throws(Corrupt) -> String? {
        switch try int() {
        case 0: return nil
        case 1: return try string()
        default: throw Corrupt()
        }
    }

    /// Passes over what ``CacheWriter/strings(_:)`` wrote, undecoded.
    mutating func skipStrings() throws(Corrupt) {
        let count = try int()
        guard count >= 0, count <= bytes.count else { throw Corrupt() }
        for _ in 0..<count {
            let length = try int()
            guard length >= 0, index + length <= bytes.count else { throw Corrupt() }
            index += length
        }
    }

    mutating func strings() throws(Corrupt) -> [String] {
        let count = try int()
        guard count >= 0, count <= bytes.count else { throw Corrupt() }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }
}
