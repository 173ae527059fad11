import ChildProcess
import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#endif

/// The toolchain's `swiftc`, found as the person running Preflight would find it: the
/// `SWIFTC` environment variable when set, else `swiftc` on `PATH`.
package struct SwiftCompiler: Sendable {
    /// The executable.
    package var path: String
    /// What `swiftc --version` printed: part of every cache key, so a new toolchain rechecks.
    package var version: String

    /// The compiler, or `nil` when there is none (`SWIFTC` naming no executable counts as none).
    ///
    /// - Parameter versionCache: a folder where its version is kept for later processes, by
    ///   the executable's stamp; nil asks it each process.
    package static func find(
        environment: [String: String] = ProcessInfo.processInfo.environment, versionCache: String? = nil
    ) -> SwiftCompiler? {
        let path: String?
        if let named = environment["SWIFTC"], !named.isEmpty {
            path = FileManager.default.isExecutableFile(atPath: named) ? named : nil
        } else {
            path = (environment["PATH"] ?? "").split(separator: ":").lazy.map { "\($0)/swiftc" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let path, let version = version(of: path, cache: versionCache) else { return nil }
        return SwiftCompiler(path: path, version: version)
    }

    /// Runs the compiler with `arguments`; what it printed on both streams.
    package func run(_ arguments: [String]) -> (status: Int32, output: String) {
        Self.run(path, arguments)
    }

    // MARK: - Version

    /// `swiftc --version` asked once per executable and stamp in a process, so `serve`'s
    /// rebuilds do not pay for it each time; and for a toolchain's own driver, kept in `cache`
    /// for the next processes: the driver starts in a tenth of a second, which every `build`
    /// of a site with samples paid before it could tell that no sample had changed.
    private static let versions = Locked<[String: String]>([:])

    private static func version(of path: String, cache: String?) -> String? {
        guard let identity = identity(of: path) else { return nil }
        if let known = versions.withLock({ $0[identity.stamp] }) { return known }
        var name = SampleHash()
        name.combine(identity.stamp)
        let file = identity.isToolchain ? cache.map { "\($0)/compiler-\(name)" } : nil
        if let file, let kept = try? String(contentsOfFile: file, encoding: .utf8), !kept.isEmpty {
            versions.withLock { $0[identity.stamp] = kept }
            return kept
        }
        let result = run(path, ["--version"])
        guard result.status == 0 else { return nil }
        versions.withLock { $0[identity.stamp] = result.output }
        if let file { SampleHash.write(result.output, to: file) }
        return result.output
    }

    /// The executable `path` leads to (`swiftc` is a link to the toolchain's driver), stamped
    /// with its compiler beside it; `isToolchain` when that compiler, `swift-frontend`, is
    /// there. A wrapper or a toolchain manager's proxy is not: what it runs can change while
    /// it stays the same file, so its version is asked by every process.
    private static func identity(of path: String) -> (stamp: String, isToolchain: Bool)? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        let executable = String(cString: resolved)
        var driver = stat()
        guard stat(executable, &driver) == 0 else { return nil }
        var stamp = "\(executable)@\(Self.stamp(driver))"
        let folder = executable.lastIndex(of: "/").map { String(executable[..<$0]) } ?? "."
        var frontend = stat()
        let isToolchain = stat(folder + "/swift-frontend", &frontend) == 0
        if isToolchain { stamp += "+\(Self.stamp(frontend))" }
        return (stamp, isToolchain)
    }

    /// A file's device, inode, size and times: a file written again or replaced stamps otherwise.
    private static func stamp(_ info: stat) -> String {
        "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    private static func run(_ path: String, _ arguments: [String]) -> (status: Int32, output: String) {
        // Diagnostics go to standard error, the version to standard output: both are read.
        do {
            let finished = try ChildProcess.run(path, arguments, error: .output)
            return (finished.status, String(decoding: finished.output, as: UTF8.self))
        } catch {
            return (-1, "\(error)")
        }
    }
}
