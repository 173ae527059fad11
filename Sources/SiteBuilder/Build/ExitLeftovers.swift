import Locking

/// What a `build` process made and would free just before it exits, left for the exit to
/// drop whole: freeing a large site's records one by one cost a one-page edit's build a
/// twentieth of its time, for memory the process gives back a moment later anyway.
///
/// Only for a build that is the whole process's work (``BuildOptions/endsProcess``): `serve`
/// and the tests keep building in the same process, and would keep every build's site.
enum ExitLeftovers {
    private static let kept = Locked<[Any]>([])

    static func keep(_ values: Any...) {
        kept.withLock { $0.append(contentsOf: values) }
    }
}
