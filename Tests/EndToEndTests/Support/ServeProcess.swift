import ChildProcess
import Foundation
import Locking

@testable import DevServer

/// A running `preflight serve`, its output collected as it comes; killed when the test ends.
///
/// Every wait blocks until the process prints or exits (each wakes the waiting test), with a
/// deadline that only a hung server reaches.
final class ServeProcess {
    private struct State {
        var stdout = Data()
        var stderr = Data()
        /// Output streams read to their end (0, 1 or 2).
        var streamsEnded = 0
        /// The exit status, once the process has ended.
        var status: Int32?
    }

    private let process: ChildProcess
    private let state = Locked(State())

    /// Starts `preflight serve arguments…` (or another `command`) in `directory`.
    convenience init(_ arguments: [String], in directory: URL, command: String = "serve") throws {
        try self.init(program: PreflightProcess.binary.path, [command] + arguments, in: directory)
    }

    /// Starts `program arguments…` in `directory`: a shell that starts `preflight` itself. Only
    /// `program` is killed when the test ends, not what it started.
    init(program: String, _ arguments: [String], in directory: URL) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process = try ChildProcess(
            program, arguments, directory: directory.path, environment: environment, output: .pipe, error: .pipe)
        process.onEnd { [state] ended in state.withLock { $0.status = ended.status } }
        read(process.output!, isError: false)
        read(process.error!, isError: true)
    }

    deinit {
        process.signal(SIGKILL)
        _ = process.wait()
    }

    var standardOutput: String { state.withLock { String(decoding: $0.stdout, as: UTF8.self) } }
    var standardError: String { state.withLock { String(decoding: $0.stderr, as: UTF8.self) } }

    /// The port from the `Serving … at http://127.0.0.1:PORT/` line, once it is printed; `nil`
    /// when the process exits or `timeout` passes first.
    func waitForPort(timeout: Duration = .seconds(60)) -> UInt16? {
        _ = state.wait(until: { Self.port(in: $0.stdout) != nil || $0.status != nil }, deadline: timeout)
        return state.withLock { Self.port(in: $0.stdout) }
    }

    private static func port(in stdout: Data) -> UInt16? {
        String(decoding: stdout, as: UTF8.self).firstMatch(
            of: /Serving \S+ at http:\/\/127\.0\.0\.1:(\d+)\/ \(Ctrl-C to stop\)\n/
        )
        .flatMap { UInt16($0.1) }
    }

    /// Waits until standard error contains `text`; returns whether it did.
    func waitForError(containing text: String, timeout: Duration = .seconds(60)) -> Bool {
        state.wait(until: { String(decoding: $0.stderr, as: UTF8.self).contains(text) }, deadline: timeout)
    }

    /// Waits until standard error holds more than `count` lines containing `text`; the last of
    /// them, or nil when `timeout` passes first.
    func waitForErrorLine(containing text: String, after count: Int, timeout: Duration = .seconds(60)) -> String? {
        let lines = { (stderr: Data) in
            String(decoding: stderr, as: UTF8.self).split(separator: "\n").filter { $0.contains(text) }
        }
        guard state.wait(until: { lines($0.stderr).count > count }, deadline: timeout) else { return nil }
        return state.withLock { lines($0.stderr).last.map(String.init) }
    }

    /// How many lines of standard error contain `text` so far.
    func errorLines(containing text: String) -> Int {
        standardError.split(separator: "\n").filter { $0.contains(text) }.count
    }

    /// Sends `signal` and waits up to `timeout` for the exit; returns the exit status, or `nil`
    /// when the process is still running.
    func stop(with signal: Int32 = SIGINT, timeout: Duration = .seconds(30)) -> Int32? {
        process.signal(signal)
        _ = state.wait(until: { $0.status != nil }, deadline: timeout)
        return state.withLock { $0.status }
    }

    /// Waits up to `timeout` for the process to exit by itself and for everything it printed
    /// to be read; its status, or `nil` when it is still running.
    func waitForExit(timeout: Duration = .seconds(60)) -> Int32? {
        _ = state.wait(until: { $0.status != nil && $0.streamsEnded == 2 }, deadline: timeout)
        return state.withLock { $0.status }
    }

    /// Reads one of the child's streams on a thread of its own, to its end.
    private func read(_ handle: FileHandle, isError: Bool) {
        Thread.detachNewThread { [state] in
            while true {
                let chunk = handle.availableData
                guard !chunk.isEmpty else { break }
                state.withLock { isError ? $0.stderr.append(chunk) : $0.stdout.append(chunk) }
            }
            state.withLock { $0.streamsEnded += 1 }
        }
    }
}
