import Foundation

/// Waits until `condition` holds, checking often, for at most `deadline`, which only a broken
/// server reaches; returns whether it held.
func waitUntil(deadline: Duration = .seconds(30), _ condition: () -> Bool) -> Bool {
    let end = ContinuousClock.now + deadline
    while !condition() {
        guard ContinuousClock.now < end else { return false }
        Thread.sleep(forTimeInterval: 0.005)
    }
    return true
}
