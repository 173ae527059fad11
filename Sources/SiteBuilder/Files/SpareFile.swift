#if canImport(Glibc)
    import Glibc
#endif

/// The file an incremental commit replaced, kept to be written over by the next build.
///
/// Replacing a large output file (llms-full.txt: tens of megabytes on a large site) with a new
/// one costs twice on a disk: the new file's every page is allocated as it is written, and
/// the rename over the old one frees all of its blocks (and, on a disk mounted with `discard`,
/// trims them) inside the commit. With a spare, the output's file is hard-linked here at the
/// commit, before its renames, so the rename only drops a link; the next build then takes that
/// file, now no longer the output's, and writes its new version over the blocks it already has.
///
/// The price is disk space: one more copy of the file, beside the build cache.
///
/// Never written into while it is anything but a file of its own: a spare still linked to the
/// output's file (a build that stopped between linking it and renaming), open in another
/// process, or of any other kind, is dropped, and the file is made new as without a spare. A
/// build that makes the file whole removes the spare (``remove()``), so that it does not
/// outlive its use.
package struct SpareFile: Sendable {
    /// Where the spare is kept (relative to the working folder, like the build cache).
    let path: String

    /// Moves the spare to `destination` (a new name in the staging folder) and opens it for
    /// writing over, its bytes as they were; `nil` when there is no spare fit for that, in which
    /// case `destination` is left free. A spare on another file system than the staging folder
    /// stays where it is.
    ///
    /// - Parameter current: the output's file the new one is to replace, if any: a spare that is
    ///   that file under another name is never taken.
    func take(as destination: String, replacing current: stat?) -> Int32? {
        var info = stat()
        guard lstat(path, &info) == 0, Self.isOwnFile(info, current: current), rename(path, destination) == 0 else {
            return nil
        }
        // Checked again on the open file: whatever the name held a moment ago, this is the file
        // that would be written.
        let descriptor = open(destination, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor >= 0, fstat(descriptor, &info) == 0, Self.isOwnFile(info, current: current),
            Self.isOpenNowhereElse(descriptor)
        {
            return descriptor
        }
        if descriptor >= 0 { close(descriptor) }
        // Only a name goes: the file itself is the regular file no one else names, or not ours to free.
        unlink(destination)
        return nil
    }

    /// Keeps the output's file at `current`, which the commit is about to replace, as the next
    /// build's spare: a hard link, so that the commit's rename frees nothing. A spare left from
    /// before (one ``take(as:replacing:)`` did not take) is dropped. Does nothing when the link
    /// cannot be made (another file system): the commit then frees the file as it always did.
    func keep(_ current: String) {
        unlink(path)
        if link(current, path) != 0 && errno == ENOENT {
            mkdir(StagedOutput.folder(of: path), 0o755)
            link(current, path)
        }
    }

    /// Whether no one else has the file open: a reader that opened the output's file before
    /// the commit that replaced it (a server sending it to a slow client, a deploy copying
    /// it) still reads it, and must get the bytes it opened. Told by a write lease, which
    /// the kernel grants only to the file's one open description, and let go at once: no one
    /// can open the spare by name meanwhile (it is in the staging folder). A file system
    /// without leases is taken to have readers.
    private static func isOpenNowhereElse(_ descriptor: Int32) -> Bool {
        // F_SETLEASE, F_WRLCK and F_UNLCK (Linux's fcntl.h), which Glibc's module leaves out.
        let setLease: Int32 = 1024
        let (writeLease, unlock): (Int32, Int32) = (1, 2)
        guard fcntl(descriptor, setLease, writeLease) == 0 else { return false }
        _ = fcntl(descriptor, setLease, unlock)
        return true
    }

    /// Drops the spare: the file was made whole, as by a build without the cache, whose
    /// output's file the next build may not splice.
    func remove() {
        unlink(path)
    }

    /// A regular file with no other name, and not the output's `current` file.
    private static func isOwnFile(_ info: stat, current: stat?) -> Bool {
        guard (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink == 1 else { return false }
        guard let current else { return true }
        return info.st_dev != current.st_dev || info.st_ino != current.st_ino
    }
}
