import ByteTools
import Diagnostics

/// Cuts one input's bytes into ``StateChunk``s of whole records, reading as it goes, so
/// memory holds a few chunks however long the input is.
///
/// JSON Lines are cut at line boundaries (found with `memchr`); an array's elements are found
/// by a small scanner that tracks strings and nesting, so each element is then parsed alone
/// and its diagnostics keep the line and column it has in the file.
final class StateRecordReader {
    /// About how many bytes a chunk holds: enough to amortise the hand-off, small enough to
    /// keep every core busy on a 10 MB file.
    static let chunkSize = 1 << 20

    private(set) var framing = StateFraming.document
    private let stream: StateByteStream
    private var buffer: [UInt8] = []
    private var ended = false
    /// The line of `buffer[0]` (lines framing).
    private var line = 1
    private var array = ArrayScanner()
    /// An array element begun in the previous chunk.
    private var carried: [UInt8] = []
    private var finished = false
    /// How large one document or one line may grow: what `--max-file-size` allows a JSON file.
    private let limit: StateCounting.SizeLimit?

    /// Opens `path` (`-` is standard input) and decides its framing from its name and its
    /// first significant byte.
    ///
    /// - Throws: `unreadable_file`.
    init(path: String, name: StateFraming.NameKind?, limit: StateCounting.SizeLimit?) throws(Diagnostic) {
        self.limit = limit
        stream = try StateByteStream.opening(path)
        while !ended, firstSignificantByte() == nil, buffer.count < 4096 {
            try fill()
        }
        framing = StateFraming.detect(name: name, standardInput: path == "-", firstByte: firstSignificantByte())
    }

    /// The next chunk, or `nil` at the end of the input.
    ///
    /// - Throws: `unreadable_file`, or for an array `invalid_json` where its framing breaks.
    func next() throws(Diagnostic) -> StateChunk? {
        switch framing {
        case .document: return try nextDocument()
        case .lines: return try nextLines()
        case .array: return try nextElements()
        }
    }

    private var file: String { stream.name }

    private func fill() throws(Diagnostic) {
        if try stream.read(into: &buffer, count: Self.chunkSize) == 0 { ended = true }
    }

    /// Refuses a document, or a line, that has grown past the limit while still unfinished.
    private func checkLimit(_ size: Int) throws(Diagnostic) {
        if let limit, size > limit.bytes { throw limit.tooLarge(file) }
    }

    private func firstSignificantByte() -> UInt8? {
        var index = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < buffer.count, isJSONSpace(buffer[index]) { index += 1 }
        return index < buffer.count ? buffer[index] : nil
    }
}

// MARK: - Framings

extension StateRecordReader {
    private func nextDocument() throws(Diagnostic) -> StateChunk? {
        guard !(ended && buffer.isEmpty) else { return nil }
        while !ended {
            try fill()
            try checkLimit(buffer.count)
        }
        let bytes = buffer
        buffer = []
        return StateChunk(file: file, bytes: bytes, records: [.init(range: 0..<bytes.count, line: 1, column: 1)])
    }

    private func nextLines() throws(Diagnostic) -> StateChunk? {
        var cut: Int?
        while true {
            if buffer.count >= Self.chunkSize || ended {
                cut = buffer.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }
                if ended { cut = buffer.count }
            }
            if let cut, cut > 0 || ended { break }
            try checkLimit(buffer.count - Self.chunkSize)
            try fill()
        }
        guard let cut, cut > 0 else { return nil }
        let bytes = Array(buffer[..<cut])
        buffer.removeFirst(cut)
        var records: [StateChunk.Record] = []
        var start = line == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var column = 1
        bytes.withUnsafeBufferPointer { all in
            while start < all.count {
                let newline = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: all, from: start) ?? all.count
                var end = newline
                if end > start, all[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                var first = start
                while first < end, isJSONSpace(all[first]) { first += 1 }
                if first < end {
                    records.append(.init(range: start..<end, line: line, column: column))
                }
                line += 1
                column = 1
                start = newline + 1
            }
        }
        return StateChunk(file: file, bytes: bytes, records: records)
    }

    private func nextElements() throws(Diagnostic) -> StateChunk? {
        var chunk = StateChunk(file: file, bytes: carried, records: [])
        while chunk.bytes.count < Self.chunkSize {
            if buffer.isEmpty {
                if ended { break }
                try fill()
                continue
            }
            try array.scan(buffer, into: &chunk)
            buffer.removeAll(keepingCapacity: true)
        }
        if buffer.isEmpty && ended {
            if finished { return nil }
            finished = true
            try array.finish(file: file)
        }
        carried = array.carry(from: &chunk)
        return chunk
    }
}
