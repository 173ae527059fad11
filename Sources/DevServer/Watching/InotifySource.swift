#if os(Linux)
    import Foundation
    import Glibc

    /// Changes from Linux's inotify: a watch on every folder under the roots, added again for each
    /// folder created later, and one on each root's parent, so a root that is created, deleted or
    /// replaced (as `git checkout` does) is noticed too.
    final class InotifySource: ChangeSource, @unchecked Sendable {
        private let descriptor: Int32
        private let roots: [String]
        /// The folder each watch descriptor stands for.
        private var folders: [Int32: String] = [:]
        /// Files modified and not closed since (see ``ChangeSource/isWriting``).
        private var beingWritten = Set<String>()

        var isWriting: Bool { !beingWritten.isEmpty }

        private static let events = UInt32(
            IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF
                | IN_MOVE_SELF | IN_ONLYDIR)
        private static let headerSize = MemoryLayout<inotify_event>.size

        /// Watches `roots`; `nil` when inotify is unavailable or out of watches, so polling takes over.
        init?(roots: [String]) {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            self.roots = roots
            for root in roots {
                watchFolder((root as NSString).deletingLastPathComponent)
                guard watchTree(root) else {
                    close(descriptor)
                    return nil
                }
            }
        }

        deinit {
            close(descriptor)
        }

        func changes(waitingAtMost timeout: Duration?, wake: WakePipe) -> [String] {
            var entries = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&entries, 2, Posix.pollTimeout(until: timeout.map { .now + $0 }))
            guard ready > 0, entries[0].revents != 0 else { return [] }
            return readEvents()
        }
    }

    // MARK: - Events

    private extension InotifySource {
        /// Reads every event queued, keeping the watches up to date, and returns the paths they name.
        func readEvents() -> [String] {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var changed: [String] = []
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                guard count > 0 else { break }
                var offset = 0
                while offset + Self.headerSize <= count {
                    let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                    let nameStart = offset + Self.headerSize
                    let name = buffer[nameStart..<min(count, nameStart + Int(event.len))].prefix { $0 != 0 }
                    offset = nameStart + Int(event.len)
                    changed += handle(event, name: String(decoding: name, as: UTF8.self))
                }
            }
            return changed
        }

        func handle(_ event: inotify_event, name: String) -> [String] {
            let mask = Int32(bitPattern: event.mask)
            if mask & IN_Q_OVERFLOW != 0 {
                // Events were lost: watch everything again and assume everything changed.
                beingWritten = []
                for root in roots { _ = watchTree(root) }
                return roots
            }
            if mask & IN_IGNORED != 0 {
                folders[event.wd] = nil
                return []
            }
            guard let folder = folders[event.wd] else { return [] }
            let path = name.isEmpty ? folder : "\(folder)/\(name)"
            guard roots.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) else { return [] }
            if mask & IN_MODIFY != 0 && mask & IN_ISDIR == 0 { beingWritten.insert(path) }
            if mask & (IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM) != 0 { beingWritten.remove(path) }
            if mask & IN_ISDIR != 0 {
                if mask & (IN_CREATE | IN_MOVED_TO) != 0 { _ = watchTree(path) }
                // A folder moved away keeps its watches, which would report its files under the old path.
                if mask & IN_MOVED_FROM != 0 { unwatchTree(path) }
            }
            return [path]
        }
    }

    // MARK: - Watches

    private extension InotifySource {
        /// Watches `folder` and every folder under it, not following symbolic links; `false` only
        /// when the system is out of watches.
        func watchTree(_ folder: String) -> Bool {
            guard watchFolder(folder) else { return errno != ENOSPC && errno != ENOMEM }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names {
                var info = stat()
                let path = "\(folder)/\(name)"
                if lstat(path, &info) == 0, Posix.isDirectory(info), !watchTree(path) { return false }
            }
            return true
        }

        @discardableResult
        func watchFolder(_ folder: String) -> Bool {
            let watch = inotify_add_watch(descriptor, folder, Self.events)
            guard watch >= 0 else { return false }
            folders[watch] = folder
            return true
        }

        func unwatchTree(_ folder: String) {
            for (watch, path) in folders where path == folder || path.hasPrefix(folder + "/") {
                inotify_rm_watch(descriptor, watch)
            }
        }
    }
#endif
