import Diagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes of a subscriber export, read a block at a time so a file of millions of states is
/// never held whole: a file, standard input, or either through gzip.
class StateByteStream {
    /// The name diagnostics give the input: the path, or `-` for standard input.
    let name: String

    init(name: String) {
        self.name = name
    }

    /// Appends up to `count` bytes to `buffer`; returns how many, 0 at the end.
    ///
    /// - Throws: `unreadable_file` (or `invalid_gzip` for a damaged compressed stream).
    func read(into buffer: inout [UInt8], count: Int) throws(Diagnostic) -> Int {
        0
    }

    /// Opens `path` (or standard input for `-`), decompressing it when it starts like gzip.
    ///
    /// - Throws: `unreadable_file` when it cannot be opened.
    static func opening(_ path: String) throws(Diagnostic) -> StateByteStream {
        let descriptor: Int32
        if path == "-" {
            descriptor = STDIN_FILENO
        } else {
            descriptor = systemOpen(path)
            guard descriptor >= 0 else { throw Diagnostic.openFailure(path, errno: errno) }
        }
        let raw = DescriptorStream(descriptor: descriptor, name: path, owned: path != "-")
        var head: [UInt8] = []
        while head.count < 2, try raw.read(into: &head, count: 2 - head.count) > 0 {}
        raw.pushBack(head)
        return head == [0x1F, 0x8B] ? GzipStream(source: raw) : raw
    }
}

/// A file descriptor, with bytes peeked at the start handed back first.
final class DescriptorStream: StateByteStream {
    private let descriptor: Int32
    private let owned: Bool
    private var pending: [UInt8] = []
    /// What each read fills before its bytes are appended: a block that grows while reads
    /// fill it, up to the count asked for. Zeroing the whole count at every read (a megabyte
    /// for each chunk of a state file of a few kilobytes) cost more than the reading.
    private var block: [UInt8] = []

    init(descriptor: Int32, name: String, owned: Bool) {
        self.descriptor = descriptor
        self.owned = owned
        super.init(name: name)
    }

    deinit {
        if owned { close(descriptor) }
    }

    /// Makes `bytes` the next ones read.
    func pushBack(_ bytes: [UInt8]) {
        pending = bytes + pending
    }

    override func read(into buffer: inout [UInt8], count: Int) throws(Diagnostic) -> Int {
        if !pending.isEmpty {
            let taken = min(count, pending.count)
            buffer += pending[..<taken]
            pending.removeFirst(taken)
            return taken
        }
        let size = min(count, max(block.count, 1 << 16))
        if block.count < size { block = [UInt8](repeating: 0, count: size) }
        var got = -1
        while got < 0 {
            got = block.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, size) }
            if got < 0 && errno != EINTR {
                let reason = String(cString: strerror(errno))
                throw Diagnostic(.unreadableFile, "Cannot read this file (\(reason)); expected a readable file.", file: name)
            }
        }
        buffer.append(contentsOf: block[..<got])
        // Filled: the next read may take twice as much.
        if got == size, size < count { block = [UInt8](repeating: 0, count: min(count, size * 2)) }
        return got
    }
}

/// `open(2)` and `read(2)` under names the stream's own methods do not shadow.
private func systemOpen(_ path: String) -> Int32 { open(path, O_RDONLY | O_CLOEXEC) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
