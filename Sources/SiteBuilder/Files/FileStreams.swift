import Diagnostics

#if canImport(Glibc)
    import Glibc
#endif

/// glibc's `copy_file_range`, which its header declares only for `_GNU_SOURCE`.
@_silgen_name("copy_file_range")
private func copyFileRange(
    _ input: Int32, _ inputOffset: UnsafeMutablePointer<Int64>?, _ output: Int32, _ outputOffset: UnsafeMutablePointer<Int64>?,
    _ length: Int, _ flags: UInt32
) -> Int

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
        if try copyInKernel(input, into: destination, name: destinationName) { return }
        // Some file systems refuse both; then blocks go through here.
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

    /// Copies what is left of `input` into `destination` inside the kernel; `false` when the
    /// file systems refuse to.
    ///
    /// `copy_file_range` first: where the file system shares blocks between files (Btrfs,
    /// XFS made with reflinks, as on Fedora and RHEL) the copy only refers to the source's
    /// blocks, made at once and taking no room whatever the file's size; elsewhere it copies
    /// as `sendfile` does. Refused (across file systems, by older kernels, by a sandbox's
    /// filter of system calls), `sendfile` goes on from where it stopped: both move the
    /// files' offsets.
    private static func copyInKernel(_ input: Int32, into destination: Int32, name: String) throws(Diagnostic) -> Bool {
        var sharesBlocks = true
        var moved = 0
        while true {
            let step =
                sharesBlocks
                ? copyFileRange(input, nil, destination, nil, 1 << 30, 0) : sendfile(destination, input, nil, blockSize)
            if step > 0 {
                moved += step
                continue
            }
            // Pseudo-files read as empty through `copy_file_range`: a file of bytes that gave
            // none is copied the other way.
            if step == 0, sharesBlocks, moved == 0, size(of: input) > 0 {
                sharesBlocks = false
                continue
            }
            if step == 0 { return true }
            if errno == EINTR { continue }
            if sharesBlocks, [EXDEV, EINVAL, ENOSYS, EOPNOTSUPP, EBADF, EPERM].contains(errno) {
                sharesBlocks = false
                continue
            }
            if errno == EINVAL || errno == ENOSYS { return false }
            throw Diagnostic(
                .outputNotWritable,
                "Cannot write \(name) (\(String(cString: strerror(errno)))); expected a writable output location.", file: name)
        }
    }

    private static func size(of descriptor: Int32) -> Int64 {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Int64(info.st_size) : 0
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
