import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A rebuild with nothing changed, recognised from file stamps alone: no page is read, no
/// cache decoded, no output compared.
///
/// A successful build records the stamp of every file under the content and templates
/// folders (taken before anything was read), its options, the binary, and the stamp of every
/// file it left in the output. The next build whose inputs and output stamp the same has
/// nothing to do: a clean build would write those very bytes, and they are there. Any file
/// added, removed, touched or replaced on either side, an input changed too recently to be
/// trusted (see ``FileStamp/isSettled(now:)``), or a folder reached through a link sends the
/// build the ordinary way, which removes the record before the output changes.
enum UnchangedBuild {
    struct Record {
        var inputs: ContentHash
        var output: ContentHash
        var filesWritten: Int
        var warnings: [Diagnostic]
    }

    /// Bumped whenever the record's layout changes.
    static let format = 1

    /// `.preflight-cache/build-HASH.stamps`, beside the cache.
    static func file(for output: String) -> String { BuildCache.file(for: output) + ".stamps" }

    /// The inputs' fingerprint; nil when it cannot be trusted.
    static func inputs(_ options: BuildOptions) -> ContentHash? {
        var hash = BuildKeys.binary
        let content = URL(fileURLWithPath: options.content).standardizedFileURL.path
        hash.combine(content)
        hash.combine(FileManager.default.currentDirectoryPath)
        hash.combine(options.baseURL ?? "\u{0}")
        hash.combine(options.allowBrokenLinks ? "allow" : "check")
        hash.combine(UInt64(FileSizeLimit.bytes(for: "page.md")))
        hash.combine(UInt64(FileSizeLimit.bytes(for: "data.json")))
        // Where diagrams are drawn from.
        for name in ["CHROMIUM_BIN", "PREFLIGHT_MERMAID_DIR"] {
            hash.combine(getenv(name).map { String(cString: $0) } ?? "\u{0}")
        }
        let now = FileStamp.now()
        guard FileReader.isDirectory(content), combineTree(content, into: &hash, settledBy: now) else { return nil }
        let templates = options.templates ?? "templates"
        hash.combine(templates)
        if FileReader.isDirectory(templates) {
            guard combineTree(templates, into: &hash, settledBy: now) else { return nil }
        }
        return hash
    }

    /// The output folder's fingerprint: every entry's path and stamp.
    static func output(_ target: String) -> ContentHash {
        let (files, folders) = OutputTree.entries(of: target)
        var hash = ContentHash()
        for folder in folders.sorted() { hash.combine(folder) }
        for file in files.sorted() {
            hash.combine(file)
            var info = stat()
            guard lstat("\(target)/\(file)", &info) == 0 else { continue }
            combine(info, into: &hash)
        }
        return hash
    }

    static func load(output: String) -> Record? {
        guard let bytes = try? FileReader.readOwn(file(for: output)) else { return nil }
        var reader = CacheReader(bytes)
        do throws(CacheReader.Corrupt) {
            guard try reader.int() == format else { return nil }
            let inputs = ContentHash(value: UInt64(bitPattern: Int64(try reader.int())))
            let output = ContentHash(value: UInt64(bitPattern: Int64(try reader.int())))
            let filesWritten = try reader.int()
            let warnings = try BuildCache.decodeDiagnostics(&reader)
            guard reader.isAtEnd else { return nil }
            return Record(inputs: inputs, output: output, filesWritten: filesWritten, warnings: warnings)
        } catch {
            return nil
        }
    }

    /// Saves `record` for the build into `output`; like the cache, without waiting for the disk.
    static func save(_ record: Record, output: String) {
        var writer = CacheWriter()
        writer.int(format)
        writer.int(Int(Int64(bitPattern: record.inputs.value)))
        writer.int(Int(Int64(bitPattern: record.output.value)))
        writer.int(record.filesWritten)
        BuildCache.encode(record.warnings, into: &writer)
        BuildCache.store(writer.bytes, at: file(for: output))
    }

    /// Removes the record, before a build that may change the output.
    static func remove(output: String) {
        unlink(file(for: output))
    }

    /// Adds every entry under `folder` (but `.git`) in name order; false for a folder reached
    /// through a link, or a file changed too recently.
    private static func combineTree(_ folder: String, into hash: inout ContentHash, settledBy now: Int64) -> Bool {
        guard let directory = opendir(folder) else { return false }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." && name != ".git" { names.append(name) }
        }
        closedir(directory)
        for name in names.sorted() {
            let path = "\(folder)/\(name)"
            var info = stat()
            guard lstat(path, &info) == 0 else { return false }
            if (info.st_mode & S_IFMT) == S_IFLNK {
                guard stat(path, &info) == 0 else {
                    hash.combine("\(name)\u{0}dangling")
                    continue
                }
                if (info.st_mode & S_IFMT) == S_IFDIR { return false }
            }
            hash.combine(name)
            if (info.st_mode & S_IFMT) == S_IFDIR {
                hash.combine("/")
                guard combineTree(path, into: &hash, settledBy: now) else { return false }
                hash.combine("..")
                continue
            }
            let changed = max(
                Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
            guard FileStamp.isSettled(changed, now: now) else { return false }
            combine(info, into: &hash)
        }
        return true
    }

    private static func combine(_ info: stat, into hash: inout ContentHash) {
        hash.combine(UInt64(bitPattern: Int64(info.st_size)))
        hash.combine(UInt64(bitPattern: Int64(info.st_mtim.tv_sec)))
        hash.combine(UInt64(bitPattern: Int64(info.st_mtim.tv_nsec)))
        hash.combine(UInt64(bitPattern: Int64(info.st_ctim.tv_sec)))
        hash.combine(UInt64(bitPattern: Int64(info.st_ctim.tv_nsec)))
        hash.combine(UInt64(info.st_ino))
        hash.combine(UInt64(info.st_mode))
    }
}
