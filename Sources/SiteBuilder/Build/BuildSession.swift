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
    private let state = Locked<(cache: BuildCache?, isSaved: Bool)>((nil, true))

    package init() {}

    /// The cache of the last build into `output`, if this session made one.
    func cache(output: String) -> BuildCache? {
        state.withLock { $0.cache?.output == output ? $0.cache : nil }
    }

    /// Keeps `cache` (the build's, or nil when it must not be reused) for the next build.
    func keep(_ cache: BuildCache?, isSaved: Bool) {
        state.withLock { $0 = (cache, cache == nil || isSaved) }
    }

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
        guard let cache = state.withLock({ $0.isSaved ? nil : $0.cache }) else { return }
        cache.save(cache.bytes)
        state.withLock { state in
            if state.cache?.siteKey == cache.siteKey { state.isSaved = true }
        }
    }
}
