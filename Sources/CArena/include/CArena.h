#ifndef PREFLIGHT_CARENA_H
#define PREFLIGHT_CARENA_H

#include <stdbool.h>
#include <stddef.h>

/// Memory for cmark's trees: one arena per thread, rewound whole when the thread's last
/// document is released (see `CMarkArena` in the Docs target, its only user).
///
/// In C because cmark calls the allocator for every node, string and buffer, hundreds of
/// times a page, and its functions get no context: each call finds the calling thread's
/// arena. A C thread-local is one load; from Swift it took a `pthread_getspecific`, a lazy
/// global's check and two closure thunks: some 90 instructions a call, against 38 here.

/// The size of an arena's first chunk, and of the chunk it goes back to after a huge page.
enum { CARENA_INITIAL_SIZE = 256 * 1024 };

typedef struct carena carena;

/// cmark's `calloc`, `realloc` and `free`, in the calling thread's arena. `free` does
/// nothing: a page's memory goes back all at once, when its document is released.
void *carena_calloc(size_t count, size_t size);
void *carena_realloc(void *block, size_t size);
void carena_free(void *block);

/// Marks the calling thread's arena as holding one more live document, and returns it.
carena *carena_retain(void);

/// Marks one of `arena`'s documents as released, the last one rewinding it; false, with
/// nothing done, when `arena` is not the calling thread's.
bool carena_release(carena *arena);

/// The bytes of every chunk the calling thread's arena holds.
size_t carena_chunk_bytes(void);

/// Whether a document parsed on the calling thread is alive.
bool carena_is_in_use(void);

#endif
