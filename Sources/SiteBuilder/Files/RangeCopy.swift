import Diagnostics

#if canImport(Glibc)
    import Glibc
#endif

/// Copies a range of one open file to the end of what was written to another, for a file
/// spliced from the output's (``StagedOutput/write(_:splicing:spare:)``).
///
/// After an edit that makes a page's section longer or shorter, everything behind it in
/// llms-full.txt moves by that many bytes: the range is read at one offset within a page of
/// memory and written at another. `sendfile` moves whole pages of the page cache, and a range
/// that lands at another offset within its pages cost it every page twice: 6 MB took 2.2–3.5 ms
/// where the same copy at the same offsets took 0.8–1.2 ms. Through a buffer small enough to
/// stay in the processor's cache, the shifted copy takes 1.0–1.1 ms; the unshifted one stays
/// with `sendfile`, which is faster there.
enum RangeCopy {
    /// The buffer of a shifted copy: 128 KB copied fastest of 64 KB to 1 MB.
    static let bufferSize = 1 << 17
    /// The page cache's page: 4 KB on this machine, 16 or 64 KB on some ARM systems.
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Copies `count` bytes of `source` from `offset` to `destination` at its file position,
    /// which is `written` bytes into the file.
    static func copy(
        from source: Int32, offset: Int, count: Int, to destination: Int32, written: Int, name: String, target: String
    ) throws(Diagnostic) {
        if (offset - written) % pageSize == 0,
            try sendAll(from: source, offset: offset, count: count, to: destination, name: name, target: target)
        {
            return
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(count, bufferSize), alignment: pageSize)
        defer { buffer.deallocate() }
        var position = offset
        let end = offset + count
        while position < end {
            let read = pread(source, buffer.baseAddress!, min(buffer.count, end - position), off_t(position))
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { throw failure(name: name, target: target) }
            try StagedOutput.writeAll(
                UnsafeRawBufferPointer(rebasing: buffer[0..<read]), to: destination, name: name, target: target)
            position += read
        }
    }

    /// Copies with `sendfile`; `false` when the file system refuses it before any byte moved
    /// (the caller then copies through a buffer).
    private static func sendAll(
        from source: Int32, offset: Int, count: Int, to destination: Int32, name: String, target: String
    ) throws(Diagnostic) -> Bool {
        var position = off_t(offset)
        var left = count
        while left > 0 {
            let sent = sendfile(destination, source, &position, left)
            if sent < 0 && errno == EINTR { continue }
            if sent < 0 && (errno == EINVAL || errno == ENOSYS) && left == count { return false }
            guard sent > 0 else { throw failure(name: name, target: target) }
            left -= sent
        }
        return true
    }

    private static func failure(name: String, target: String) -> Diagnostic {
        StagedOutput.failure("Cannot copy \(name) (\(String(cString: strerror(errno))))", path: target)
    }
}
