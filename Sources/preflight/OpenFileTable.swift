#if os(Linux)
    import Glibc

    /// The room in the kernel's table of this process's open files (see `main.swift`).
    enum OpenFileTable {
        /// How many open files the table makes room for: the cache's buckets and a commit's
        /// held files (256 each), the worker threads' pages, and the rest, with room to spare.
        static let room = 1024

        /// Grows the table to ``room`` entries, or to the open-file limit when that is lower,
        /// by placing one descriptor at its end and closing it: the table keeps its size.
        static func reserve() {
            var limit = rlimit()
            guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
            let last = Int32(min(UInt64(room), UInt64(limit.rlim_cur))) - 1
            guard last >= 64 else { return }
            let probe = open("/dev/null", O_RDONLY | O_CLOEXEC)
            guard probe >= 0 else { return }
            let placed = fcntl(probe, F_DUPFD_CLOEXEC, last)
            if placed >= 0 { close(placed) }
            close(probe)
        }
    }
#endif
