import Locking

#if os(Linux)
    /// glibc's `malloc_trim`, from malloc.h, which Swift's Glibc module does not import.
    @_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32
#endif

/// What `serve` keeps in memory from one build to the next: the last build's cache (every
/// page's summary, front matter, stamp and hashes), so a rebuild neither reads nor decodes it
/// from the disk, nor encodes and writes it before the reload is sent.
///
/// The cache on disk is removed while the output changes (as `build` does) and written again
/// by ``saveCache()``, which `serve` calls once the open pages were told to reload: a
/// `preflight build` after `serve` then starts from it.
package final class BuildSession: Sendable {
    private let state = Locked<(cache: BuildCache?, isSaved: Bool, live: LiveSite?)>((nil, true, nil))

    package init() {}

    /// The cache of the last build into `output`, if this session made one.
    func cache(output: String) -> BuildCache? {
        state.withLock { state in
            let cache = state.live?.cache ?? state.cache
            return cache?.output == output ? cache : nil
        }
    }

    /// Keeps `cache` (the build's, or nil when it must not be reused) for the next build, and
    /// no ``LiveSite``.
    func keep(_ cache: BuildCache?, isSaved: Bool) {
        state.withLock { $0 = (cache, cache == nil || isSaved, nil) }
    }

    /// Keeps `live` and the cache it holds for the next build; `isSaved` when that cache is
    /// the one on the disk, nil when it is the one kept before.
    func keepLive(_ live: LiveSite, isSaved: Bool? = nil) {
        state.withLock { state in
            state = (nil, isSaved ?? state.isSaved, live)
        }
    }

    /// The kept ``LiveSite``, moved out of the session (with its cache) so that a rebuild
    /// changes it in place; put it back with ``keepLive(_:isSaved:)`` or drop it with ``keep(_:isSaved:)``.
    func takeLive() -> LiveSite? {
        state.withLock { state in
            defer { state.live = nil }
            return state.live
        }
    }

    /// Keeps the ``LiveSite``'s cache alone, so the next build is a whole one.
    func dropLive() {
        state.withLock { state in
            if let live = state.live { state = (live.cache, state.isSaved, nil) }
        }
    }

    /// Whether the kept cache is the one on the disk.
    var isSaved: Bool { state.withLock { $0.isSaved } }

    /// Gives the memory the last build freed back to the system; call once the build's values
    /// are gone. `preflight` keeps up to 256 MB of freed memory for the next page to reuse
    /// (`M_TRIM_THRESHOLD`, set at start), which suits one build, but a `serve` session then
    /// held what each rebuild freed (the site-wide files' bytes, the previous cache): 314 MB
    /// resident after 100 edits of a 5,000-page site, 191 MB with this.
    package func releaseFreedMemory() {
        #if os(Linux)
            _ = mallocTrim(0)
        #endif
    }

    /// Writes the kept cache to the disk unless it is there already.
    package func saveCache() {
        guard let cache = state.withLock({ $0.isSaved ? nil : $0.live?.cache ?? $0.cache }) else { return }
        cache.save(cache.bytes)
        state.withLock { $0.isSaved = true }
    }
}
