import CCmarkGFM

#if canImport(Glibc)
    import Glibc
#endif

/// Memory for cmark's trees: one arena per thread, rewound whole when the thread's last
/// document is released.
///
/// cmark allocates every node, string and buffer with its own `calloc` and frees each one on
/// its own, walking the tree to do it, and a page makes hundreds of them. A page is parsed,
/// changed and rendered on one thread and then dropped all at once, which is what an arena is
/// for: allocating moves a pointer, freeing does nothing, and memory is reused page after page.
///
/// cmark's allocator functions get no context, so each thread finds its arena through a
/// thread-specific key. A document must therefore stay on the thread that parsed it, which
/// the compiler enforces: ``CMarkDocument`` is not `Sendable`.
enum CMarkArena {
    /// The allocator to hand cmark: every call goes to the calling thread's arena.
    nonisolated(unsafe) static let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(
            to: cmark_mem(
                calloc: { count, size in current().pointee.allocateZeroed(count: count, size: size) },
                realloc: { block, size in current().pointee.reallocate(block, to: size) },
                // Nothing is freed on its own: the page's memory goes back all at once.
                free: { _ in }))
        return memory
    }()

    /// Marks the calling thread's arena as holding one more live document, and returns it.
    static func retain() -> UnsafeMutablePointer<Arena> {
        let arena = current()
        arena.pointee.documents += 1
        return arena
    }

    /// Marks one of the arena's documents as released; the last one rewinds the arena.
    static func release(_ arena: UnsafeMutablePointer<Arena>) {
        // Another thread's arena could be rewound under that thread's live documents.
        precondition(arena == current(), "a cmark document was released on another thread than the one that parsed it")
        arena.pointee.documents -= 1
        if arena.pointee.documents == 0 { arena.pointee.rewind() }
    }

    /// The size of the chunks the calling thread's arena holds: what a test checks to see that
    /// released pages really give their memory back.
    static var chunkBytesOfThisThread: Int { current().pointee.chunkBytes }

    /// Whether a document parsed on this thread is alive, so a new node has a tree to join
    /// before the arena is rewound.
    static var isInUseOnThisThread: Bool { current().pointee.documents > 0 }

    /// The calling thread's arena, made on first use and freed when the thread ends.
    private static func current() -> UnsafeMutablePointer<Arena> {
        if let existing = pthread_getspecific(key) { return existing.assumingMemoryBound(to: Arena.self) }
        let arena = UnsafeMutablePointer<Arena>.allocate(capacity: 1)
        arena.initialize(to: Arena(size: Arena.initialSize))
        pthread_setspecific(key, arena)
        return arena
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let arena = pointer?.assumingMemoryBound(to: Arena.self) else { return }
            arena.pointee.freeChunks()
            arena.deinitialize(count: 1)
            arena.deallocate()
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// Chunks of memory handed out front to back. Each chunk starts with a link to the chunk
    /// filled before it and its own size; each block starts with its size (for `realloc`),
    /// 16-byte aligned.
    struct Arena {
        static let initialSize = 256 * 1024
        private static let header = 16

        /// The chunk being filled, where the next block goes, and where the chunk ends.
        private var chunk: UnsafeMutableRawPointer
        private var next: UnsafeMutableRawPointer
        private var end: UnsafeMutableRawPointer
        /// The latest block, the one that can grow in place.
        private var latest: UnsafeMutableRawPointer?
        /// Bytes used in chunks filled before the current one, since the last rewind.
        private var usedInEarlierChunks = 0
        /// Live documents allocated here.
        var documents = 0

        init(size: Int) {
            chunk = Self.newChunk(size: size, after: nil)
            next = chunk + Self.header
            end = chunk + size
        }

        mutating func allocateZeroed(count: Int, size: Int) -> UnsafeMutableRawPointer? {
            let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
            guard !overflow else { return nil }
            let block = allocate(bytes)
            memset(block, 0, bytes)
            return block
        }

        mutating func reallocate(_ block: UnsafeMutableRawPointer?, to size: Int) -> UnsafeMutableRawPointer? {
            guard let block else { return allocate(size) }
            let old = (block - Self.header).load(as: Int.self)
            if block == latest, block + Self.rounded(size) <= end {
                (block - Self.header).storeBytes(of: size, as: Int.self)
                next = block + Self.rounded(size)
                return block
            }
            if size <= old { return block }
            let moved = allocate(size)
            memcpy(moved, block, old)
            return moved
        }

        /// Makes the whole arena free again. When the documents needed more than one chunk,
        /// the chunks are replaced by one big enough for all they held, so the next page of
        /// that size fits in one; after a page bigger than ``largestKept`` the arena goes back
        /// to its first size, so one huge page does not stay in memory for the thread's life
        /// (`preflight serve` keeps its threads).
        mutating func rewind() {
            let used = usedInEarlierChunks + (next - chunk)
            if usedInEarlierChunks > 0 || end - chunk > Self.largestKept {
                freeChunks()
                let size = used + used / 4 > Self.largestKept ? Self.initialSize : Self.rounded(used + used / 4)
                chunk = Self.newChunk(size: size, after: nil)
                end = chunk + size
                usedInEarlierChunks = 0
            }
            next = chunk + Self.header
            latest = nil
        }

        /// The largest chunk kept from one page to the next.
        static let largestKept = 16 * 1024 * 1024

        /// The bytes of every chunk held.
        var chunkBytes: Int {
            var total = 0
            var link: UnsafeMutableRawPointer? = chunk
            while let current = link {
                total += current.load(fromByteOffset: 8, as: Int.self)
                link = current.load(as: UnsafeMutableRawPointer?.self)
            }
            return total
        }

        func freeChunks() {
            var link: UnsafeMutableRawPointer? = chunk
            while let current = link {
                link = current.load(as: UnsafeMutableRawPointer?.self)
                free(current)
            }
        }

        private mutating func allocate(_ size: Int) -> UnsafeMutableRawPointer {
            let needed = Self.header + Self.rounded(size)
            if needed > end - next {
                usedInEarlierChunks += next - chunk
                let chunkSize = max(end - chunk, needed + Self.header)
                chunk = Self.newChunk(size: chunkSize, after: chunk)
                next = chunk + Self.header
                end = chunk + chunkSize
            }
            next.storeBytes(of: size, as: Int.self)
            let block = next + Self.header
            next += needed
            latest = block
            return block
        }

        private static func newChunk(size: Int, after previous: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer {
            guard let chunk = malloc(size) else { fatalError("cmark arena: out of memory (\(size) bytes)") }
            chunk.storeBytes(of: previous, as: UnsafeMutableRawPointer?.self)
            chunk.storeBytes(of: size, toByteOffset: 8, as: Int.self)
            return chunk
        }

        private static func rounded(_ size: Int) -> Int { (size + 15) & ~15 }
    }
}
