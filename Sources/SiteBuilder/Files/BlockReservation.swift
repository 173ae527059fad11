#if canImport(Glibc)
    import Glibc
#endif

/// Gives a staged file that replaces one of the output's its blocks before it is written.
///
/// Why: ext4 gives a file its blocks only when it writes the file out, some seconds later;
/// but a rename over an existing file makes it write the renamed file out first, inside the
/// rename (lest a crash leave an empty file where the old one was: `auto_da_alloc`), one file
/// at a time under the lock every rename from one folder to another takes. A change every
/// page shows renames thousands of files over their old versions, and that writing was a
/// quarter of its commit's renames. A file whose blocks are given already is not written out
/// by the rename: its bytes reach the disk later, as any other file's do.
///
/// Only on ext4: elsewhere a rename writes nothing out, and a file system that fills the
/// blocks it gives (tmpfs) would be made to write each file twice.
enum BlockReservation {
    /// Whether files staged in the folder at `path` are worth their blocks ahead: whether it
    /// is on ext4 (whose magic number ext2 and ext3 share; their files refuse `fallocate`).
    static func helps(inFolderAt path: String) -> Bool {
        // `struct statfs` opens with the file system's magic number, a C long; the buffer is
        // larger than the whole struct on any Linux.
        var buffer = [Int](repeating: 0, count: 32)
        let result = path.withCString { path in buffer.withUnsafeMutableBytes { statfs(path, $0.baseAddress!) } }
        return result == 0 && buffer[0] == 0xEF53
    }

    /// Gives the open file `descriptor`, empty, its blocks for `bytes` bytes.
    static func reserve(_ descriptor: Int32, bytes: Int) {
        guard bytes > 0 else { return }
        _ = fallocate(descriptor, 0, 0, Int64(bytes))
    }
}

/// Linux's `fallocate` (fcntl.h), which Glibc's module leaves out. Unlike `posix_fallocate`,
/// it never falls back to writing zeros where the file system cannot.
@_silgen_name("fallocate")
private func fallocate(_ descriptor: Int32, _ mode: Int32, _ offset: Int64, _ length: Int64) -> Int32

/// Linux's `statfs` (sys/statfs.h), which Glibc's module leaves out.
@_silgen_name("statfs")
private func statfs(_ path: UnsafePointer<CChar>, _ buffer: UnsafeMutableRawPointer) -> Int32
