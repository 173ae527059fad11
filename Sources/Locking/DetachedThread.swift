#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Threads started with `pthread_create`, which say when the system gives none.
///
/// Foundation's `Thread.start()` drops the result of `pthread_create`: when the process or the
/// machine is out of threads, the body never runs and nobody hears of it. A dev-server
/// connection handed to such a thread was neither answered nor closed, and a child process
/// whose reaper never started was waited for forever. Every thread the project starts of its
/// own goes through here, and its caller says what failed.
package enum DetachedThread {
    /// How a caller starts threads: ``start(_:)``, or in tests one that can refuse.
    package typealias Starter = @Sendable (_ body: @escaping @Sendable () -> Void) -> Bool

    /// Runs `body` on a new detached thread; `false`, having run nothing, when none can be made.
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        let result = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        #if canImport(Glibc)
            pthread_detach(thread)
        #else
            if let thread { pthread_detach(thread) }
        #endif
        return true
    }

    /// A closure boxed to cross into the new thread as its one pointer argument.
    private final class Body {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }
}
