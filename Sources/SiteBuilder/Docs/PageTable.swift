#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Docs pages looked up by the UTF-8 bytes of their key, each with its output path as bytes.
///
/// Nearly every link of every page names a page. Making a `String` of the link's key to hash
/// it, and then the target's `output` to walk to it, cost more than the rest of resolving the
/// link; here both stay bytes in one buffer, found by an open-addressing table.
///
/// Keys compare byte for byte, which is what `String` equality means for ASCII text only
/// (`String` equates canonically equivalent text, and U+212A KELVIN SIGN equals `K`): when
/// some key is not ASCII, ``isMissFinal`` is false and a miss proves nothing.
struct PageTable: Sendable {
    /// The pages, in the order their bytes sit in ``bytes``.
    private let locations: [DocLocation]
    /// Each page's key followed by its output path (`a/b` then `a/b.html`), back to back.
    private let bytes: [UInt8]
    /// For page `n`, where its key starts in ``bytes`` (its output starts there too).
    private let starts: [Int]
    private let keyLengths: [Int]
    private let outputLengths: [Int]
    /// Page numbers, or -1 for an empty slot; a power of two long, at most half full.
    private let slots: [Int32]
    /// Whether a key missing here is missing from the `String`-keyed pages too.
    let isMissFinal: Bool

    init(_ pages: [String: DocLocation]) {
        var locations: [DocLocation] = []
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var keyLengths: [Int] = []
        var outputLengths: [Int] = []
        var isMissFinal = true
        locations.reserveCapacity(pages.count)
        starts.reserveCapacity(pages.count)
        keyLengths.reserveCapacity(pages.count)
        outputLengths.reserveCapacity(pages.count)
        let html = Array(DocLocation.outputSuffix.utf8)
        for (key, location) in pages {
            locations.append(location)
            starts.append(bytes.count)
            keyLengths.append(key.utf8.count)
            // The output is the location's key and its suffix (``DocLocation/output``), copied
            // as bytes rather than made as a string first.
            let output = location.key.utf8
            outputLengths.append(output.count + html.count)
            bytes += key.utf8
            bytes += output
            bytes += html
            if key.utf8.contains(where: { $0 >= 0x80 }) { isMissFinal = false }
        }
        var capacity = 16
        while capacity < locations.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        bytes.withUnsafeBufferPointer { bytes in
            for page in locations.indices {
                var slot =
                    Self.hash(UnsafeBufferPointer(rebasing: bytes[starts[page]..<starts[page] + keyLengths[page]]))
                    & (capacity - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = Int32(page)
            }
        }
        self.locations = locations
        self.bytes = bytes
        self.starts = starts
        self.keyLengths = keyLengths
        self.outputLengths = outputLengths
        self.slots = slots
        self.isMissFinal = isMissFinal
    }

    /// The number of the page whose key is exactly `key`'s bytes, or `nil`.
    func page(forKey key: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        return bytes.withUnsafeBufferPointer { bytes -> Int? in
            while true {
                let page = Int(slots[slot])
                if page < 0 { return nil }
                if keyLengths[page] == key.count,
                    key.isEmpty || memcmp(bytes.baseAddress! + starts[page], key.baseAddress!, key.count) == 0
                {
                    return page
                }
                slot = (slot + 1) & mask
            }
        }
    }

    func location(_ page: Int) -> DocLocation { locations[page] }

    /// Calls `body` with the bytes of the page's output path (`a/b.html`).
    func withOutput<Result>(of page: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            let start = starts[page] + keyLengths[page]
            return body(UnsafeBufferPointer(rebasing: bytes[start..<start + outputLengths[page]]))
        }
    }

    /// FNV-1a: a few instructions a byte, and keys are short.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
