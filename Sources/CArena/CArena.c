#include "CArena.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Chunks of memory handed out front to back. Each chunk starts with a link to the chunk
/// filled before it and its own size; each block starts with its size (for `realloc`),
/// 16-byte aligned.
struct carena {
    /// The chunk being filled, where the next block goes, and where the chunk ends.
    char *chunk;
    char *next;
    char *end;
    /// The latest block, the one that can grow in place.
    char *latest;
    /// Bytes used in chunks filled before the current one, since the last rewind.
    size_t used_in_earlier_chunks;
    /// Live documents allocated here.
    long documents;
};

/// A chunk's header (the link, then the size at `size_offset`) and a block's (its size), in bytes.
enum { header = 16, size_offset = 8 };

/// The largest chunk kept from one page to the next.
static const size_t largest_kept = 16u << 20;

/// Gives up on a size no allocation can have.
__attribute__((noinline, noreturn)) static void out_of_memory(size_t size) {
    fprintf(stderr, "cmark arena: out of memory (%zu bytes)\n", size);
    abort();
}

static inline size_t rounded(size_t size) {
    if (size > SIZE_MAX / 2) out_of_memory(size);
    return (size + 15) & ~(size_t)15;
}

static char *new_chunk(size_t size, char *previous) {
    char *chunk = malloc(size);
    if (!chunk) out_of_memory(size);
    memcpy(chunk, &previous, sizeof previous);
    memcpy(chunk + size_offset, &size, sizeof size);
    return chunk;
}

static char *link_of(const char *chunk) {
    char *previous;
    memcpy(&previous, chunk, sizeof previous);
    return previous;
}

static size_t size_of(const char *chunk) {
    size_t size;
    memcpy(&size, chunk + size_offset, sizeof size);
    return size;
}

/// Starts filling a new chunk of `size` bytes, linked to `previous`.
static void start_chunk(struct carena *arena, size_t size, char *previous) {
    arena->chunk = new_chunk(size, previous);
    arena->next = arena->chunk + header;
    arena->end = arena->chunk + size;
}

static void free_chunks(struct carena *arena) {
    char *link = arena->chunk;
    while (link) {
        char *previous = link_of(link);
        free(link);
        link = previous;
    }
}

/// The calling thread's arena, cached in a thread-local; the key frees it when the thread ends.
/// Initial-exec where the format has it (ELF): the code is linked into the executable, so the
/// variable is at a fixed offset from the thread pointer, with no call to find it.
#if defined(__ELF__)
static __thread struct carena *current __attribute__((tls_model("initial-exec")));
#else
static __thread struct carena *current;
#endif
static pthread_key_t key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;

static void destroy(void *pointer) {
    struct carena *arena = pointer;
    free_chunks(arena);
    free(arena);
    current = NULL;
}

static void make_key(void) {
    if (pthread_key_create(&key, destroy) != 0) {
        fprintf(stderr, "cmark arena: pthread_key_create failed\n");
        abort();
    }
}

/// The calling thread's first arena.
__attribute__((noinline)) static struct carena *new_arena(void) {
    struct carena *arena = malloc(sizeof *arena);
    if (!arena) out_of_memory(sizeof *arena);
    start_chunk(arena, CARENA_INITIAL_SIZE, NULL);
    arena->latest = NULL;
    arena->used_in_earlier_chunks = 0;
    arena->documents = 0;
    pthread_once(&key_once, make_key);
    pthread_setspecific(key, arena);
    current = arena;
    return arena;
}

static inline struct carena *current_arena(void) {
    struct carena *arena = current;
    return __builtin_expect(arena != NULL, 1) ? arena : new_arena();
}

/// Moves on to a new chunk with room for `needed` bytes: one as big as the last, or bigger.
__attribute__((noinline)) static void add_chunk(struct carena *arena, size_t needed) {
    arena->used_in_earlier_chunks += (size_t)(arena->next - arena->chunk);
    size_t size_now = (size_t)(arena->end - arena->chunk);
    size_t chunk_size = size_now > needed + header ? size_now : needed + header;
    start_chunk(arena, chunk_size, arena->chunk);
}

static inline void *allocate(struct carena *arena, size_t size) {
    size_t needed = header + rounded(size);
    if (__builtin_expect(needed > (size_t)(arena->end - arena->next), 0)) add_chunk(arena, needed);
    memcpy(arena->next, &size, sizeof size);
    char *block = arena->next + header;
    arena->next += needed;
    arena->latest = block;
    return block;
}

void *carena_calloc(size_t count, size_t size) {
    size_t bytes;
    if (__builtin_mul_overflow(count, size, &bytes)) return NULL;
    void *block = allocate(current_arena(), bytes);
    memset(block, 0, bytes);
    return block;
}

void *carena_realloc(void *pointer, size_t size) {
    struct carena *arena = current_arena();
    if (!pointer) return allocate(arena, size);
    char *block = pointer;
    size_t old;
    memcpy(&old, block - header, sizeof old);
    if (block == arena->latest && rounded(size) <= (size_t)(arena->end - block)) {
        memcpy(block - header, &size, sizeof size);
        arena->next = block + rounded(size);
        return block;
    }
    if (size <= old) return block;
    void *moved = allocate(arena, size);
    memcpy(moved, block, old);
    return moved;
}

void carena_free(void *block) { (void)block; }

carena *carena_retain(void) {
    struct carena *arena = current_arena();
    arena->documents += 1;
    return arena;
}

/// Makes the whole arena free again. When the documents needed more than one chunk, the
/// chunks are replaced by one big enough for all they held, so the next page of that size fits
/// in one; after a page bigger than `largest_kept` the arena goes back to its first size, so
/// one huge page does not stay in memory for the thread's life (`preflight serve` keeps its
/// threads).
static void rewind_arena(struct carena *arena) {
    size_t used = arena->used_in_earlier_chunks + (size_t)(arena->next - arena->chunk);
    if (arena->used_in_earlier_chunks > 0 || (size_t)(arena->end - arena->chunk) > largest_kept) {
        free_chunks(arena);
        size_t size = used + used / 4 > largest_kept ? (size_t)CARENA_INITIAL_SIZE : rounded(used + used / 4);
        start_chunk(arena, size, NULL);
        arena->used_in_earlier_chunks = 0;
    } else {
        arena->next = arena->chunk + header;
    }
    arena->latest = NULL;
}

bool carena_release(carena *arena) {
    // Another thread's arena could be rewound under that thread's live documents.
    if (arena != current) return false;
    arena->documents -= 1;
    if (arena->documents == 0) rewind_arena(arena);
    return true;
}

size_t carena_chunk_bytes(void) {
    size_t total = 0;
    for (char *link = current_arena()->chunk; link; link = link_of(link)) total += size_of(link);
    return total;
}

bool carena_is_in_use(void) { return current_arena()->documents > 0; }
