import Diagnostics
import Foundation

/// What the last successful build left for the next one: the keys its outputs depended on
/// and, per docs page, the source hash and everything the site-wide files need.
///
/// Stored as an index (every page's record, small) and the pages' larger summary parts in
/// one file per shard of the search index (``CacheBucket``), read only when asked for: a
/// one-page edit reads the index and writes it with one of those files, not every page's text.
///
/// A page is reused (its files hard-linked from the previous output) only when the site key
/// (binary, templates, navigation, every page's title, the set of output files) and its own
/// source and dependencies are unchanged; anything else renders again, so an incremental
/// build always equals a clean one.
struct BuildCache: Sendable {
    /// Bumped whenever the layout below changes.
    static let format = 8

    var output: String
    /// The binary that wrote it: front matter read by another one may read differently.
    var binary = BuildKeys.binary
    var siteKey: ContentHash
    var previewKey: ContentHash
    /// The files the previews, reviews and their index wrote.
    var previewFiles: [String]
    var pages: [String: CachedPage]
    /// The search index's shards as the output holds them: each one's hash (of its entries'
    /// hashes, in order), by number. A shard whose entries hash the same is kept unread.
    var searchShards: [ContentHash] = []
    /// llms-full.txt as the output holds it, so that an edit rewrites the edited pages'
    /// sections and copies the others from the file as it is.
    var llmsFull: LlmsFullLayout? = nil

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
        /// The page's record in the index as the loaded cache held it (all but its summary's
        /// larger parts and where they lie), written back as it is: nil once anything in it
        /// changed. Most pages of a rebuild are unchanged, and encoding them again cost an
        /// edit's rebuild a sixth of its time.
        var encoded: ArraySlice<UInt8>? = nil
    }

    /// What the previous build knew of the page file at `location` if it trusted its stamp
    /// and the stamp is still `stamp`: the front matter and hash a load may take instead of
    /// reading the file. (The stamp names the file itself, inode and all, so a docs folder
    /// that moved is safe.)
    ///
    /// A page that read other files (a screen's catalog and state, a snippet) is always read:
    /// the build scans those pages' sources before rendering any, to plan the preview pages
    /// their screens link to (``DocsScreen/scan(_:read:)``), and a page left unread would
    /// take its screens' pages away.
    func known(_ location: DocLocation, stamp: FileStamp) -> (head: DocHead, hash: ContentHash)? {
        guard binary == BuildKeys.binary, let page = pages[location.key], page.stamp == stamp, page.dependencies.isEmpty,
            let head = page.head, page.summary.location.source == location.source
        else { return nil }
        return (head, page.sourceHash)
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

    /// `.preflight-cache/build-HASH.texts/`: the cache's bucket files (``CacheBucket``).
    static let bucketFolderSuffix = ".texts"

    static func bucketFolder(for output: String) -> String { file(for: output) + bucketFolderSuffix }

    /// The cache of the last build into `output`, if there is a readable one.
    static func load(output: String) -> BuildCache? {
        // Not within the page limit: the index of a large site outgrows it.
        guard let bytes = try? FileReader.readOwn(file(for: output)) else { return nil }
        var reader = CacheReader(bytes)
        return try? decode(&reader, output: output, folder: bucketFolder(for: output))
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

    /// The stored form: the index, and the bucket files it names that are not there yet.
    struct Stored: Sendable {
        var index: [UInt8]
        /// Every bucket file the index names.
        var buckets: [String]
        /// The bucket files to write, by name; the others are on the disk already.
        var newBuckets: [String: [UInt8]]
    }

    /// The stored form. A bucket whose pages are those of a bucket of the loaded cache, each
    /// reused, is that file again, unread.
    var bytes: Stored {
        let shardCount = searchShards.isEmpty ? SiteOutputs.searchShardCount(entries: pages.count) : searchShards.count
        let count = min(shardCount, Self.maximumBuckets)
        let keys = pages.keys.sorted()
        var members = Array(repeating: [String](), count: count)
        for key in keys {
            let address = RelativePath.keptRelative(pages[key]!.summary.location.output)
            members[SiteOutputs.searchShard(of: address, shards: shardCount) % count].append(key)
        }
        var places: [String: (bucket: Int, range: Range<Int>)] = [:]
        places.reserveCapacity(keys.count)
        var names: [String] = []
        var sizes: [Int] = []
        var newBuckets: [String: [UInt8]] = [:]
        for (number, keys) in members.enumerated() {
            if let old = pages[keys.first ?? ""]?.summary.stored?.bucket, old.number == number, old.count == count,
                old.keys == keys, keys.allSatisfy({ pages[$0]!.summary.stored?.bucket === old })
            {
                for key in keys { places[key] = (number, pages[key]!.summary.stored!.range) }
                names.append(old.name)
                sizes.append(old.size)
                continue
            }
            // Sized once: a bucket of a large site holds megabytes.
            var writer = CacheWriter(
                capacity: keys.reduce(0) { size, key in
                    let summary = pages[key]!.summary
                    return size
                        + (summary.stored?.range.count ?? summary.searchEntry.count + summary.markdown.utf8.count + 2048)
                })
            for key in keys {
                let start = writer.bytes.count
                let summary = pages[key]!.summary
                if let stored = summary.stored {
                    writer.append(stored.record)
                } else {
                    StoredSummaryText.encode(summary.textParts, into: &writer)
                }
                places[key] = (number, start..<writer.bytes.count)
            }
            let name = ContentHash(writer.bytes).description
            names.append(name)
            sizes.append(writer.bytes.count)
            newBuckets[name] = writer.bytes
        }
        var writer = CacheWriter(
            capacity: pages.values.reduce(4096) { size, page in size + (page.encoded?.count ?? 4096) + 256 })
        writer.int(Self.format)
        writer.string(output)
        writer.hash(binary)
        writer.hash(siteKey)
        writer.hash(previewKey)
        writer.strings(previewFiles)
        writer.int(searchShards.count)
        for shard in searchShards { writer.hash(shard) }
        LlmsFullLayout.encode(llmsFull, into: &writer)
        writer.strings(names)
        for size in sizes { writer.int(size) }
        writer.int(pages.count)
        for key in keys {
            let page = pages[key]!
            writer.string(key)
            if let encoded = page.encoded {
                writer.append(encoded)
            } else {
                Self.encodeRecord(page, into: &writer)
            }
            let place = places[key]!
            writer.int(place.bucket)
            writer.int(place.range.lowerBound)
            writer.int(place.range.upperBound)
            writer.hash(page.summary.searchEntryHash)
            writer.hash(page.summary.markdownHash)
            if let stored = page.summary.stored {
                writer.append(stored.anchorsRecord)
            } else {
                writer.strings(page.summary.anchors.sorted())
            }
        }
        return Stored(index: writer.bytes, buckets: names, newBuckets: newBuckets)
    }

    /// At most this many bucket files: each stays open while the cache is in use.
    static let maximumBuckets = 256

    /// Removes the cache of `output`, before the output changes: a build stopped half-way
    /// through its commit then leaves none rather than one that no longer describes the site.
    static func remove(output: String) {
        unlink(file(for: output))
    }

    /// Saves `stored` (this cache's ``bytes``): the new bucket files, then the index, each
    /// through a temporary file renamed into place, without waiting for the disk (a cache
    /// lost or cut short only costs the next build its head start: a cut one does not load).
    /// Bucket files no index names any more are removed.
    func save(_ stored: Stored) {
        let folder = Self.bucketFolder(for: output)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, bytes) in stored.newBuckets { Self.store(bytes, at: "\(folder)/\(name)") }
        Self.store(stored.index, at: Self.file(for: output))
        let kept = Set(stored.buckets)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !kept.contains(entry) {
            // Another process's file on its way in is left alone.
            if let dot = entry.lastIndex(of: "."), let pid = pid_t(entry[entry.index(after: dot)...]),
                pid != getpid(), kill(pid, 0) == 0 || errno != ESRCH
            {
                continue
            }
            unlink("\(folder)/\(entry)")
        }
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

    /// A page's record in the index, but for its summary's larger parts.
    private static func encodeRecord(_ page: CachedPage, into writer: inout CacheWriter) {
        writer.hash(page.sourceHash)
        writer.strings(page.dependencies.map(\.path))
        writer.int(page.dependencies.count)
        for dependency in page.dependencies { writer.hash(dependency.hash) }
        writer.string(page.summary.location.source)
        writer.strings(page.summary.utilityClasses)
        writer.int(page.summary.hasMath ? 1 : 0)
        encode(page.problems, into: &writer)
        encode(page.warnings, into: &writer)
        encode(page.anchorProblems, into: &writer)
        encode(page.stamp, into: &writer)
        encode(page.head, into: &writer)
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

    private static func decode(
        _ reader: inout CacheReader, output: String, folder: String
    ) throws(CacheReader.Corrupt) -> BuildCache? {
        guard try reader.int() == format, try reader.string() == output else { return nil }
        let binary = try reader.hash()
        let siteKey = try reader.hash()
        let previewKey = try reader.hash()
        let previewFiles = try reader.strings()
        let shardCount = try reader.int()
        guard shardCount >= 0, shardCount <= reader.remaining else { throw CacheReader.Corrupt() }
        var searchShards: [ContentHash] = []
        for _ in 0..<shardCount { searchShards.append(try reader.hash()) }
        let llmsFull = try LlmsFullLayout.decode(&reader)
        let names = try reader.strings()
        var sizes: [Int] = []
        for _ in names { sizes.append(try reader.int()) }
        let pageCount = try reader.int()
        guard pageCount >= 0, pageCount <= reader.remaining else { throw CacheReader.Corrupt() }
        struct Place {
            var key: String
            var page: CachedPage
            var bucket: Int
            var range: Range<Int>
            var searchEntryHash: ContentHash
            var markdownHash: ContentHash
            var anchorsRecord: ArraySlice<UInt8>
            var utilityClasses: [String]
            var hasMath: Bool
            var location: DocLocation
        }
        var places: [Place] = []
        places.reserveCapacity(pageCount)
        var keys = Array(repeating: [String](), count: names.count)
        for _ in 0..<pageCount {
            let key = try reader.string()
            let start = reader.position
            let sourceHash = try reader.hash()
            let paths = try reader.strings()
            let hashCount = try reader.int()
            guard hashCount == paths.count else { throw CacheReader.Corrupt() }
            var hashes: [ContentHash] = []
            for _ in 0..<hashCount { hashes.append(try reader.hash()) }
            let location = DocLocation(source: try reader.string())
            let utilityClasses = try reader.strings()
            let hasMath = try reader.int() == 1
            let problems = try decodeDiagnostics(&reader)
            let warnings = try decodeDiagnostics(&reader)
            let anchorProblems = try decodeDiagnostics(&reader)
            let stamp = try decodeStamp(&reader)
            let head = try decodeHead(&reader)
            let encoded = reader.bytes(from: start)
            let bucket = try reader.int()
            let lower = try reader.int()
            let upper = try reader.int()
            guard names.indices.contains(bucket), lower >= 0, lower <= upper, upper <= sizes[bucket] else {
                throw CacheReader.Corrupt()
            }
            keys[bucket].append(key)
            // The summary is made once its bucket is open.
            var page = CachedPage(
                sourceHash: sourceHash, dependencies: Array(zip(paths, hashes)),
                summary: .init(location: location, anchors: [], linkedAnchors: [], searchText: "", headings: [], markdown: ""),
                problems: problems, warnings: warnings, anchorProblems: anchorProblems, stamp: stamp, head: head)
            page.encoded = encoded
            let searchEntryHash = try reader.hash()
            let markdownHash = try reader.hash()
            let anchorsStart = reader.position
            try reader.skipStrings()
            places.append(
                Place(
                    key: key, page: page, bucket: bucket, range: lower..<upper, searchEntryHash: searchEntryHash,
                    markdownHash: markdownHash, anchorsRecord: reader.bytes(from: anchorsStart), utilityClasses: utilityClasses,
                    hasMath: hasMath, location: location))
        }
        guard reader.isAtEnd else { throw CacheReader.Corrupt() }
        var buckets: [CacheBucket] = []
        for (number, name) in names.enumerated() {
            guard
                let bucket = CacheBucket(
                    name: name, folder: folder, size: sizes[number], number: number, count: names.count, keys: keys[number])
            else { return nil }
            buckets.append(bucket)
        }
        var pages: [String: CachedPage] = [:]
        pages.reserveCapacity(places.count)
        for place in places {
            var page = place.page
            page.summary = .init(
                location: place.location,
                stored: StoredSummaryText(
                    bucket: buckets[place.bucket], range: place.range, searchEntryHash: place.searchEntryHash,
                    markdownHash: place.markdownHash, anchorsRecord: place.anchorsRecord),
                utilityClasses: place.utilityClasses, hasMath: place.hasMath)
            pages[place.key] = page
        }
        return BuildCache(
            output: output, binary: binary, siteKey: siteKey, previewKey: previewKey, previewFiles: previewFiles, pages: pages,
            searchShards: searchShards, llmsFull: llmsFull)
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
}
