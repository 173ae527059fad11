#ifndef PREFLIGHT_CSPAWN_H
#define PREFLIGHT_CSPAWN_H

#include <spawn.h>

/// glibc's GNU extensions for posix_spawn, which Swift does not see without _GNU_SOURCE.

/// pipe2(fds, O_CLOEXEC): both ends closed in any program the parent later runs.
int cspawn_pipe_cloexec(int fds[2]);

/// posix_spawn_file_actions_addchdir_np: the child starts in `path`.
int cspawn_addchdir(posix_spawn_file_actions_t *actions, const char *path);

/// posix_spawn_file_actions_addclosefrom_np: the child closes every descriptor from `from` up.
int cspawn_addclosefrom(posix_spawn_file_actions_t *actions, int from);

#endif
