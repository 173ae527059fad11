import CArena
import CCmarkGFM

/// Memory for cmark's trees: one arena per thread, rewound whole when the thread's last
/// document is released.
///
/// cmark allocates every node, string and buffer with its own `calloc` and frees each one on
/// its own, walking the tree to do it, and a page makes hundreds of them. A page is parsed,
/// changed and rendered on one thread and then dropped all at once, which is what an arena is
/// for: allocating moves a pointer, freeing does nothing, and memory is reused page after page.
///
/// The arena itself is C (the `CArena` target): cmark's allocator functions get no context,
/// so each call finds the calling thread's arena, which a C thread-local does in one load. A
/// document must therefore stay on the thread that parsed it, which the compiler enforces:
/// ``CMarkDocument`` is not `Sendable`.
enum CMarkArena {
    /// The allocator to hand cmark: every call goes to the calling thread's arena.
    nonisolated(unsafe) static let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(to: cmark_mem(calloc: carena_calloc, realloc: carena_realloc, free: carena_free))
        return memory
    }()

    /// The size of an arena's first chunk, and of the one it goes back to after a huge page.
    static let initialSize = Int(CARENA_INITIAL_SIZE)

    /// Marks the calling thread's arena as holding one more live document, and returns it.
    static func retain() -> OpaquePointer {
        carena_retain()
    }

    /// Marks one of the arena's documents as released; the last one rewinds the arena.
    static func release(_ arena: OpaquePointer) {
        // Another thread's arena could be rewound under that thread's live documents.
        precondition(carena_release(arena), "a cmark document was released on another thread than the one that parsed it")
    }

    /// The size of the chunks the calling thread's arena holds: what a test checks to see that
    /// released pages really give their memory back.
    static var chunkBytesOfThisThread: Int { carena_chunk_bytes() }

    /// Whether a document parsed on this thread is alive, so a new node has a tree to join
    /// before the arena is rewound.
    static var isInUseOnThisThread: Bool { carena_is_in_use() }
}
