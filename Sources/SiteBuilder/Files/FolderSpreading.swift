#if canImport(Glibc)
    import Glibc
#endif

/// Where a whole site's folders are made on the disk, and how: the file system is asked to
/// spread the staging folder's subfolders (what ext4 calls the top of a directory hierarchy, the
/// `T` attribute of `chattr`), and the site's folders are made inside one subfolder of the
/// build's own, then moved up at the commit.
///
/// Why: ext4 without a journal does not reuse an inode freed in the last one to six minutes,
/// and every new file checks each such inode of its block group before it takes a free one.
/// A site's thousands of files, created right after its previous output was removed (by
/// `rm -rf`, or by the swap of an earlier build), all land in the group the old ones left, so
/// the checks grow with the square of the file count: most of a clean build's time on such a
/// disk. Under a top folder, ext4 places each new subfolder in a block group of its own, starting
/// its search at a hash of the subfolder's name; a folder that is not a top folder keeps its own
/// subfolders (and their files) in its group. So the one folder of a random name goes to a group
/// of its own, and every folder of the site with it, away from the groups the previous output
/// freed. (With each of the site's folders spread on its own, each had a fair chance to land in
/// one of the groups its predecessors freed: on this disk, 5,000 pages' 10,077 files created
/// after `rm -rf` of the last run's took 0.80 s that way and 0.47 s in one group, median of 16.)
///
/// A file system without the flag (tmpfs, Btrfs, XFS) refuses it, and nothing changes there.
enum FolderSpreading {
    /// The name of the folder a whole site's folders are made in until the commit: random,
    /// since only a name that differs from the last build's sends the folder elsewhere.
    static func newFoldersFolder() -> String {
        ".folders-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
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
