#if os(Linux)
    import Foundation
    import Glibc
    import TestSupport
    import Testing

    /// The kernel's table of the process's open files, grown before any thread starts.
    ///
    /// A process forked by a shell starts with a table of 64 entries; growing it once the process
    /// has threads waits for every core to pass a quiet point, which stalled a rebuild that opens
    /// the cache's bucket files by 10–40 ms.
    @Suite("preflight's open-file table")
    struct OpenFileTableTests {
        @Test("a preflight forked by a shell has room for 1,024 open files from its start")
        func grownAtStart() throws {
            // One small catalog: its build opens far fewer than 64 files, so a table grown past
            // 64 entries was grown at the start, not by the build.
            let site = try TemporarySite()
            try site.write("content/catalogs/gym.json", ServeCommandTests.catalog)
            // `sh` forks the server (rather than becoming it) and says its process number.
            let shell = try ServeProcess(
                program: "/bin/sh",
                ["-c", #""$0" serve --port 0 & echo "server $!" >&2; wait"#, PreflightProcess.binary.path],
                in: site.root)
            // Killed however the test ends: killing the shell would leave it running.
            var server: Int32?
            defer { if let server { kill(server, SIGKILL) } }
            let line = shell.waitForErrorLine(containing: "server ", after: 0)
            server = line.flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int32($0) }
            let pid = try #require(server, "no process number printed; stderr: \(shell.standardError)")
            _ = try #require(shell.waitForPort(), "no URL printed; stderr: \(shell.standardError)")
            var limit = rlimit()
            #expect(getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0)
            let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            let size = try #require(
                status.split(separator: "\n").first { $0.hasPrefix("FDSize:") }.flatMap {
                    Int($0.dropFirst("FDSize:".count).trimmingCharacters(in: .whitespaces))
                })
            #expect(size >= min(1024, Int(limit.rlim_cur)), "\(status)")
        }
    }
#endif
