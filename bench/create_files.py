#!/usr/bin/env python3
"""The file-creation floor: what creating a site's files costs on a file system, rendering aside.

    create_files.py LISTING TARGET [--threads N]

LISTING has one file a line, `relative/path size` (what `find OUT -type f -printf '%P %s\\n'`
prints for a clean build's output). TARGET must not exist: it is created, then every folder
the listing names, then each file with that many bytes, from N threads (default 2, the cores
of the machine the benchmarks were written on). Like Preflight, a folder's files are created
by one thread, and the threads take folders of about equal file counts, so they create files
in different folders at the same time; an `os.open`, `os.write` or `os.close` runs without
Python's lock, so the kernel's work is done on all threads at once.

Its top-level folders are created under names of the run's own and renamed at the end, as
Preflight names them at its commit: ext4 places a top folder's subfolder by a hash of its name,
so a name of its own keeps it from the group the previous run's folder just freed.

bench/run.sh times this with the same preparation as a clean build on the disk (the target
removed, then `sync`), so the two differ by what Preflight does besides creating its files.
"""
import os
import sys
import threading


def spread_subfolders(folder):
    """Marks the target as the top of a hierarchy (`chattr +T`), as Preflight marks its output,
    so that the same files land where Preflight's would: ext4 then puts each subfolder in a
    block group of its own. A file system without the flag refuses it, and nothing changes."""
    import fcntl
    import struct
    get_flags, set_flags, top_folder = 0x80086601, 0x40086602, 0x00020000
    descriptor = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        flags = struct.unpack("l", fcntl.ioctl(descriptor, get_flags, struct.pack("l", 0)))[0]
        fcntl.ioctl(descriptor, set_flags, struct.pack("l", flags | top_folder))
    except OSError:
        pass
    finally:
        os.close(descriptor)


def main():
    args = sys.argv[1:]
    threads = 2
    if "--threads" in args:
        at = args.index("--threads")
        threads = int(args[at + 1])
        del args[at:at + 2]
    listing, target = args
    files = []
    with open(listing) as lines:
        for line in lines:
            path, size = line.rstrip("\n").rsplit(" ", 1)
            files.append((path, int(size)))
    folders = set()
    for path, _ in files:
        folder = os.path.dirname(path)
        while folder and folder not in folders:
            folders.add(folder)
            folder = os.path.dirname(folder)
    suffix = ".spreading-" + os.urandom(8).hex()

    def staged(path, is_folder=False):
        top, slash, rest = path.partition("/")
        if not slash and not is_folder:  # a file of the target itself
            return os.path.join(target, top)
        return os.path.join(target, top + suffix, rest)

    os.mkdir(target)
    spread_subfolders(target)
    for folder in sorted(folders):  # a parent sorts before its children
        os.mkdir(staged(folder, is_folder=True))
    by_folder = {}
    for path, size in files:
        by_folder.setdefault(os.path.dirname(path), []).append((staged(path), size))
    shares = [[] for _ in range(max(1, threads))]
    for folder_files in sorted(by_folder.values(), key=len, reverse=True):
        min(shares, key=len).extend(folder_files)
    zeros = memoryview(bytes(max((size for _, size in files), default=0)))

    failures = []

    def create(share):
        try:
            for path, size in share:
                descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o644)
                try:
                    written = 0
                    while written < size:
                        written += os.write(descriptor, zeros[written:size])
                finally:
                    os.close(descriptor)
        except OSError as error:
            failures.append(error)

    workers = [threading.Thread(target=create, args=(share,)) for share in shares]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    if failures:
        sys.exit(f"error: {failures[0]}")
    for folder in sorted(folders):
        if "/" not in folder:
            os.rename(os.path.join(target, folder + suffix), os.path.join(target, folder))


if __name__ == "__main__":
    main()
