import Foundation

/// Runs the real `preflight` binary that SwiftPM built beside the test bundle.
struct PreflightProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
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
    /// `environment` added to the tests' own.
    static func run(
        _ arguments: [String], in directory: URL? = nil, stdin: String? = nil, environment extra: [String: String] = [:]
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting so a large output cannot fill a pipe and stall the child.
        let collected = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { collected.set(out: out.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: group) { collected.set(err: err.fileHandleForReading.readDataToEndOfFile()) }
        group.wait()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self),
            stderr: String(decoding: collected.err, as: UTF8.self))
    }

    /// The two pipes' contents, filled from two reader threads.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var out = Data()
        private(set) var err = Data()

        func set(out data: Data) {
            lock.withLock { out = data }
        }

        func set(err data: Data) {
            lock.withLock { err = data }
        }
    }
}
