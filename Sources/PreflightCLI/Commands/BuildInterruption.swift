import Dispatch
import Foundation
import SiteBuilder

/// What `preflight build` does on Ctrl-C (SIGINT) or SIGTERM: remove its staging folder, so
/// the previous output stays as it was and no `.NAME.building-PID` folder is left behind,
/// then exit with the shell's status for the signal (130 or 143).
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
                StagedOutput.cancelAll()
                console.error("Build interrupted; \(output) was left as it was.\n")
                _exit(128 + number)
            }
            source.resume()
            sources.withLock { $0.append(source) }
        }
    }

    private static let queue = DispatchQueue(label: "preflight.build-interruption")
    /// Kept alive for the life of the process.
    private static let sources = Mutex<[any DispatchSourceSignal]>([])
}
