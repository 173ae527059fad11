import Diagnostics
import Dispatch
import Foundation
import Locking
import SiteBuilder

/// What `preflight build` does on Ctrl-C (SIGINT) or SIGTERM: remove its staging folder, so
/// the previous output stays as it was and no `.NAME.building-PID` folder is left behind,
/// then exit with the shell's status for the signal (130 or 143). A signal that comes once
/// the commit has begun waits for it, and says the output holds the new site.
///
/// The signals are ignored first, so their default action (ending the process on the spot)
/// never runs, and Dispatch sources observe them instead on a thread of their own while the
/// build goes on.
enum BuildInterruption {
    /// Installs the handlers for the rest of the process.
    static func install(console: Console, output: String) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                received.withLock { $0 = true }
                let name = TerminalText.printable(output)
                if StagedOutput.cancelAll() {
                    console.error("Build interrupted after it had finished; \(name) holds the new site.\n")
                } else {
                    console.error("Build interrupted; \(name) was left as it was.\n")
                }
                _exit(128 + number)
            }
            source.resume()
            sources.withLock { $0.append(source) }
        }
    }

    /// When the build failed because a signal cancelled its writes, waits for the handler,
    /// which exits with the signal's status; returns at once when no signal arrived.
    static func awaitExitIfInterrupted() {
        guard received.withLock({ $0 }) else { return }
        while true { sleep(60) }
    }

    private static let queue = DispatchQueue(label: "preflight.build-interruption")
    private static let received = Locked(false)
    /// Kept alive for the life of the process.
    private static let sources = Locked<[any DispatchSourceSignal]>([])
}
