import Dispatch
import Locking

#if canImport(Glibc)
    import Glibc
#endif

/// Frees the files a commit's renames replace on another thread, while the renames go on.
///
/// Why: a rename over a file frees the file it replaces (its blocks, its inode) inside the
/// rename, while Linux holds the lock that makes renames from one folder to another one at a
/// time. A change every page shows replaces thousands of files, and that freeing was half of
/// its commit's renames. A replaced file held open is freed only once it is closed: each is
/// opened as a path just before its rename (``hold(_:)``) and closed on another core
/// (``release(_:)``).
///
/// Best effort: past ``limit`` files held, or when a file cannot be opened, the rename frees
/// its file itself, as without this. Only on local file systems: NFS renames a file held open
/// to a `.nfs` file in the output, one more round trip to the server each.
final class ReplacedFiles: Sendable {
    /// How many files at most are held open at once: a fraction of the usual limit of 1,024
    /// open files, so that a thread that opens a page or the cache meanwhile never runs out.
    static let limit = 256
    /// How many closes go to the other thread together, so that a handoff is not paid for
    /// every file.
    static let batchSize = 32

    /// Linux's `O_PATH`, which Glibc's module leaves out.
    private static let pathOnly: Int32 = 0o10_000_000

    private let queue = DispatchQueue(label: "preflight.replaced-files")
    private let held = Locked(0)
    /// The descriptors released and not yet handed over to the other thread.
    private let pending = Locked<[Int32]>([])

    deinit {
        // Released but not handed over: only when ``finish()`` was not called.
        for descriptor in pending.withLock({ $0 }) { close(descriptor) }
    }

    /// Opens the file at `path` as a path only (no read, no write), so that a rename over it
    /// leaves it to ``release(_:)`` to free; -1 when it is not there, cannot be opened (too
    /// many files open) or too many are held.
    func hold(_ path: String) -> Int32 {
        let isAllowed = held.withLock { count in
            guard count < Self.limit else { return false }
            count += 1
            return true
        }
        guard isAllowed else { return -1 }
        let descriptor = open(path, Self.pathOnly | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0 { held.withLock { $0 -= 1 } }
        return descriptor
    }

    /// Closes `descriptor` (from ``hold(_:)``) on the other thread, with the others of its batch.
    func release(_ descriptor: Int32) {
        guard descriptor >= 0 else { return }
        let batch = pending.withLock { pending -> [Int32] in
            pending.append(descriptor)
            guard pending.count >= Self.batchSize else { return [] }
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
        closeOnQueue(batch)
    }

    /// Hands over what was released last and waits until every file released is closed, and so freed.
    func finish() {
        let rest = pending.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
        closeOnQueue(rest)
        queue.sync {}
    }

    private func closeOnQueue(_ batch: [Int32]) {
        guard !batch.isEmpty else { return }
        queue.async { [held] in
            for descriptor in batch { close(descriptor) }
            held.withLock { $0 -= batch.count }
        }
    }
}
