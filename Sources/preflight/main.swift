import Foundation
import PreflightCLI

#if os(Linux)
    /// glibc's `mallopt`, from malloc.h, which Swift's Glibc module does not import.
    @_silgen_name("mallopt") private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32

    // A build renders thousands of pages of a few hundred kilobytes each on every core. With
    // glibc's defaults such buffers are mapped and unmapped by the kernel, or the heap's top is
    // given back and faulted in again, page after page. Keeping freed memory in the process
    // (M_MMAP_THRESHOLD = -3, M_TRIM_THRESHOLD = -1) lets the next page reuse it. Each heap
    // also grows 16 MiB at a time (M_TOP_PAD = -2), not by the page: a one-page rebuild otherwise
    // makes some 250 calls to the kernel for it, each holding up every thread's page faults.
    _ = mallopt(-3, 32 << 20)
    _ = mallopt(-1, 256 << 20)
    _ = mallopt(-2, 16 << 20)

    // The kernel's table of a process's open files starts with room for 64, and grows when a
    // file would be the 65th; once the process has a second thread, each growth waits for
    // every core to pass a quiet point first (synchronize_rcu), which took 10–40 ms here. A
    // rebuild opens the cache's bucket files (up to 256) and a commit holds up to 256 replaced
    // files, on several threads: the table is grown here, while the process has one thread.
    OpenFileTable.reserve()
#endif

exit(Preflight.main(Array(CommandLine.arguments.dropFirst())))
