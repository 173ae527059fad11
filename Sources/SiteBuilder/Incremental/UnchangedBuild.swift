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
/// trusted (see ``FileStamp/isSettled(now:)``), or a folder reached through a link from
/// outside those folders sends the build the ordinary way, which removes the record before the
/// output changes. (A link to a folder inside them, as a repository links a shared folder into
/// another, is read where that folder lies: see ``TreeStamps``.)
enum UnchangedBuild {
    struct Record {
        var inputs: ContentHash
        /// Nil when the output could not be stamped: no record is kept then.
        var output: TreeStamps.Fingerprint?
        var filesWritten: Int
        var warnings: [Diagnostic]
    }

    /// What the output's entries are told from other trees' by, in their hashes.
    static let outputRootName = "output"

    /// Bumped whenever the record's layout, or how a fingerprint is taken, changes.
    static let format = 3

    /// `.preflight-cache/build-HASH.stamps`, beside the cache.
    static func file(for output: String) -> String { BuildCache.file(for: output) + ".stamps" }

    /// What ``check(_:target:)`` found.
    struct Check {
        /// This build's inputs' fingerprint, nil when it cannot be trusted: to record after it.
        var inputs: ContentHash?
        /// The previous build's record, when nothing changed since it on either side.
        var unchanged: Record?
        /// The stamps of the content folder's page files taken on the way, for the build to
        /// read its pages by.
        var pages: ContentStamps?
        /// The output's fingerprint as this build finds it, for its commit's change to be added
        /// to (``OutputChange``): stamped, when the inputs and the build cache matched the
        /// record; else as the record has it, which holds unless something else changed the
        /// output since (a hand, a build from another working folder). Then the next build with
        /// these inputs stamps the output, finds it differs, builds, and records it right again.
        /// Nil without a record, or without trusted inputs (no record is kept after such a build).
        var output: TreeStamps.Fingerprint?
    }

    /// Whether anything changed since the previous build, and what a build needs to know of
    /// that (``Check``).
    ///
    /// The output is stamped only when the inputs match a record: a build with something to
    /// do spends nothing on it.
    static func check(_ options: BuildOptions, target: String) -> Check {
        let (inputs, pages) = inputs(options)
        // Without trusted inputs no record is kept after the build: the old one is of no use.
        let record = inputs == nil ? nil : load(output: target)
        guard let inputs, let record, record.inputs == inputs, access(BuildCache.file(for: target), F_OK) == 0 else {
            return Check(inputs: inputs, pages: pages, output: record?.output)
        }
        let output = output(target)
        guard let output, output == record.output else { return Check(inputs: inputs, pages: pages, output: output) }
        return Check(inputs: inputs, unchanged: record, pages: pages, output: output)
    }

    /// The inputs' fingerprint, nil when it cannot be trusted; and the stamps of the content
    /// folder's page files (see ``TreeStamps/inputs(_:settledBy:)``).
    static func inputs(_ options: BuildOptions) -> (fingerprint: ContentHash?, pages: ContentStamps?) {
        var hash = BuildKeys.binary
        let content = AbsolutePath.of(options.content)
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
        var roots = [(path: content, name: "content")]
        let templates = options.templates ?? "templates"
        hash.combine(templates)
        if FileReader.isDirectory(templates) {
            hash.combine("/")
            roots.append((templates, "templates"))
        }
        let (stamps, pages) = TreeStamps.inputs(roots, settledBy: FileStamp.now())
        guard let stamps else { return (nil, pages) }
        hash.combine(stamps.sum)
        hash.combine(stamps.count)
        return (hash, pages)
    }

    /// The output folder's fingerprint: every entry's path and stamp; nil when it cannot be
    /// taken (no folder, or one changing as it is read).
    static func output(_ target: String) -> TreeStamps.Fingerprint? {
        TreeStamps.fingerprint([(target, outputRootName)], side: .output)
    }

    static func load(output: String) -> Record? {
        guard let bytes = try? FileReader.readOwn(file(for: output)) else { return nil }
        var reader = CacheReader(bytes)
        do throws(CacheReader.Corrupt) {
            guard try reader.int() == format else { return nil }
            let inputs = ContentHash(value: UInt64(bitPattern: Int64(try reader.int())))
            let output = TreeStamps.Fingerprint(
                sum: UInt64(bitPattern: Int64(try reader.int())), count: UInt64(bitPattern: Int64(try reader.int())))
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
        guard let stamps = record.output else { return }
        var writer = CacheWriter()
        writer.int(format)
        writer.int(Int(Int64(bitPattern: record.inputs.value)))
        writer.int(Int(Int64(bitPattern: stamps.sum)))
        writer.int(Int(Int64(bitPattern: stamps.count)))
        writer.int(record.filesWritten)
        BuildCache.encode(record.warnings, into: &writer)
        BuildCache.store(writer.bytes, at: file(for: output))
    }

    /// Removes the record, before a build that may change the output.
    static func remove(output: String) {
        unlink(file(for: output))
    }
}
