import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The list of changes an incremental build makes to its output, written before the first of
/// them, so that a commit cut short (a crash, `kill -9`) is finished by the next build instead
/// of leaving half of each site.
///
/// The journal is not flushed to the disk, and neither are the files it names: what guards
/// against a process that dies is the kernel's page cache, which outlives it. A power cut is
/// another matter: flushing the journal alone (as this did once, 0.6–2 ms of every edit) left
/// the staged files it names unflushed, so the next build would have moved in files the disk
/// may not hold; flushing each of them too would cost every edit a wait per file.
///
/// The changed files are complete in the staging folder before the journal is written, and
/// the journal ends with a mark: a journal with its mark is finished (every rename and
/// deletion is safe to repeat), one without it is dropped with the staging folder, leaving
/// the previous site as it was (nothing had been renamed yet).
package struct OutputJournal: Equatable, Sendable {
    /// The journal's file name inside the output folder.
    package static let fileName = ".preflight-journal"
    /// The last line of a complete journal.
    static let endMark = "end"

    /// The staging folder's name, beside the output folder.
    package var staging: String
    /// Files that no longer belong to the site, relative to the output folder.
    package var deletions: [String]
    /// Files moved from the staging folder to the same relative path in the output folder.
    package var renames: [String]

    package init(staging: String, deletions: [String], renames: [String]) {
        self.staging = staging
        self.deletions = deletions
        self.renames = renames
    }

    // MARK: - Text

    /// One entry a line (`S` staging folder, `D` deletion, `R` rename) and the end mark;
    /// a backslash and a line break in a path are escaped, so any file name survives.
    package var text: String {
        // Appended line by line: the first `joined(separator:)` of a process looks up a
        // conformance through the whole binary's table, a tenth of a millisecond of an edit.
        var text = "S \(Self.escape(staging))\n"
        for path in deletions { text += "D \(Self.escape(path))\n" }
        for path in renames { text += "R \(Self.escape(path))\n" }
        text += Self.endMark + "\n"
        return text
    }

    /// The journal `text` describes; `nil` when it lacks its end mark or is not a journal.
    package init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.last == "", lines.dropLast().last.map(String.init) == Self.endMark else { return nil }
        lines.removeLast(2)
        guard let first = lines.first, first.hasPrefix("S ") else { return nil }
        staging = Self.unescape(first.dropFirst(2))
        deletions = []
        renames = []
        for line in lines.dropFirst() {
            if line.hasPrefix("D ") {
                deletions.append(Self.unescape(line.dropFirst(2)))
            } else if line.hasPrefix("R ") {
                renames.append(Self.unescape(line.dropFirst(2)))
            } else {
                return nil
            }
        }
        // Only this output's staging folder and paths inside the output: a journal is never
        // a way to move or delete anything else.
        guard Self.isStagingName(staging), (deletions + renames).allSatisfy(Self.isInside) else { return nil }
    }

    private static func isStagingName(_ name: String) -> Bool {
        name.hasPrefix(".") && !name.contains("/") && name.contains(".building-")
    }

    private static func isInside(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
    }

    /// `\` and line breaks escaped, byte by byte: Foundation's `replacingOccurrences` goes
    /// through NSString, for each of a commit's paths.
    private static func escape(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") }) else { return path }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(path.utf8.count + 8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): escaped += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): escaped += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    private static func unescape(_ text: Substring) -> String {
        var result = ""
        var isEscaped = false
        for character in text {
            if isEscaped {
                result.append(character == "n" ? "\n" : character)
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

// MARK: - Committing

extension OutputJournal {
    /// Writes the journal into `target`, then makes its changes and removes it.
    ///
    /// - Parameter stopAfter: for tests of recovery, the number of renames after which the
    ///   process ends on the spot, as a crash would end it.
    /// - Parameter staged: where the build staged each file, by path: its name relative to the
    ///   staging folder (nil when not known), tried before the other places a file may be staged.
    /// - Parameter decided: called once the journal is written, before the first change:
    ///   from then on the new site is the one the output will hold.
    /// - Returns: `false` when the journal could not be written; nothing was changed then.
    package func commit(
        into target: String, stopAfter: Int? = nil, staged: (String) -> String? = { _ in nil }, decided: () -> Void = {}
    ) -> Bool {
        let path = "\(target)/\(Self.fileName)"
        guard Self.write(Array(text.utf8), to: path) else {
            unlink(path)
            return false
        }
        decided()
        apply(to: target, stopAfter: stopAfter, staged: staged)
        unlink(path)
        return true
    }

    /// Finishes or drops what a build into `target` left: a complete journal is carried out,
    /// an incomplete one removed with its staging folder. Does nothing when there is no journal.
    ///
    /// - Returns: whether a journal was found.
    @discardableResult
    package static func recover(target: String) -> Bool {
        let path = "\(target)/\(fileName)"
        guard let bytes = try? FileReader.readOwn(path) else { return false }
        // A commit under way in another process that is still running is its to finish.
        if let name = stagingName(in: bytes), let pid = pid_t(spreadSalt(staging: name)), pid > 0,
            pid != getpid(), kill(pid, 0) == 0 || errno != ESRCH
        {
            return false
        }
        if let journal = OutputJournal(text: String(decoding: bytes, as: UTF8.self)) {
            journal.apply(to: target, stopAfter: nil)
        } else if let name = stagingName(in: bytes) {
            // Nothing was renamed before the journal was complete: the temporary files go.
            let parent = (target as NSString).deletingLastPathComponent
            try? FileManager.default.removeItem(atPath: "\(parent)/\(name)")
        }
        unlink(path)
        return true
    }

    /// Deletions first (so a file may become a folder and back), then each rename; every
    /// step may already have been made by an earlier attempt.
    ///
    /// One rename at a time: Linux makes renames from one folder to another one at a time
    /// anyway (a lock of the whole file system), so threads did not shorten a commit. Past a
    /// few, the files they replace are freed on another thread (``ReplacedFiles``).
    private func apply(to target: String, stopAfter: Int?, staged: (String) -> String? = { _ in nil }) {
        let parent = (target as NSString).deletingLastPathComponent
        let folder = "\(parent)/\(staging)"
        for path in deletions {
            Self.removeItem("\(target)/\(path)")
            Self.removeEmptyFolders(of: path, in: target)
        }
        let salt = Self.spreadSalt(staging: staging)
        let replaced =
            renames.count > Self.renamesFreedHere && FileSystemType.of(target).map(FileSystemType.local.contains) == true
            ? ReplacedFiles() : nil
        defer { replaced?.finish() }
        var renamed = 0
        for path in renames {
            if let stopAfter, renamed == stopAfter { _exit(75) }
            let destination = "\(target)/\(path)"
            let heldFile = replaced?.hold(destination) ?? -1
            defer { replaced?.release(heldFile) }
            if let name = staged(path), Glibc.rename("\(folder)/\(name)", destination) == 0 {
                renamed += 1
            } else if Self.move(path, from: folder, salt: salt, into: target) {
                renamed += 1
            }
        }
        // Empty by now, but for its spread folders, a journal of an earlier version (folders)
        // or an attempt cut short.
        if rmdir(folder) != 0 && errno != ENOENT { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Up to how many renames a commit lets each rename free the file it replaces, as Linux
    /// does: an edit's few are not worth another thread. (On a file system not known to be
    /// local, every commit does: see ``FileSystemType/local``.)
    static let renamesFreedHere = 64

    /// Moves the staged file of `path` from the staging `folder` into `target`, wherever a
    /// build may have staged it.
    ///
    /// - Parameter salt: the staging folder's ``spreadSalt(staging:)``.
    /// - Returns: whether it was moved now; `false` when an earlier attempt moved it.
    private static func move(_ path: String, from folder: String, salt: String, into target: String) -> Bool {
        var source = "\(folder)/\(stagedName(path))"
        // Past the first few, a build's staged files are spread over folders; a journal of an
        // earlier version staged them in folders, as they are in the output.
        if access(source, F_OK) != 0 { source = "\(folder)/\(spreadName(path, salt: salt))" }
        if access(source, F_OK) != 0 { source = "\(folder)/\(path)" }
        guard access(source, F_OK) == 0 else { return false }
        let destination = "\(target)/\(path)"
        if Glibc.rename(source, destination) != 0 {
            let inFolder = StagedOutput.folder(of: path)
            if !inFolder.isEmpty {
                // A folder the previous site did not have, or a file standing where it goes.
                var info = stat()
                if lstat("\(target)/\(inFolder)", &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
                    unlink("\(target)/\(inFolder)")
                }
                try? FileManager.default.createDirectory(atPath: "\(target)/\(inFolder)", withIntermediateDirectories: true)
            }
            removeItem(destination, onlyFolder: true)
            Glibc.rename(source, destination)
        }
        return true
    }

    /// The name a file of the output is staged under, in place: its path with `%` and `/`
    /// escaped (`section/page.html` is `section%2Fpage.html`), so that an edit's files lie in
    /// the staging folder itself and its commit makes and removes no folders but that one (a
    /// build that stages many spreads the rest: ``spreadName(_:salt:)``).
    /// A path whose flat name would be too long for a file name is staged as it is, in folders.
    static func stagedName(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "%") }) else { return path }
        // Byte by byte: Foundation's `replacingOccurrences` goes through NSString.
        var flat: [UInt8] = []
        flat.reserveCapacity(path.utf8.count + 16)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"): flat += Array("%25".utf8)
            case UInt8(ascii: "/"): flat += Array("%2F".utf8)
            default: flat.append(byte)
            }
        }
        return flat.count <= 200 ? String(decoding: flat, as: UTF8.self) : path
    }

    /// The name a file of the output is staged under once a build stages many (see
    /// ``StagedOutput/flatStagedFiles``): its flat name (``stagedName(_:)``) in one of
    /// ``spreadFolders`` folders of the staging folder, picked by a hash of its path that is
    /// the same in every process, so the next build finds it should this one stop.
    ///
    /// - Parameter salt: the staging folder's ``spreadSalt(staging:)``: each build's folders
    ///   have names of their own, as ext4 starts its search for a folder's block group at a
    ///   hash of its name (see ``FolderSpreading``).
    static func spreadName(_ path: String, salt: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return "\(spreadPrefix)\(hash % UInt64(spreadFolders))-\(salt)/\(stagedName(path))"
    }

    /// What a staging folder's spread folders' names end with: its own name's last part, the
    /// number of the process that builds into it (which ``recover(target:)`` also reads).
    static func spreadSalt(staging name: String) -> String {
        name.split(separator: "-").last.map(String.init) ?? ""
    }

    /// How many folders many staged files are spread over, and what their names start with.
    static let spreadFolders = 64
    static let spreadPrefix = ".spread-"

    /// The staging folder's name from the first line of a journal cut short, when it got that far.
    private static func stagingName(in bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first,
            line.hasPrefix("S "), text.contains("\n")
        else { return nil }
        let name = unescape(line.dropFirst(2))
        return isStagingName(name) ? name : nil
    }

    private static func removeItem(_ path: String, onlyFolder: Bool = false) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            try? FileManager.default.removeItem(atPath: path)
        } else if !onlyFolder {
            unlink(path)
        }
    }

    /// Removes the folders that held `path` once they are empty, as a clean build would not make them.
    private static func removeEmptyFolders(of path: String, in target: String) {
        var folder = StagedOutput.folder(of: path)
        while !folder.isEmpty, rmdir("\(target)/\(folder)") == 0 {
            folder = StagedOutput.folder(of: folder)
        }
    }

    /// Writes `bytes` to a new file at `path`.
    private static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // The caller reports the failure, with `errno` as the write left it.
        return (try? StagedOutput.writeAll(bytes, to: descriptor, name: fileName, target: path)) != nil
    }
}
