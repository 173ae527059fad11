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
/// The price: that write-out inside the rename was also what made a power cut in the seconds
/// after a commit leave the old file or the new one; such a file may now read as zeros, as a
/// file new to the site always could (see RELIABILITY.md).
///
/// Only on ext4, where it was measured; a file system that fills the blocks it gives (tmpfs)
/// would be made to write each file twice.
enum BlockReservation {
    /// Whether files staged in the folder at `path` are worth their blocks ahead: whether it
    /// is on ext4 (whose magic number ext2 and ext3 share; their files refuse `fallocate`).
    static func helps(inFolderAt path: String) -> Bool {
        FileSystemType.of(path) == FileSystemType.ext4
    }

    /// Gives the open file `descriptor`, empty, its blocks for `bytes` bytes, and makes it that
    /// long: the caller writes exactly that many bytes, or fails the build.
    static func reserve(_ descriptor: Int32, bytes: Int) {
        guard bytes > 0 else { return }
        _ = fallocate(descriptor, 0, 0, Int64(bytes))
    }
}

/// Linux's `fallocate` (fcntl.h), which Glibc's module leaves out. Unlike `posix_fallocate`,
/// it never falls back to writing zeros where the file system cannot.
@_silgen_name("fallocate")
private func fallocate(_ descriptor: Int32, _ mode: Int32, _ offset: Int64, _ length: Int64) -> Int32
