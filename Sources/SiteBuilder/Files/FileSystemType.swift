/// What kind of file system holds a folder, by the magic number Linux's `statfs` gives: some
/// ways of writing the output pay only on some file systems, and cost on others.
enum FileSystemType {
    /// ext4 (and ext2 and ext3, which share its number).
    static let ext4 = 0xEF53
    /// File systems on this machine's own disks or memory, where a file held open while it is
    /// renamed over is simply freed later: on NFS the client renames it to a `.nfs` file in the
    /// output instead, one more round trip to the server each.
    static let local: Set<Int> = [
        ext4,
        0x5846_5342,  // XFS
        0x9123_683E,  // Btrfs
        0x0102_1994,  // tmpfs
        0xF2F5_2010,  // F2FS
    ]

    /// The magic number of the file system that holds `path`; nil when it cannot be told.
    static func of(_ path: String) -> Int? {
        // `struct statfs` opens with the magic number, a C long on x86_64 and arm64 Linux; the
        // buffer is larger than the whole struct there.
        var buffer = [Int](repeating: 0, count: 32)
        let result = path.withCString { path in buffer.withUnsafeMutableBytes { statfs(path, $0.baseAddress!) } }
        return result == 0 ? buffer[0] : nil
    }
}

/// Linux's `statfs` (sys/statfs.h), which Glibc's module leaves out.
@_silgen_name("statfs")
private func statfs(_ path: UnsafePointer<CChar>, _ buffer: UnsafeMutableRawPointer) -> Int32
