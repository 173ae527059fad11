#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

// The calling thread's slot for Preflight's cmark arena (CMarkArena.swift). Its allocator
// functions run for every node and buffer cmark makes and get no context; a thread-local
// read here costs a few instructions where pthread_getspecific costs a call. Only
// CMarkArena.swift may use it: a static inline function's static variable is one per
// object file that uses it.
static inline void **preflight_cmark_arena_slot(void) {
    static _Thread_local void *slot;
    return &slot;
}
