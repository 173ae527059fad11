import Diagnostics

#if canImport(Glibc)
    import Glibc
#endif

/// Copying and hashing files a block at a time: an asset of any size costs the build a fixed
/// amount of memory, never the whole file.
enum FileStreams {
    /// The block read at a time when the kernel cannot copy by itself.
    static let blockSize = 1 << 20

    /// Copies the file at `source` into the open `destination`.
    ///
    /// - Throws: `file_not_found` or `unreadable_file` naming `source`; `output_not_writable`
    ///   naming `destinationName`.
    static func copy(_ source: String, into destination: Int32, destinationName: String) throws(Diagnostic) {
        let input = try FileReader.openForReading(source)
        defer { close(input) }
        // sendfile copies inside the kernel; some file systems refuse it, then blocks go through here.
        while true {
            let sent = sendfile(destination, input, nil, blockSize)
            if sent == 0 { return }
            if sent > 0 { continue }
            if errno == EINTR { continue }
            if errno == EINVAL || errno == ENOSYS { break }
            throw Diagnostic(
                .outputNotWritable,
                "Cannot write \(destinationName) (\(String(cString: strerror(errno)))); expected a writable output location.",
                file: destinationName)
        }
        var block = [UInt8](repeating: 0, count: blockSize)
        while true {
            let count = try readBlock(input, into: &block, path: source)
            if count == 0 { return }
            var offset = 0
            while offset < count {
                let written = block.withUnsafeBytes { write(destination, $0.baseAddress! + offset, count - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Diagnostic(
                        .outputNotWritable,
                        "Cannot write \(destinationName) (\(String(cString: strerror(errno)))); expected a writable output location.",
                        file: destinationName)
                }
                offset += written
            }
        }
    }

    /// The file's hash, read a block at a time; the same bytes always give the same hash.
    static func hash(_ path: String) throws(Diagnostic) -> ContentHash {
        let input = try FileReader.openForReading(path)
        defer { close(input) }
        var hash = ContentHash()
        // As large as the file, up to a block: a block zeroed for each of hundreds of small
        // files (a site's states, hashed for the previews' key) was a fifth of an edit's build.
        var info = stat()
        let size = fstat(input, &info) == 0 ? Int(info.st_size) : blockSize
        var block = [UInt8](repeating: 0, count: min(max(size, 1), blockSize))
        while true {
            let count = try readBlock(input, into: &block, path: path)
            if count == 0 { return hash }
            hash.combine(count == block.count ? block : Array(block[..<count]))
        }
    }

    /// Fills `block` as far as the file allows; the count read, 0 at the end.
    private static func readBlock(_ descriptor: Int32, into block: inout [UInt8], path: String) throws(Diagnostic) -> Int {
        var count = 0
        while count < block.count {
            let read = block.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                throw Diagnostic(
                    .unreadableFile, "Reading failed (\(String(cString: strerror(errno)))); expected a readable file.",
                    file: path)
            }
            count += read
        }
        return count
    }
}
