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
        let watchdog = Watchdog(process: process, deadline: deadline)
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
            stderr: String(decoding: collected.err, as: UTF8.self), timedOut: watchdog.finish())
    }

    /// Kills a process still running at its deadline.
    private final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var finished = false
        private var fired = false

        init(process: Process, deadline: Duration) {
            let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
                lock.withLock {
                    guard !finished else { return }
                    fired = true
                    kill(process.processIdentifier, SIGKILL)
                }
            }
        }

        /// Stands the watchdog down; returns whether it had fired.
        func finish() -> Bool {
            lock.withLock {
                finished = true
                return fired
            }
        }
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
