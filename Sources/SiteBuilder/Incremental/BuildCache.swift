import Diagnostics
import Foundation

/// What the last successful build left for the next one: the keys its outputs depended on
/// and, per docs page, the source hash and everything the site-wide files need.
///
/// A page is reused (its files hard-linked from the previous output) only when the site key
/// (binary, templates, navigation, every page's title, the set of output files) and its own
/// source and dependencies are unchanged; anything else renders again, so an incremental
/// build always equals a clean one.
struct BuildCache: Sendable {
    /// Bumped whenever the layout below changes.
    static let format = 7

    var output: String
    /// The binary that wrote it: front matter read by another one may read differently.
    var binary = BuildKeys.binary
    var siteKey: ContentHash
    var previewKey: ContentHash
    /// The files the previews, reviews and their index wrote.
    var previewFiles: [String]
    var pages: [String: CachedPage]

    struct CachedPage: Sendable {
        var sourceHash: ContentHash
        /// Snippets and previewed files, with their hashes when the page was rendered.
        var dependencies: [(path: String, hash: ContentHash)]
        var summary: DocsPageWriter.Summary
        /// Broken links (errors, or warnings with `--allow-broken-links`).
        var problems: [Diagnostic]
        /// What the page wrote that could run script and was left out: always warnings.
        var warnings: [Diagnostic]
        /// Its links to anchors that the target pages do not have (`broken_anchor`): kept so
        /// that a rebuild checks again only the pages whose links or targets' anchors changed.
        var anchorProblems: [Diagnostic] = []
        /// The page file's stamp when it was read, if it had stood still long enough to be
        /// trusted: the next build then takes `head` and `sourceHash` without reading it.
        var stamp: FileStamp? = nil
        /// The page's front matter as written (before docs.json's variables).
        var head: DocHead? = nil
        /// The page's record as the loaded cache held it, written back as it is: nil once
        /// anything in it changed. Most pages of a rebuild are unchanged, and encoding them
        /// again cost an edit's rebuild a sixth of its time.
        var encoded: ArraySlice<UInt8>? = nil
    }

    /// What the previous build knew of each page file whose stamp it trusted, by its path in
    /// the docs folder: the front matter and hash a load may take instead of reading the file.
    /// (The stamp names the file itself, inode and all, so a docs folder that moved is safe.)
    ///
    /// A page that read other files (a screen's catalog and state, a snippet) is always read:
    /// the build scans those pages' sources before rendering any, to plan the preview pages
    /// their screens link to (``DocsScreen/scan(_:read:)``), and a page left unread would
    /// take its screens' pages away.
    func knownPages() -> [String: (stamp: FileStamp, head: DocHead, hash: ContentHash)] {
        guard binary == BuildKeys.binary else { return [:] }
        var known: [String: (stamp: FileStamp, head: DocHead, hash: ContentHash)] = [:]
        known.reserveCapacity(pages.count)
        for page in pages.values where page.dependencies.isEmpty {
            guard let stamp = page.stamp, let head = page.head else { continue }
            known[page.summary.location.source] = (stamp, head, page.sourceHash)
        }
        return known
    }
}

// MARK: - Storage

extension BuildCache {
    /// `.preflight-cache/build-HASH` in the working folder, one file per output folder.
    static func file(for output: String) -> String {
        var hash = ContentHash()
        hash.combine(output)
        return ".preflight-cache/build-\(hash)"
    }

    /// The cache of the last build into `output`, if there is a readable one.
    static func load(output: String) -> BuildCache? {
        // Not within the page limit: a cache of 5,000 pages outgrows it, and was ignored.
        guard let bytes = try? FileReader.readOwn(file(for: output)) else { return nil }
        var reader = CacheReader(bytes)
        return try? decode(&reader, output: output)
    }

    /// Whether this cache was made from the same inputs as `other`, page for page, and so
    /// would be stored as the same bytes (rendering is deterministic): a rebuild with nothing
    /// changed then skips encoding tens of megabytes only to compare them.
    func hasSameInputs(as other: BuildCache) -> Bool {
        guard siteKey == other.siteKey, previewKey == other.previewKey, previewFiles == other.previewFiles,
            pages.count == other.pages.count
        else { return false }
        return pages.allSatisfy { key, page in
            guard let previous = other.pages[key], previous.sourceHash == page.sourceHash,
                previous.summary.location == page.summary.location, previous.stamp == page.stamp,
                previous.dependencies.count == page.dependencies.count
            else { return false }
            return zip(previous.dependencies, page.dependencies).allSatisfy { $0.path == $1.path && $0.hash == $1.hash }
        }
    }

