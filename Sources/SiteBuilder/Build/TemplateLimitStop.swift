import Diagnostics
import Locking
import Templates

/// Stops a run of pages rendered on every core at the first page whose template passes a
/// render limit (`TemplateLimits.errorCodes`).
///
/// Pages share their templates, so when one page's template recurses without end or
/// multiplies its work, nearly every page's does, and each would spend its whole limit before
/// failing the same way. Turns are numbered in the order they start; once turn `t` fails this
/// way, no later turn starts, while the earlier ones, already under way, finish. Keeping only
/// the failures up to the first such turn makes the report the same on every run.
final class TemplateLimitStop: Sendable {
    private let firstFailure = Locked<Int?>(nil)

    /// Whether `turn` should still render.
    func allows(_ turn: Int) -> Bool {
        firstFailure.withLock { first in first.map { turn < $0 } ?? true }
    }

    /// Notes `turn`'s errors; those of a template limit stop the turns after it.
    func record(_ errors: [Diagnostic], turn: Int) {
        guard errors.contains(where: { TemplateLimits.errorCodes.contains($0.code) }) else { return }
        firstFailure.withLock { first in first = min(first ?? turn, turn) }
    }

    /// The first turn that failed on a template limit, if any did.
    var stoppedAt: Int? {
        firstFailure.withLock { $0 }
    }
}
