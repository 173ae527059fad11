import ChildProcess
import Foundation

/// Runs the real `preflight` binary that SwiftPM built beside the test bundle.
struct PreflightProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the run was killed for passing its deadline.
        var timedOut = false
    }

    /// The binary: `PREFLIGHT_BIN` when set, else the product next to the running tests.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["PREFLIGHT_BIN"] {
            return URL(fileURLWithPath: path)
        }
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder = folder.deletingLastPathComponent() }
        for candidate in [folder, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()] {
            let binary = candidate.appendingPathComponent("preflight")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        return folder.appendingPathComponent("preflight")
    }

    /// Runs `preflight arguments…` in `directory`, feeding `stdin` when given, with
    /// `environment` added to the tests' own; killed when it runs past `deadline`, which only
    /// a hang should reach.
    static func run(
        _ arguments: [String], in directory: URL? = nil, stdin: String? = nil, environment extra: [String: String] = [:],
        deadline: Duration = .seconds(600)
    ) throws -> Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { _, new in new }
        let finished = try ChildProcess.run(
            binary.path, arguments, directory: directory?.path, environment: environment, input: Data((stdin ?? "").utf8),
            deadline: deadline)
        return Outcome(
            status: finished.status, stdout: String(decoding: finished.output, as: UTF8.self),
            stderr: String(decoding: finished.error, as: UTF8.self), timedOut: finished.timedOut)
    }
}
