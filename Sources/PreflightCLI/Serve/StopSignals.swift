import Dispatch
import Foundation

/// Waits for Ctrl-C (SIGINT) or SIGTERM, so `preflight serve` stops cleanly instead of dying.
///
/// The signals are ignored first, so their default action (ending the process on the spot)
/// never runs, and Dispatch sources observe them instead. After the first one, a second Ctrl-C
/// ends the process at once, for when stopping itself hangs.
final class StopSignals {
    private let received = DispatchSemaphore(value: 0)
    private let sources: [any DispatchSourceSignal]

    init() {
        let received = received
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                signal(SIGINT, SIG_DFL)
                received.signal()
            }
            source.resume()
            return source
        }
    }

    /// Blocks until a stop signal arrives.
    func wait() {
        received.wait()
        for source in sources { source.cancel() }
    }
}
