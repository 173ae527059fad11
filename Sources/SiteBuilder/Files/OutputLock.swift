import Diagnostics
import Foundation

/// Keeps two builds from writing one output folder at the same time.
///
/// A build reads the previous build's cache and files, stages what changed, then commits it
/// under a journal; a second build into the same folder in the middle of that (a `build` run
/// while `serve` rebuilds, or two terminals) would stage against files that are about to
/// change, or recover the first one's journal as if it had crashed. So each build holds an
/// exclusive `flock` on `.NAME.lock` beside the output from before it reads the cache until
/// its commit is over, and a second build waits for it.
///
/// The holder removes the file as it lets go, so no lock file stays in the project; a build
/// that was waiting on the removed file then finds the path gone or new and locks again. The
/// kernel drops a lock when its process ends, however it ends, so a killed build never leaves
/// the output locked (only, at worst, an unlocked file that the next build reuses).
package final class OutputLock {
    private var descriptor: Int32 = -1
    private let path: String

    /// The lock file's path for `target`: hidden, beside the output, like its staging folder.
    package static func path(for target: String) -> String {
        let absolute = AbsolutePath.of(target)
        let parent = (absolute as NSString).deletingLastPathComponent
        return "\(parent)/.\((absolute as NSString).lastPathComponent).lock"
    }

    /// Takes the lock on `target`, calling `waiting` once first when another build holds it.
    ///
    /// - Throws: `output_not_writable` when the lock file cannot be created (the output's
    ///   parent folder is not writable: the build could not stage there either).
    package init(target: String, waiting: () -> Void) throws(Diagnostic) {
        path = Self.path(for: target)
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var hasWaited = false
        while true {
            descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw Diagnostic(
                    .outputNotWritable,
                    "Cannot create the build lock beside the output (\(String(cString: strerror(errno)))); expected a writable output location.",
                    file: target)
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                if !hasWaited { waiting() }
                hasWaited = true
                // EINTR: a signal whose handler returned; the build still wants the lock.
                while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
            }
            if isStillAtPath() { return }
            close(descriptor)
        }
    }

    /// Whether the locked file is the one at `path`, rather than one its holder removed.
    private func isStillAtPath() -> Bool {
        var held = stat()
        var current = stat()
        return fstat(descriptor, &held) == 0 && stat(path, &current) == 0 && held.st_dev == current.st_dev
            && held.st_ino == current.st_ino
    }

    /// Removes the lock file and lets the next build in; also done when the lock is released
    /// from memory.
    package func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
