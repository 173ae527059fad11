import Foundation

/// Bytes made of runs of a few arrays, kept as references into them: the cache's index as a
/// rebuild stores it, which is mostly the index read at the start again, with a few records
/// and fields made anew. Copying those megabytes into a new array only to write them cost a
/// rebuild more than the write.
struct SplicedBytes: Sendable, Equatable {
    /// A run of one of the arrays.
    struct Piece: Sendable, Equatable {
        var array: Int
        var range: Range<Int>
    }

    let arrays: [[UInt8]]
    /// The runs, in order.
    let pieces: [Piece]

    var count: Int { pieces.reduce(0) { $0 + $1.range.count } }

    /// The bytes in one array.
    var joined: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for piece in pieces { bytes.append(contentsOf: arrays[piece.array][piece.range]) }
        return bytes
    }

    /// The same bytes, however they were pieced together.
    static func == (lhs: SplicedBytes, rhs: SplicedBytes) -> Bool {
        lhs.count == rhs.count && lhs.joined == rhs.joined
    }

    /// These bytes, then `other`'s.
    static func + (bytes: SplicedBytes, other: SplicedBytes) -> SplicedBytes {
        let shift = bytes.arrays.count
        return SplicedBytes(
            arrays: bytes.arrays + other.arrays,
            pieces: bytes.pieces + other.pieces.map { Piece(array: $0.array + shift, range: $0.range) })
    }

    /// How many runs one `writev` takes: Linux's `IOV_MAX`, which Swift's Glibc does not import.
    private static let runsPerWrite = 1024

    /// Writes every piece to `descriptor`, a batch of them to each `writev`; false when the
    /// file did not take them all.
    func write(to descriptor: Int32) -> Bool {
        withArrays { arrays in
            // An empty run has no address to hand the kernel, and nothing to write.
            let runs = pieces.filter { !$0.range.isEmpty }.map {
                UnsafeRawBufferPointer(rebasing: arrays[$0.array][$0.range])
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

    /// Calls `body` with every array's bytes, each held in place for the call (there are a
    /// few: one level of nesting each).
    private func withArrays<Result>(
        from index: Int = 0, _ held: [UnsafeRawBufferPointer] = [], _ body: ([UnsafeRawBufferPointer]) -> Result
    ) -> Result {
        guard index < arrays.count else { return body(held) }
        return arrays[index].withUnsafeBytes { withArrays(from: index + 1, held + [$0], body) }
    }
}

extension SplicedBytes {
    /// The bytes of one array, whole (kept beside the memberwise initializer).
    init(_ bytes: [UInt8]) {
        self.init(arrays: [bytes], pieces: [Piece(array: 0, range: bytes.indices)])
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

    /// The arrays of the bytes written: the source, then the new bytes.
    private static let (sourceArray, freshArray) = (0, 1)

    init(capacity: Int, source: [UInt8]) {
        writer = CacheWriter(capacity: capacity)
        self.source = source
    }

    /// Bytes another cache held, as they were: a reference when they are a run of the source
    /// (checked by address: a slice of another array with the same indices is copied).
    mutating func append(_ encoded: ArraySlice<UInt8>) {
        guard let range = rangeInSource(encoded) else { return writer.append(encoded) }
        closeFresh()
        if let last = pieces.last, last.array == Self.sourceArray, last.range.upperBound == range.lowerBound {
            pieces[pieces.count - 1].range = last.range.lowerBound..<range.upperBound
        } else {
            pieces.append(.init(array: Self.sourceArray, range: range))
        }
    }

    /// The bytes written.
    mutating func finish() -> SplicedBytes {
        closeFresh()
        return SplicedBytes(arrays: [source, writer.bytes], pieces: pieces)
    }

    private mutating func closeFresh() {
        guard writer.bytes.count > freshStart else { return }
        pieces.append(.init(array: Self.freshArray, range: freshStart..<writer.bytes.count))
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
