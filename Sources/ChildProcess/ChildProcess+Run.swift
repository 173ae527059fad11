import Dispatch
import Foundation

extension ChildProcess {
    /// What a child run to its end printed, and how it ended.
    package struct Finished: Sendable {
        package var termination: Termination
        package var output: Data
        package var error: Data
        /// Whether the child was killed for running past its deadline.
        package var timedOut: Bool

        package var status: Int32 { termination.status }
        package var succeeded: Bool { termination.succeeded && !timedOut }
    }

    /// Runs `executable` to its end: writes `input` to its standard input (then closes it),
    /// collects standard output and, when `error` is `.pipe`, standard error,
    /// and kills it with SIGKILL if it runs past `deadline`, which only a hang should reach.
    package static func run(
        _ executable: String, _ arguments: [String] = [], directory: String? = nil, environment: [String: String]? = nil,
        input: Data? = nil, error: Stream = .pipe, deadline: Duration = .seconds(600)
    ) throws(SpawnFailure) -> Finished {
        let child = try ChildProcess(
            executable, arguments, directory: directory, environment: environment, input: input == nil ? .null : .pipe,
            output: .pipe, error: error)
        let group = DispatchGroup()
        // Written and read on threads of their own: a child that fills one pipe while the
        // parent waits on another would otherwise stall both.
        if let input, let handle = child.input {
            DispatchQueue.global().async(group: group) {
                writeAll(input, to: handle.fileDescriptor)
                try? handle.close()
            }
        }
        let collected = Collected()
        if let output = child.output {
            DispatchQueue.global().async(group: group) { collected.set(output: output.readDataToEndOfFile()) }
        }
        if let errors = child.error {
            DispatchQueue.global().async(group: group) { collected.set(error: errors.readDataToEndOfFile()) }
        }
        var timedOut = false
        if child.wait(deadline: deadline) == nil {
            timedOut = true
            child.signal(SIGKILL)
        }
        let termination = child.wait()
        group.wait()
        return Finished(termination: termination, output: collected.output, error: collected.error, timedOut: timedOut)
    }

    /// The two output streams, filled from two reader threads.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var output = Data()
        private(set) var error = Data()

        func set(output data: Data) {
            lock.withLock { output = data }
        }

        func set(error data: Data) {
            lock.withLock { error = data }
        }
    }

    /// Writes `data` to the pipe `fd` until it is all written or the reader has gone. A reader
    /// that exits early raises SIGPIPE in the writing thread, which would end the whole
    /// program: it is blocked in this thread while writing, and a pending one taken back.
    private static func writeAll(_ data: Data, to fd: Int32) {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let brokenPipe = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    return errno == EPIPE
                }
            }
            return false
        }
        if brokenPipe {
            var now = timespec()
            _ = sigtimedwait(&pipeSignal, nil, &now)
        }
    }
}
