import Foundation

/// Bytes made of new ones and of runs of an array read earlier, kept as references into it:
/// the cache's index as a rebuild stores it, which is mostly the loaded index again. Copying
/// those megabytes into a new array only to write them cost a rebuild more than the write.
struct SplicedBytes: Sendable, Equatable {
    /// Where each run of bytes lies, in order.
    enum Piece: Sendable, Equatable {
        /// A run of ``source``.
        case source(Range<Int>)
        /// A run of ``fresh``.
        case fresh(Range<Int>)
    }

    /// The array read earlier.
    let source: [UInt8]
    /// The bytes made anew.
    let fresh: [UInt8]
    let pieces: [Piece]

    var count: Int {
        pieces.reduce(0) { count, piece in
            switch piece {
            case .source(let range), .fresh(let range): count + range.count
            }
        }
    }

    /// The bytes in one array.
    var joined: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for piece in pieces {
            switch piece {
            case .source(let range): bytes.append(contentsOf: source[range])
            case .fresh(let range): bytes.append(contentsOf: fresh[range])
            }
        }
        return bytes
    }

    /// The same bytes, however they were pieced together.
    static func == (lhs: SplicedBytes, rhs: SplicedBytes) -> Bool {
        lhs.count == rhs.count && lhs.joined == rhs.joined
    }

    /// How many runs one `writev` takes: Linux's `IOV_MAX`, which Swift's Glibc does not import.
    private static let runsPerWrite = 1024

    /// Writes every piece to `descriptor`, a batch of them to each `writev`; false when the
    /// file did not take them all.
    func write(to descriptor: Int32) -> Bool {
        source.withUnsafeBytes { source in
            fresh.withUnsafeBytes { fresh in
                let runs = pieces.map { piece in
                    switch piece {
                    case .source(let range): UnsafeRawBufferPointer(rebasing: source[range])
                    case .fresh(let range): UnsafeRawBufferPointer(rebasing: fresh[range])
                    }
                }
                // The run the next write starts in, and how much of it is written already.
                var next = 0
                var offset = 0
                var vectors: [iovec] = []
                while next < runs.count {
                    vectors.removeAll(keepingCapacity: true)
                    for index in next..<min(runs.count, next + Self.runsPerWrite) {
                        let skipped = index == next ? offset : 0
                        vectors.append(
                            iovec(
                                iov_base: UnsafeMutableRawPointer(mutating: runs[index].baseAddress! + skipped),
                                iov_len: runs[index].count - skipped))
                    }
                    let written = writev(descriptor, vectors, Int32(vectors.count))
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return false }
                    var left = written
                    while left > 0 {
                        let rest = runs[next].count - offset
                        if left < rest {
                            offset += left
                            break
                        }
                        left -= rest
                        next += 1
                        offset = 0
                    }
                }
                return true
            }
        }
    }
}

/// Writes as a ``CacheWriter`` does, but takes the bytes of `source` it is handed (slices of
/// it, as a decoded record keeps) as references rather than copies.
struct SplicingWriter {
    /// The new bytes: what ``CacheWriter`` writes goes here.
    var writer: CacheWriter
    private let source: [UInt8]
    private var pieces: [SplicedBytes.Piece] = []
    /// Where the new bytes not yet in `pieces` start.
    private var freshStart = 0

    init(capacity: Int, source: [UInt8]) {
        writer = CacheWriter(capacity: capacity)
        self.source = source
    }

    /// Bytes another cache held, as they were: a reference when they are a run of the source
    /// (checked by address: a slice of another array with the same indices is copied).
    mutating func append(_ encoded: ArraySlice<UInt8>) {
        guard let range = rangeInSource(encoded) else { return writer.append(encoded) }
        closeFresh()
        if case .source(let last)? = pieces.last, last.upperBound == range.lowerBound {
            pieces[pieces.count - 1] = .source(last.lowerBound..<range.upperBound)
        } else {
            pieces.append(.source(range))
        }
    }

    /// The bytes written.
    mutating func finish() -> SplicedBytes {
        closeFresh()
        return SplicedBytes(source: source, fresh: writer.bytes, pieces: pieces)
    }

    private mutating func closeFresh() {
        guard writer.bytes.count > freshStart else { return }
        pieces.append(.fresh(freshStart..<writer.bytes.count))
        freshStart = writer.bytes.count
    }

    private func rangeInSource(_ slice: ArraySlice<UInt8>) -> Range<Int>? {
        guard !slice.isEmpty, slice.startIndex >= 0, slice.endIndex <= source.count else { return nil }
        let isOfSource = slice.withUnsafeBufferPointer { sliceBuffer in
            source.withUnsafeBufferPointer { sourceBuffer in
                sourceBuffer.baseAddress.map { $0 + slice.startIndex } == sliceBuffer.baseAddress
            }
        }
        return isOfSource ? slice.indices : nil
    }
}
