import ChildProcess
import Foundation
import Locking

/// The toolchain's `swiftc`, found as the person running Preflight would find it: the
/// `SWIFTC` environment variable when set, else `swiftc` on `PATH`.
package struct SwiftCompiler: Sendable {
    /// The executable.
    package var path: String
    /// What `swiftc --version` printed: part of every cache key, so a new toolchain rechecks.
    package var version: String

    /// The compiler, or `nil` when there is none (`SWIFTC` naming no executable counts as none).
    package static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> SwiftCompiler? {
        let path: String?
        if let named = environment["SWIFTC"], !named.isEmpty {
            path = FileManager.default.isExecutableFile(atPath: named) ? named : nil
        } else {
            path = (environment["PATH"] ?? "").split(separator: ":").lazy.map { "\($0)/swiftc" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let path, let version = version(of: path) else { return nil }
        return SwiftCompiler(path: path, version: version)
    }

    /// Runs the compiler with `arguments`; what it printed on both streams.
    package func run(_ arguments: [String]) -> (status: Int32, output: String) {
        Self.run(path, arguments)
    }

    // MARK: - Version

    /// `swiftc --version` asked once per executable and modification time in a process, so
    /// `serve`'s rebuilds do not pay for it each time.
    private static let versions = Locked<[String: String]>([:])

    private static func version(of path: String) -> String? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = "\(path)@\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        if let known = versions.withLock({ $0[stamp] }) { return known }
        let result = run(path, ["--version"])
        guard result.status == 0 else { return nil }
        versions.withLock { $0[stamp] = result.output }
        return result.output
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
