#if canImport(Glibc)
    import Glibc
#endif

/// Asks the file system to spread a folder's subfolders over the disk: what ext4 calls the top
/// of a directory hierarchy (the `T` attribute of `chattr`).
///
/// Why: ext4 without a journal does not reuse an inode freed in the last one to six minutes,
/// and every new file checks each such inode of its block group before it takes a free one.
/// A site's thousands of files, created right after its previous output was removed (by
/// `rm -rf`, or by the swap of an earlier build), all land in the group the old ones left, so
/// the checks grow with the square of the file count: most of a clean build's time on such a
/// disk. Marked as a top folder, each new subfolder goes to its own group, where a file checks
/// only the inodes its own folder's predecessor freed.
///
/// Under such a folder, ext4 starts its search for a new subfolder's group at a hash of the
/// subfolder's name: a folder named as the one just removed would go back to that group and
/// check every inode it freed. So a whole site's top-level folders are created under names of
/// their build's own (``newSuffix()``) and take their names at the commit.
///
/// A file system without the flag (tmpfs, Btrfs, XFS) refuses it, and nothing changes there.
enum FolderSpreading {
    /// A suffix of this build's own for the names of a whole site's top-level folders: random,
    /// since only a name that differs from the last build's sends a folder elsewhere.
    static func newSuffix() -> String {
        ".spreading-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }

    /// Marks the folder at `path`, best effort: a refusal is no error.
    static func spreadSubfolders(of path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        // FS_IOC_GETFLAGS, FS_IOC_SETFLAGS and FS_TOPDIR_FL (Linux's fs.h), which Glibc's
        // module leaves out. The flags travel as a C long.
        let (getFlags, setFlags): (UInt, UInt) = (0x8008_6601, 0x4008_6602)
        let topFolder: CLong = 0x0002_0000
        var flags: CLong = 0
        guard ioctl(descriptor, getFlags, &flags) == 0, flags & topFolder == 0 else { return }
        flags |= topFolder
        _ = ioctl(descriptor, setFlags, &flags)
    }
}
