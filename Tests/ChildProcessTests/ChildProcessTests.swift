import Foundation
import Testing

@testable import ChildProcess

@Suite("ChildProcess: children started with posix_spawn")
struct ChildProcessTests {
    private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test("Both output streams and the exit status come back")
    func outputsAndStatus() throws {
        let finished = try ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"])
        #expect(text(finished.output) == "out\n")
        #expect(text(finished.error) == "err\n")
        #expect(finished.termination == .exited(3))
        #expect(!finished.succeeded)
        #expect(!finished.timedOut)
    }

    @Test("Input larger than a pipe goes in while output larger than a pipe comes out")
    func largeInputAndOutput() throws {
        let input = Data((0..<4_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let finished = try ChildProcess.run("/bin/cat", input: input)
        #expect(finished.succeeded)
        #expect(finished.output == input)
    }

    @Test("A child that exits without reading its input does not take the parent down")
    func brokenPipe() throws {
        // More than a pipe holds, so the writer is still writing when the reader has gone.
        let finished = try ChildProcess.run("/bin/sh", ["-c", "exit 4"], input: Data(count: 1_000_000))
        #expect(finished.termination == .exited(4))
    }

    @Test("The working folder and the environment are the ones given")
    func folderAndEnvironment() throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        let finished = try ChildProcess.run(
            "/bin/sh", ["-c", "pwd; echo \"$GREETING\"; echo \"${HOME-unset}\""], directory: folder,
            environment: ["GREETING": "hello world", "PATH": "/usr/bin:/bin"])
        #expect(text(finished.output) == "\(folder)\nhello world\nunset\n")
    }

    @Test("A child ended by a signal says which")
    func signalled() throws {
        let finished = try ChildProcess.run("/bin/sh", ["-c", "kill -TERM $$"])
        #expect(finished.termination == .signalled(SIGTERM))
        #expect(finished.status == SIGTERM)
    }

    @Test("A child past its deadline is killed and reported as timed out")
    func deadline() throws {
        let finished = try ChildProcess.run("/bin/sleep", ["1000"], deadline: .milliseconds(50))
        #expect(finished.timedOut)
        #expect(finished.termination == .signalled(SIGKILL))
        #expect(!finished.succeeded)
    }

    @Test("A program that does not exist is a spawn failure naming it")
    func missingProgram() {
        #expect {
            _ = try ChildProcess.run("/nonexistent/program")
        } throws: { error in
            (error as? ChildProcess.SpawnFailure)?.errno == ENOENT
                && "\(error)".contains("/nonexistent/program")
        }
    }

    @Test("Descriptors the parent holds open are not inherited")
    func noInheritedDescriptors() throws {
        // Opened without O_CLOEXEC, as a library might: it must still stay out of the child.
        let held = open("/dev/null", O_RDONLY)
        #expect(held > 2)
        defer { close(held) }
        let finished = try ChildProcess.run("/bin/sh", ["-c", "ls /proc/$$/fd"])
        let descriptors = text(finished.output).split(separator: "\n").compactMap { Int32($0) }
        #expect(descriptors.contains(0) && descriptors.contains(1) && descriptors.contains(2))
        #expect(!descriptors.contains(held), "\(descriptors)")
    }

    @Test("Signals the parent ignores or blocks are back to their defaults in the child")
    func signalDefaults() throws {
        let previous = Glibc.signal(SIGPIPE, SIG_IGN)
        defer { Glibc.signal(SIGPIPE, previous) }
        let finished = try ChildProcess.run("/bin/grep", ["-E", "^Sig(Ign|Blk)", "/proc/self/status"])
        let masks = text(finished.output).split(separator: "\n").compactMap {
            UInt64($0.split(separator: "\t").last ?? "", radix: 16)
        }
        #expect(masks.count == 2)
        // Signals 1 to 31; the real-time ones above are glibc's own (thread cancellation, setxid).
        for mask in masks { #expect(mask & 0x7fff_ffff == 0, "\(String(mask, radix: 16))") }
    }

    @Test("A signal reaches a running child, and onEnd hears of its end")
    func signalAndOnEnd() throws {
        let child = try ChildProcess("/bin/sleep", ["1000"])
        let ended = ChildProcessEnded()
        child.onEnd { ended.record($0) }
        #expect(child.isRunning)
        child.signal(SIGINT)
        #expect(child.wait() == .signalled(SIGINT))
        #expect(!child.isRunning)
        #expect(ended.wait() == .signalled(SIGINT))
        // Once it has ended, signalling it again reaches nobody and changes nothing.
        child.signal(SIGKILL)
        #expect(child.wait() == .signalled(SIGINT))
        let late = ChildProcessEnded()
        child.onEnd { late.record($0) }
        #expect(late.wait() == .signalled(SIGINT))
    }
}

/// The termination an onEnd handler was given, waited for without sleeping.
private final class ChildProcessEnded: @unchecked Sendable {
    private let condition = NSCondition()
    private var termination: ChildProcess.Termination?

    func record(_ value: ChildProcess.Termination) {
        condition.withLock {
            termination = value
            condition.broadcast()
        }
    }

    func wait() -> ChildProcess.Termination? {
        condition.withLock {
            while termination == nil { _ = condition.wait(until: Date().addingTimeInterval(60)) }
            return termination
        }
    }
}
