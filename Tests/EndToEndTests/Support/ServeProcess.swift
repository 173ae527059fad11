import Foundation

/// A running `preflight serve`, its output collected as it comes; killed when the test ends.
final class ServeProcess {
    private let process = Process()
    private let stdout = Output()
    private let stderr = Output()

    /// Starts `preflight serve arguments…` in `directory`.
    init(_ arguments: [String], in directory: URL) throws {
        process.executableURL = PreflightProcess.binary
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout.pipe
        process.standardError = stderr.pipe
        try process.run()
        stdout.startReading()
        stderr.startReading()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var standardOutput: String { stdout.text }
    var standardError: String { stderr.text }

    /// The port from the `Serving … at http://127.0.0.1:PORT/` line, once it is printed; `nil`
    /// when the process exits or `timeout` passes first.
    func waitForPort(timeout: Duration = .seconds(60)) -> UInt16? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline, process.isRunning {
            if let port = printedPort { return port }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return printedPort
    }

    private var printedPort: UInt16? {
        standardOutput.firstMatch(of: /Serving \S+ at http:\/\/127\.0\.0\.1:(\d+)\/ \(Ctrl-C to stop\)\n/).flatMap {
            UInt16($0.1)
        }
    }

    /// Waits until standard error contains `text`; returns whether it did.
    func waitForError(containing text: String, timeout: Duration = .seconds(60)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if standardError.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return standardError.contains(text)
    }

    /// Sends `signal` and waits up to `timeout` for the exit; returns the exit status, or `nil`
    /// when the process is still running.
    func stop(with signal: Int32 = SIGINT, timeout: Duration = .seconds(30)) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Waits up to `timeout` for the process to exit by itself and for everything it printed
    /// to be read; its status, or `nil` when it is still running.
    func waitForExit(timeout: Duration = .seconds(60)) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning || !stdout.isFinished || !stderr.isFinished, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// One stream of the child's output, read on a thread of its own.
    private final class Output: @unchecked Sendable {
        let pipe = Pipe()
        private let lock = NSLock()
        private var data = Data()

        private var reachedEnd = false

        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
        /// Whether the child closed the stream and all of it was read.
        var isFinished: Bool { lock.withLock { reachedEnd } }

        func startReading() {
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty {
                        lock.withLock { reachedEnd = true }
                        return
                    }
                    lock.withLock { data.append(chunk) }
                }
            }
        }
    }
}