    /// The stored form.
    var bytes: [UInt8] {
        var writer = CacheWriter()
        encode(&writer)
        return writer.bytes
    }

    /// Removes the cache of `output`, before the output changes: a build stopped half-way
    /// through its commit then leaves none rather than one that no longer describes the site.
    static func remove(output: String) {
        unlink(file(for: output))
    }

    /// Saves `bytes` (this cache's ``bytes``) through a temporary file renamed into place, without
    /// waiting for the disk: a cache lost or cut short only costs the next build its head start
    /// (a cut one does not decode), and a flush cost a no-change rebuild most of its time.
    func save(_ bytes: [UInt8]) {
        Self.store(bytes, at: Self.file(for: output))
    }

    /// Writes `bytes` to `path` in `.preflight-cache` through a temporary file renamed into place.
    static func store(_ bytes: [UInt8], at path: String) {
        try? FileManager.default.createDirectory(atPath: ".preflight-cache", withIntermediateDirectories: true)
        let temporary = "\(path).\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { break }
            offset += written
        }
        close(descriptor)
        if offset < bytes.count || rename(temporary, path) != 0 { unlink(temporary) }
    }

    private func encode(_ writer: inout CacheWriter) {
        writer.int(Self.format)
        writer.string(output)
        writer.string(String(binary.value))
        writer.string(String(siteKey.value))
        writer.string(String(previewKey.value))
        writer.strings(previewFiles)
        writer.int(pages.count)
        for key in pages.keys.sorted() {
            let page = pages[key]!
            if let encoded = page.encoded {
                writer.append(encoded)
                continue
            }
            writer.string(key)
            writer.string(String(page.sourceHash.value))
            writer.strings(page.dependencies.map(\.path))
            writer.strings(page.dependencies.map { String($0.hash.value) })
            let summary = page.summary
            writer.string(summary.location.source)
            writer.strings(summary.anchors.sorted())
            writer.int(summary.linkedAnchors.count)
            for link in summary.linkedAnchors {
                writer.strings([link.anchor.page, link.anchor.id, link.href, link.file ?? ""])
                writer.int(link.position?.line ?? -1)
                writer.int(link.position?.column ?? -1)
            }
            // The page's search entry rather than its text: joining entries is all the search
            // index then costs for pages that did not change.
            writer.raw(summary.searchEntry)
            writer.strings(summary.headings)
            writer.string(summary.markdown)
            writer.strings(summary.utilityClasses)
            writer.int(summary.hasMath ? 1 : 0)
            Self.encode(page.problems, into: &writer)
            Self.encode(page.warnings, into: &writer)
            Self.encode(page.anchorProblems, into: &writer)
            Self.encode(page.stamp, into: &writer)
            Self.encode(page.head, into: &writer)
        }
    }

    private static func encode(_ stamp: FileStamp?, into writer: inout CacheWriter) {
        guard let stamp else { return writer.int(0) }
        writer.int(1)
        for value in [stamp.size, stamp.modified, stamp.changed] { writer.int(Int(value)) }
        writer.int(Int(Int64(bitPattern: stamp.inode)))
        writer.int(Int(Int64(bitPattern: stamp.device)))
    }

    private static func decodeStamp(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> FileStamp? {
        guard try reader.int() == 1 else { return nil }
        return FileStamp(
            size: Int64(try reader.int()), modified: Int64(try reader.int()), changed: Int64(try reader.int()),
            inode: UInt64(bitPattern: Int64(try reader.int())), device: UInt64(bitPattern: Int64(try reader.int())))
    }

    private static func encode(_ head: DocHead?, into writer: inout CacheWriter) {
        guard let head else { return writer.int(0) }
        writer.int(1)
        writer.string(head.title)
        writer.optional(head.sidebarTitle)
        writer.optional(head.description)
        let extra = head.extra.sorted { $0.key < $1.key }
        writer.strings(extra.map(\.key))
        writer.strings(extra.map(\.value))
        writer.strings(head.keywords)
        writer.int(head.openapiLine ?? -1)
    }

    private static func decodeHead(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> DocHead? {
        guard try reader.int() == 1 else { return nil }
        let title = try reader.string()
        let sidebarTitle = try reader.optional()
        let description = try reader.optional()
        let keys = try reader.strings()
        let values = try reader.strings()
        guard keys.count == values.count else { throw CacheReader.Corrupt() }
        let keywords = try reader.strings()
        let line = try reader.int()
        return DocHead(
            title: title, sidebarTitle: sidebarTitle, description: description,
            extra: Dictionary(zip(keys, values), uniquingKeysWith: { _, last in last }), keywords: keywords,
            openapiLine: line < 0 ? nil : line)
    }

    private static func decode(_ reader: inout CacheReader, output: String) throws(CacheReader.Corrupt) -> BuildCache? {
        guard try reader.int() == format, try reader.string() == output else { return nil }
        let binary = try hash(reader.string())
        let siteKey = try hash(reader.string())
        let previewKey = try hash(reader.string())
        let previewFiles = try reader.strings()
        var pages: [String: CachedPage] = [:]
        for _ in 0..<(try reader.int()) {
            let start = reader.position
            let key = try reader.string()
            let sourceHash = try hash(reader.string())
            let paths = try reader.strings()
            let hashes = try reader.strings().map { (text: String) throws(CacheReader.Corrupt) -> ContentHash in try hash(text) }
            guard paths.count == hashes.count else { throw CacheReader.Corrupt() }
            let location = DocLocation(source: try reader.string())
            let anchors = Set(try reader.strings())
            var linked: [DocsPageWriter.LinkedAnchor] = []
            for _ in 0..<(try reader.int()) {
                let parts = try reader.strings()
                let line = try reader.int()
                let column = try reader.int()
                guard parts.count == 4 else { throw CacheReader.Corrupt() }
                let position = line < 0 ? nil : SourcePosition(line: line, column: column)
                linked.append(
                    .init(
                        anchor: .init(page: parts[0], id: parts[1]), href: parts[2], file: parts[3].isEmpty ? nil : parts[3],
                        position: position))
            }
            let searchEntry = try reader.raw()
            var summary = DocsPageWriter.Summary(
                location: location, anchors: anchors, linkedAnchors: linked, searchText: "",
                headings: try reader.strings(),
                markdown: try reader.string(), utilityClasses: try reader.strings())
            summary.hasMath = try reader.int() == 1
            summary.searchEntry = searchEntry
            let problems = try decodeDiagnostics(&reader)
            let warnings = try decodeDiagnostics(&reader)
            let anchorProblems = try decodeDiagnostics(&reader)
            pages[key] = CachedPage(
                sourceHash: sourceHash, dependencies: Array(zip(paths, hashes)), summary: summary, problems: problems,
                warnings: warnings, anchorProblems: anchorProblems, stamp: try decodeStamp(&reader),
                head: try decodeHead(&reader))
            pages[key]?.encoded = reader.bytes(from: start)
        }
        guard reader.isAtEnd else { throw CacheReader.Corrupt() }
        return BuildCache(
            output: output, binary: binary, siteKey: siteKey, previewKey: previewKey, previewFiles: previewFiles, pages: pages)
    }

    static func encode(_ diagnostics: [Diagnostic], into writer: inout CacheWriter) {
        writer.int(diagnostics.count)
        for diagnostic in diagnostics {
            writer.strings([
                diagnostic.severity.rawValue, diagnostic.code.name, diagnostic.message, diagnostic.file ?? "",
                diagnostic.hint ?? "",
            ])
            writer.int(diagnostic.position?.line ?? -1)
            writer.int(diagnostic.position?.column ?? -1)
        }
    }

    static func decodeDiagnostics(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for _ in 0..<(try reader.int()) {
            let parts = try reader.strings()
            let line = try reader.int()
            let column = try reader.int()
            // A code this version does not know (a cache from another version) makes the cache unusable.
            guard parts.count == 5, let severity = Severity(rawValue: parts[0]), let code = DiagnosticCode(named: parts[1]) else {
                throw CacheReader.Corrupt()
            }
            var diagnostic = Diagnostic(
                code, parts[2], file: parts[3].isEmpty ? nil : parts[3],
                position: line < 0 ? nil : SourcePosition(line: line, column: column), hint: parts[4].isEmpty ? nil : parts[4])
            diagnostic.severity = severity
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    private static func hash(_ text: String) throws(CacheReader.Corrupt) -> ContentHash {
        guard let value = UInt64(text) else { throw CacheReader.Corrupt() }
        return ContentHash(value: value)
    }
}
