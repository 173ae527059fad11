import CSpawn
import Foundation
import Locking

/// A program run as a child process with `posix_spawn`.
///
/// Foundation's `Process` is not used: on Linux its `run()` lists `/proc/self/fd` with a
/// reader that can read past a directory entry, and now and then crashes the process that
/// spawns (swift-corelibs-foundation, fixed after Swift 6.3). `posix_spawn` closes the
/// child's inherited descriptors itself (`closefrom` in the child), so nothing is listed.
package final class ChildProcess: Sendable {
    /// Where one of the child's standard streams goes.
    package enum Stream: Sendable {
        /// The parent's own stream.
        case inherit
        /// `/dev/null`.
        case null
        /// A pipe whose other end the parent holds (``input``, ``output``, ``error``).
        case pipe
        /// For standard error only: wherever standard output goes, interleaved as written.
        case output
    }

    /// How the child ended.
    package enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)

        /// The exit status, or the number of the signal that ended the child (as Foundation's
        /// `terminationStatus` has it).
        package var status: Int32 {
            switch self {
            case .exited(let status), .signalled(let status): status
            }
        }

        /// Whether the child exited with status 0.
        package var succeeded: Bool { self == .exited(0) }
    }

    /// Why a child could not be started.
    package struct SpawnFailure: Error, CustomStringConvertible {
        package var executable: String
        package var errno: Int32

        package var description: String {
            "could not run \(executable): \(String(cString: strerror(errno)))"
        }
    }

    package let pid: pid_t
    /// The writing end of the child's standard input, when it is a pipe.
    package let input: FileHandle?
    /// The reading end of the child's standard output, when it is a pipe.
    package let output: FileHandle?
    /// The reading end of the child's standard error, when it is a pipe.
    package let error: FileHandle?

    private struct State {
        var termination: Termination?
        var handlers: [@Sendable (Termination) -> Void] = []
    }

    private let state = Locked(State())

    /// Starts `executable` (a path; `PATH` is not searched) with `arguments`, in `directory`
    /// when given, with `environment` when given (else the parent's).
    package init(
        _ executable: String, _ arguments: [String] = [], directory: String? = nil, environment: [String: String]? = nil,
        input: Stream = .null, output: Stream = .inherit, error: Stream = .inherit
    ) throws(SpawnFailure) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipes: [(parent: Int32, child: Int32)?] = []
        for (fd, stream) in [(Int32(0), input), (1, output), (2, error)] {
            switch stream {
            case .inherit:
                pipes.append(nil)
            case .output:
                pipes.append(nil)
                if fd == 2 { posix_spawn_file_actions_adddup2(&actions, 1, 2) }
            case .null:
                pipes.append(nil)
                posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
            case .pipe:
                var ends: [Int32] = [-1, -1]
                guard cspawn_pipe_cloexec(&ends) == 0 else {
                    let failure = Glibc.errno
                    Self.close(pipes)
                    throw SpawnFailure(executable: executable, errno: failure)
                }
                // Standard input is read by the child; the other two are written by it.
                let pair = fd == 0 ? (parent: ends[1], child: ends[0]) : (parent: ends[0], child: ends[1])
                pipes.append(pair)
                posix_spawn_file_actions_adddup2(&actions, pair.child, fd)
            }
        }
        // Everything else the parent has open stays out of the child.
        cspawn_addclosefrom(&actions, 3)
        if let directory { cspawn_addchdir(&actions, directory) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with no signal blocked and every handler at its default: a parent
        // that ignores SIGPIPE must not hand that on.
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) }
        let variables = (environment ?? ProcessInfo.processInfo.environment).sorted { $0.key < $1.key }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") }
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil])
        for pair in pipes { if let pair { Glibc.close(pair.child) } }
        guard result == 0 else {
            for pair in pipes { if let pair { Glibc.close(pair.parent) } }
            throw SpawnFailure(executable: executable, errno: result)
        }
        self.pid = pid
        self.input = pipes[0].map { FileHandle(fileDescriptor: $0.parent, closeOnDealloc: true) }
        self.output = pipes[1].map { FileHandle(fileDescriptor: $0.parent, closeOnDealloc: true) }
        self.error = pipes[2].map { FileHandle(fileDescriptor: $0.parent, closeOnDealloc: true) }
        guard DetachedThread.start({ [state, pid] in Self.reap(pid, into: state) }) else {
            // Nothing would ever reap the child or tell its waiters it ended: it goes now.
            kill(pid, SIGKILL)
            waitpid(pid, nil, 0)
            throw SpawnFailure(executable: executable, errno: EAGAIN)
        }
    }

    private static func close(_ pipes: [(parent: Int32, child: Int32)?]) {
        for pair in pipes {
            if let pair {
                Glibc.close(pair.parent)
                Glibc.close(pair.child)
            }
        }
    }

    /// Waits for the child to end without collecting it, then collects it under the lock, so
    /// that ``signal(_:)`` never reaches another process that was given the same pid.
    private static func reap(_ pid: pid_t, into state: Locked<State>) {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && Glibc.errno == EINTR {}
        let handlers = state.withLock { state in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && Glibc.errno == EINTR {}
            let termination: Termination =
                status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
            state.termination = termination
            defer { state.handlers = [] }
            return state.handlers.map { handler in { handler(termination) } }
        }
        for handler in handlers { handler() }
    }

    /// Sends `signal` to the child, unless it has already ended.
    package func signal(_ signal: Int32) {
        state.withLock { state in
            if state.termination == nil { kill(pid, signal) }
        }
    }

    /// Whether the child is still running.
    package var isRunning: Bool { state.withLock { $0.termination == nil } }

    /// Blocks until the child ends; how it ended.
    package func wait() -> Termination {
        while true {
            if let termination = state.withLock({ $0.termination }) { return termination }
            _ = state.wait(until: { $0.termination != nil }, deadline: .seconds(3600))
        }
    }

    /// Blocks until the child ends or `deadline` passes; how it ended, or nil while it runs.
    package func wait(deadline: Duration) -> Termination? {
        _ = state.wait(until: { $0.termination != nil }, deadline: deadline)
        return state.withLock { $0.termination }
    }

    /// Calls `handler` once the child has ended (at once, when it already has), on the thread
    /// that collected it.
    package func onEnd(_ handler: @escaping @Sendable (Termination) -> Void) {
        let ended: Termination? = state.withLock { state in
            if state.termination == nil { state.handlers.append(handler) }
            return state.termination
        }
        if let ended { handler(ended) }
    }
}
