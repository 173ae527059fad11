import Diagnostics
import Foundation

/// What the last successful build left for the next one: the keys its outputs depended on
/// and, per docs page, the source hash and everything the site-wide files need.
///
/// Stored as an index (every page's record, small) and the pages' larger summary parts in
/// files of about sixteen pages each (``CacheBucket``), read only when asked for: a one-page
/// edit reads the index and writes it with one of those files, not every page's text.
///
/// A page is reused (its files hard-linked from the previous output) only when the site key
/// (binary, templates, navigation, every page's title, the set of output files) and its own
/// source and dependencies are unchanged; anything else renders again, so an incremental
/// build always equals a clean one.
struct BuildCache: Sendable {
    /// Bumped whenever the layout below changes.
    static let format = 21

    var output: String
    /// The binary that wrote it: front matter read by another one may read differently.
    var binary = BuildKeys.binary
    var siteKey: ContentHash
    /// What the pages' bodies depend on besides their own inputs (``BuildKeys/DocsKeys/bodies``).
    var bodiesKey = ContentHash()
    /// Which pages and files links could reach (``BuildKeys/DocsKeys/links``): when only
    /// these changed, a page whose links resolve as they did keeps its body.
    var linksKey = ContentHash()
    /// What only links read (``BuildKeys/DocsKeys/files``: the pages there are, the static
    /// files but stylesheets and scripts), which `siteKey` leaves out: when only these
    /// changed, a page whose links resolve as they did is kept.
    var filesKey = ContentHash()
    /// What the bodies and links keys held of the navigation, kept so that the next build
    /// makes it again only when its inputs changed (``NavigationBodies/inputs``): docs.json or
    /// a file it names, the pages, or the binary.
    var navigationBodies: NavigationBodies?
    var previewKey: ContentHash
    /// The files the previews, reviews and their index wrote.
    var previewFiles: [String]
    /// The hashes of the previews' and reviews' search entries, by address, as the output's
    /// files hold them: a later build with the same preview key and files takes them rather
    /// than reading each preview back to find its shard unchanged.
    var previewSearchHashes: [String: ContentHash] = [:]
    /// The key of each preview page that has one (``PageJob/key``), by path: a later build
    /// keeps a page whose key is the same, whatever else changed.
    var previewPageKeys: [String: ContentHash] = [:]
    var pages: [String: CachedPage]
    /// The search index's shards as the output holds them: each one's hash (of its entries'
    /// hashes, in order), by number. A shard whose entries hash the same is kept unread.
    var searchShards: [ContentHash] = []
    /// Each shard's script as the output holds it, by number (empty, or one for each shard;
    /// nil for a shard not described): an edit makes the changed entries and copies the others.
    var searchLayouts: [SplicedLayout?] = []
    /// llms-full.txt as the output holds it, so that an edit rewrites the edited pages'
    /// sections and copies the others from the file as it is.
    var llmsFull: SplicedLayout? = nil
    /// What made llms.txt as the output holds it (``SiteOutputs/llmsTextKey(site:siteKey:)``):
    /// a build with the same key keeps the file unmade.
    var llmsText: ContentHash? = nil
    /// The docs' static files the output holds as copies of their sources, by path, with the
    /// stamps that vouch for them (see ``StaticCopy``).
    var staticFiles: [String: StaticCopy] = [:]
    /// What the navigation took of each OpenAPI spec, by file, while its files stay as they
    /// were (see ``SpecOutline``).
    var specOutlines: [String: SpecOutline] = [:]
    /// The keys of `pages` in order, when the build has them so (its site's pages): the
    /// stored form, which lists the pages by key, then need not sort thousands of them.
    var orderedKeys: [String]? = nil
    /// The index this cache's records were decoded from (empty for a new cache): the records
    /// that did not change are written back as references into it (``SplicedBytes``).
    var loadedIndex: [UInt8] = []

    /// What the previous build knew of the page file at `location` if it trusted its stamp
    /// and the stamp is still `stamp`: the front matter and hash a load may take instead of
    /// reading the file. (The stamp names the file itself, inode and all, so a docs folder
    /// that moved is safe.)
    ///
    /// A page that read other files (a screen's catalog and state, a snippet) is known only
    /// with what its source gave the scan for docs screens (``PageScan``): the build scans the
    /// pages before rendering any, to plan the preview pages their screens link to
    /// (``DocsScreen/scan(_:read:)``), and an unread page brings its screens and imports from here.
    func known(_ location: DocLocation, stamp: FileStamp) -> (head: DocHead, hash: ContentHash, scan: PageScan?)? {
        // The front matter last: it is decoded from the cache's record when asked for.
        guard binary == BuildKeys.binary, let page = pages[location.key], page.stamp == stamp,
            page.dependencies.isEmpty || page.scan != nil, page.summary.location.source == location.source,
            let head = page.head
        else { return nil }
        return (head, page.sourceHash, page.scan)
    }
}

// MARK: - Storage

extension BuildCache {
    /// The folder of the builds' caches, in the working folder.
    static let folder = ".preflight-cache"

    /// `build-HASH`: the name of the cache of the builds into `output`, one per output folder.
    static func name(for output: String) -> String {
        var hash = ContentHash()
        hash.combine(output)
        return "build-\(hash)"
    }

    /// `.preflight-cache/build-HASH` in the working folder.
    static func file(for output: String) -> String { "\(folder)/\(name(for: output))" }

    /// `.preflight-cache/build-HASH.texts/`: the cache's bucket files (``CacheBucket``).
    static let bucketFolderSuffix = ".texts"

    static func bucketFolder(for output: String) -> String { file(for: output) + bucketFolderSuffix }

    /// The cache of the last build into `output`, if there is a readable one.
    static func load(output: String) -> BuildCache? {
        // Not within the page limit: the index of a large site outgrows it.
        guard let bytes = try? FileReader.readOwn(file(for: output)) else { return nil }
        var reader = CacheReader(bytes)
        var cache = try? decode(&reader, output: output, folder: bucketFolder(for: output))
        cache?.loadedIndex = bytes
        return cache
    }

    /// Whether this cache was made from the same inputs as `other`, page for page, and so
    /// would be stored as the same bytes (rendering is deterministic): a rebuild with nothing
    /// changed then skips encoding tens of megabytes only to compare them.
    func hasSameInputs(as other: BuildCache) -> Bool {
        guard siteKey == other.siteKey, filesKey == other.filesKey, previewKey == other.previewKey,
            previewFiles == other.previewFiles,
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
        var index: SplicedBytes
        /// Every bucket file the index names.
        var buckets: [String]
        /// The bucket files to write, by name; the others are on the disk already.
        var newBuckets: [String: [UInt8]]
    }

    /// The larger part of the stored form, made from the pages alone: the bucket files, and
    /// the index from their names on (every page's record). A build makes it while it writes
    /// the site-wide files, whose layouts the rest of the index holds.
    struct StoredPages: Sendable {
        var index: SplicedBytes
        var buckets: [String]
        var newBuckets: [String: [UInt8]]
        /// How many pages it holds, checked against the cache it completes.
        var pageCount: Int
    }

    /// The stored form: ``storedPages`` after the cache's own fields.
    var bytes: Stored? { stored(storedPages) }

    /// The stored form with `pages` (this cache's ``storedPages``, made earlier) after the
    /// cache's own fields; nil without them.
    func stored(_ pages: StoredPages?) -> Stored? {
        guard let pages, pages.pageCount == self.pages.count else { return nil }
        var writer = CacheWriter(capacity: 4096)
        writer.int(Self.format)
        writer.string(output)
        writer.hash(binary)
        writer.hash(siteKey)
        writer.hash(bodiesKey)
        writer.hash(linksKey)
        writer.hash(filesKey)
        writer.hash(navigationBodies?.inputs ?? ContentHash())
        writer.hash(navigationBodies?.value ?? ContentHash())
        writer.hash(navigationBodies?.folders ?? ContentHash())
        writer.hash(previewKey)
        writer.strings(previewFiles)
        Self.encode(previewSearchHashes, into: &writer)
        Self.encode(previewPageKeys, into: &writer)
        writer.int(searchShards.count)
        for shard in searchShards { writer.hash(shard) }
        writer.int(searchLayouts.count)
        for layout in searchLayouts { SplicedLayout.encode(layout, into: &writer) }
        SplicedLayout.encode(llmsFull, into: &writer)
        writer.int(llmsText == nil ? 0 : 1)
        writer.hash(llmsText ?? ContentHash())
        writer.int(staticFiles.count)
        // The paths sorted, not the pairs: a pair is moved whole at every step of a sort.
        for path in staticFiles.keys.sorted() {
            guard let copy = staticFiles[path] else { continue }
            writer.string(path)
            Self.encode(copy.source, into: &writer)
            Self.encode(copy.output, into: &writer)
        }
        writer.int(specOutlines.count)
        for (file, outline) in specOutlines.sorted(by: { $0.key < $1.key }) {
            writer.string(file)
            writer.strings(outline.files)
            for stamp in outline.stamps { Self.encode(stamp, into: &writer) }
            writer.raw(outline.encoded)
        }
        return Stored(index: SplicedBytes(writer.bytes) + pages.index, buckets: pages.buckets, newBuckets: pages.newBuckets)
    }

    /// The bucket files, and the index from their names on. A bucket whose pages all come
    /// from one bucket of the loaded cache, as many as it held, is that file again, unread.
    ///
    /// A record is only stored under its own page's key (every build files them so): the
    /// index then names each page once, by its source alone.
    ///
    /// Nil when a page text it would copy from the loaded cache's files is not what that
    /// cache named: no cache is kept then, and the next build starts clean. (The build itself
    /// went on: an edit copies its unchanged search entries and llms-full.txt sections from the
    /// output's files, and a text read for the output stops the build before its commit.)
    var storedPages: StoredPages? {
        let count = Self.bucketCount(pages: pages.count)
        // In key order, each record copied out of the dictionary once: the build's order when
        // it names every page once, in order; any other is sorted here.
        let records =
            orderedKeys.flatMap { keys in
                keys.count == pages.count && zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 } ? pageRecords(keys) : nil
            } ?? pageRecords(pages.keys.sorted())!
        var members = Array(repeating: [Int](), count: count)
        // The new bytes only: an unchanged record is a run of the loaded index.
        var indexSize = 4096
        for (index, page) in records.enumerated() {
            // A stored page's bucket was chosen by its address for as many buckets: no address made again.
            let number =
                page.summary.stored.flatMap { $0.bucket.count == count ? $0.bucket.number : nil }
                ?? SiteOutputs.searchShard(ofPage: page.summary.location, shards: count)
            members[number].append(index)
            indexSize += (page.encoded == nil ? 4096 : 0) + 256
        }
        var places = Array(repeating: (bucket: 0, range: 0..<0), count: records.count)
        var names: [String] = []
        var sizes: [Int] = []
        var newBuckets: [String: [UInt8]] = [:]
        for (number, members) in members.enumerated() {
            if let old = members.first.flatMap({ records[$0].summary.stored?.bucket }), old.number == number,
                old.count == count, old.pageCount == members.count,
                members.allSatisfy({ records[$0].summary.stored?.bucket === old })
            {
                for member in members { places[member] = (number, records[member].summary.stored!.range) }
                names.append(old.name)
                sizes.append(old.size)
                continue
            }
            // Sized once: a bucket of a large site holds megabytes.
            var writer = CacheWriter(
                capacity: members.reduce(0) { size, member in
                    let summary = records[member].summary
                    return size
                        + (summary.stored?.range.count ?? summary.searchEntry.count + summary.markdown.utf8.count + 2048)
                })
            for member in members {
                let start = writer.bytes.count
                let summary = records[member].summary
                if let stored = summary.stored {
                    guard let bucket = stored.bucket.intactBytes else { return nil }
                    writer.append(bucket[stored.range])
                } else {
                    StoredSummaryText.encode(summary.textParts, into: &writer)
                }
                places[member] = (number, start..<writer.bytes.count)
            }
            let name = ContentHash(writer.bytes).description
            names.append(name)
            sizes.append(writer.bytes.count)
            newBuckets[name] = writer.bytes
        }
        var spliced = SplicingWriter(capacity: indexSize, source: loadedIndex)
        spliced.writer.strings(names)
        for size in sizes { spliced.writer.int(size) }
        for members in members { spliced.writer.int(members.count) }
        spliced.writer.int(records.count)
        for (page, place) in zip(records, places) {
            if let encoded = page.encoded {
                spliced.append(encoded)
            } else {
                Self.encodeRecord(page, into: &spliced.writer)
            }
            if let stored = page.summary.stored, stored.bucket.number == place.bucket, stored.range == place.range {
                spliced.append(stored.indexTail)
                continue
            }
            spliced.writer.int(place.bucket)
            spliced.writer.int(place.range.lowerBound)
            spliced.writer.int(place.range.upperBound)
            spliced.writer.hash(page.summary.searchEntryHash)
            spliced.writer.hash(page.summary.markdownHash)
            if let stored = page.summary.stored {
                spliced.append(stored.anchorsRecord)
                spliced.append(stored.linkedPagesRecord)
            } else {
                spliced.writer.strings(page.summary.anchors.sorted())
                spliced.writer.strings(Set(page.summary.linkedAnchors.map(\.anchor.page)).sorted())
            }
        }
        return StoredPages(index: spliced.finish(), buckets: names, newBuckets: newBuckets, pageCount: pages.count)
    }

    /// The records of the pages of `keys`, each filed under its own page's key, in that order;
    /// nil when a key names no page.
    private func pageRecords(_ keys: [String]) -> [CachedPage]? {
        var records: [CachedPage] = []
        records.reserveCapacity(keys.count)
        for key in keys {
            guard let page = pages[key] else { return nil }
            if key == page.summary.location.key { records.append(page) }
        }
        return records
    }

    /// How many bucket files a cache of `pages` pages has: a power of two, about sixteen
    /// pages a file, at most 256 (each stays open while the cache is in use). An edit writes
    /// one of them again, after reading the one it replaces: at a thousand pages, a sixty-fourth
    /// of the pages' texts rather than an eighth.
    static func bucketCount(pages: Int) -> Int {
        var count = 1
        while count * 16 < pages && count < 256 { count *= 2 }
        return count
    }

    /// Removes the cache of `output`, before the output changes: a build stopped half-way
    /// through its commit then leaves none rather than one that no longer describes the site.
    static func remove(output: String) {
        unlink(file(for: output))
    }

    /// Saves `stored` (this cache's ``bytes``): the new bucket files, then the index, each
    /// through a temporary file renamed into place, without waiting for the disk (a cache
    /// lost or cut short only costs the next build its head start: a cut one does not load).
    /// Bucket files no index names any more are removed. Nothing is saved without `stored`.
    func save(_ stored: Stored?) {
        prepareSave(stored)?.publish()
    }

    /// Writes what ``save(_:)`` writes, all but putting the index in place: a build writes
    /// its cache while its commit lists its changes and writes its journal, and puts it in
    /// place once the commit is decided (a commit that fails discards it).
    func prepareSave(_ stored: Stored?) -> PendingSave? {
        guard let stored else { return nil }
        let bucketFolder = Self.bucketFolder(for: output)
        if !FileReader.isDirectory(bucketFolder) {
            try? FileManager.default.createDirectory(atPath: bucketFolder, withIntermediateDirectories: true)
        }
        // In place at once: a bucket file is named by its contents, and read only through an
        // index that names it.
        for (name, bytes) in stored.newBuckets { Self.store(bytes, at: "\(bucketFolder)/\(name)") }
        let index = Self.file(for: output)
        guard let temporary = Self.stage(stored.index, at: index) else { return nil }
        return PendingSave(
            renames: [(temporary, index)], bucketFolder: bucketFolder, buckets: Set(stored.buckets),
            temporaries: Self.name(for: output) + ".")
    }

    /// Cache files written under temporary names, to be put in place or discarded.
    struct PendingSave: Sendable {
        var renames: [(from: String, to: String)]
        /// The bucket folder whose files no index names any more are removed once in place.
        var bucketFolder: String?
        var buckets: Set<String> = []
        /// What the names of this output's temporary cache files start with (`build-HASH.`, in
        /// ``BuildCache/folder``): those a process left that ended before it put them in place
        /// are removed.
        var temporaries: String?

        /// Puts the files in place, then removes the bucket files the index no longer names,
        /// and the temporary files of processes that ended before they put theirs in place.
        func publish() {
            for (from, to) in renames where rename(from, to) != 0 { unlink(from) }
            if let bucketFolder {
                // Another process's file on its way in is left alone.
                for entry in FileReader.names(in: bucketFolder) ?? [] where !buckets.contains(entry) {
                    if Self.hasEnded(writerOf: entry) != false { unlink("\(bucketFolder)/\(entry)") }
                }
            }
            if let temporaries {
                for entry in FileReader.names(in: BuildCache.folder) ?? [] where entry.hasPrefix(temporaries) {
                    if Self.hasEnded(writerOf: entry) == true { unlink("\(BuildCache.folder)/\(entry)") }
                }
            }
        }

        /// Whether the other process a temporary file's name says is writing it (`….<pid>`) has
        /// ended; nil for a name that names no other process.
        private static func hasEnded(writerOf name: String) -> Bool? {
            guard let dot = name.lastIndex(of: "."), let pid = pid_t(name[name.index(after: dot)...]), pid > 0,
                pid != getpid()
            else { return nil }
            return kill(pid, 0) != 0 && errno == ESRCH
        }

        /// Removes the files written: what they describe did not happen.
        func discard() {
            for (from, _) in renames { unlink(from) }
        }
    }

    /// Writes `bytes` to `path` in `.preflight-cache` through a temporary file renamed into place.
    static func store(_ bytes: [UInt8], at path: String) {
        store(SplicedBytes(bytes), at: path)
    }

    /// Writes `bytes` to `path` in `.preflight-cache` through a temporary file renamed into place.
    static func store(_ bytes: SplicedBytes, at path: String) {
        guard let temporary = stage(bytes, at: path) else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// Writes `bytes` to a temporary file beside `path` in `.preflight-cache`, and returns its
    /// path; nil when it could not be written whole (nothing is left then).
    static func stage(_ bytes: SplicedBytes, at path: String) -> String? {
        // One level, relative: a `mkdir` that may find it there already.
        mkdir(folder, 0o755)
        let temporary = "\(path).\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        let isWritten = bytes.write(to: descriptor)
        close(descriptor)
        guard isWritten else {
            unlink(temporary)
            return nil
        }
        return temporary
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
        encode(page.scan, into: &writer)
        encode(page.head, into: &writer)
        writer.raw(page.frameRecord)
    }

    static func encode(_ stamp: FileStamp?, into writer: inout CacheWriter) {
        guard let stamp else { return writer.int(0) }
        writer.int(1)
        for value in [stamp.size, stamp.modified, stamp.changed] { writer.int(Int(value)) }
        writer.int(Int(Int64(bitPattern: stamp.inode)))
        writer.int(Int(Int64(bitPattern: stamp.device)))
    }

    private static func encode(_ scan: PageScan?, into writer: inout CacheWriter) {
        guard let scan else { return writer.int(0) }
        writer.int(1)
        writer.int(scan.screens.count)
        for screen in scan.screens {
            writer.string(screen.catalog)
            writer.optional(screen.state)
        }
        writer.strings(scan.imports)
    }

    private static func decodeScan(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> PageScan? {
        guard try reader.int() == 1 else { return nil }
        let count = try reader.int()
        guard count >= 0, count <= reader.remaining else { throw CacheReader.Corrupt() }
        var screens: [DocsScreen] = []
        for _ in 0..<count { screens.append(DocsScreen(catalog: try reader.string(), state: try reader.optional())) }
        return PageScan(screens: screens, imports: try reader.strings())
    }

    static func decodeStamp(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> FileStamp? {
        guard try reader.int() == 1 else { return nil }
        return FileStamp(
            size: Int64(try reader.int()), modified: Int64(try reader.int()), changed: Int64(try reader.int()),
            inode: UInt64(bitPattern: Int64(try reader.int())), device: UInt64(bitPattern: Int64(try reader.int())))
    }

    /// A front-matter value of `extra` stored as a string of its own, or as the title or the
    /// description it repeats (the front matter's `title` and `description` are also among
    /// its extra keys on most pages): stored once, and decoded once, as one shared string.
    private enum ExtraValue: Int {
        case string = 0, title, description
    }

    private static func encode(_ head: DocHead?, into writer: inout CacheWriter) {
        guard let head else { return writer.int(0) }
        writer.int(1)
        writer.string(head.title)
        writer.optional(head.sidebarTitle)
        writer.optional(head.description)
        writer.int(head.extra.count)
        for (key, value) in head.extra.sorted(by: { $0.key < $1.key }) {
            writer.string(key)
            // Byte for byte: `==` takes canonically equivalent strings (Ω and the ohm sign) as
            // one, and the value read back would be the title's bytes, not its own.
            if value.utf8.elementsEqual(head.title.utf8) {
                writer.int(ExtraValue.title.rawValue)
            } else if let description = head.description, value.utf8.elementsEqual(description.utf8) {
                writer.int(ExtraValue.description.rawValue)
            } else {
                writer.int(ExtraValue.string.rawValue)
                writer.string(value)
            }
        }
        writer.strings(head.keywords)
        writer.int(head.openapiLine ?? -1)
    }

    /// The front matter a record of the index holds, checked by ``skipHead(_:)`` when the
    /// index was read (so nil only when the page has none).
    static func head(from record: ArraySlice<UInt8>) -> DocHead? {
        var reader = CacheReader(record)
        guard let head = try? decodeHead(&reader), reader.isAtEnd else { return nil }
        return head
    }

    /// Passes over a front matter's record, checking all that ``decodeHead(_:)`` checks: a
    /// record that passes decodes.
    private static func skipHead(_ reader: inout CacheReader) throws(CacheReader.Corrupt) {
        guard try reader.int() == 1 else { return }
        try reader.skipString()
        try reader.skipOptional()
        let hasDescription: Bool
        switch try reader.int() {
        case 0: hasDescription = false
        case 1:
            try reader.skipString()
            hasDescription = true
        default: throw CacheReader.Corrupt()
        }
        let count = try reader.int()
        guard count >= 0, count <= reader.remaining else { throw CacheReader.Corrupt() }
        for _ in 0..<count {
            try reader.skipString()
            switch ExtraValue(rawValue: try reader.int()) {
            case .string?: try reader.skipString()
            case .title?: break
            case .description?: guard hasDescription else { throw CacheReader.Corrupt() }
            case nil: throw CacheReader.Corrupt()
            }
        }
        try reader.skipStrings()
        _ = try reader.int()
    }

    private static func decodeHead(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> DocHead? {
        guard try reader.int() == 1 else { return nil }
        let title = try reader.string()
        let sidebarTitle = try reader.optional()
        let description = try reader.optional()
        let count = try reader.int()
        guard count >= 0, count <= reader.remaining else { throw CacheReader.Corrupt() }
        // Gathered first, then made into the map at its size in one go: grown by its
        // insertions, the map of a page's few keys was allocated and rehashed again at each,
        // and `reserveCapacity` (like `init(minimumCapacity:)`) runs unspecialised, each call
        // looking its generic metadata up, for every page of an edit.
        var pairs: [(String, String)] = []
        pairs.reserveCapacity(count)
        for _ in 0..<count {
            let key = try reader.string()
            switch ExtraValue(rawValue: try reader.int()) {
            case .string?: pairs.append((key, try reader.string()))
            case .title?: pairs.append((key, title))
            case .description?:
                guard let description else { throw CacheReader.Corrupt() }
                pairs.append((key, description))
            case nil: throw CacheReader.Corrupt()
            }
        }
        // A key written twice is not a record this code wrote; the last one stands, as it did.
        let extra = [String: String](pairs, uniquingKeysWith: { _, last in last })
        let keywords = try reader.strings()
        let line = try reader.int()
        return DocHead(
            title: title, sidebarTitle: sidebarTitle, description: description, extra: extra, keywords: keywords,
            openapiLine: line < 0 ? nil : line)
    }

    private static func decode(
        _ reader: inout CacheReader, output: String, folder: String
    ) throws(CacheReader.Corrupt) -> BuildCache? {
        guard try reader.int() == format, try reader.string() == output else { return nil }
        let binary = try reader.hash()
        let siteKey = try reader.hash()
        let bodiesKey = try reader.hash()
        let linksKey = try reader.hash()
        let filesKey = try reader.hash()
        let navigationInputs = try reader.hash()
        let navigationValue = try reader.hash()
        let navigationFolders = try reader.hash()
        let previewKey = try reader.hash()
        let previewFiles = try reader.strings()
        let previewSearchHashes = try decodeHashes(&reader)
        let previewPageKeys = try decodeHashes(&reader)
        let shardCount = try reader.int()
        guard shardCount >= 0, shardCount <= reader.remaining else { throw CacheReader.Corrupt() }
        var searchShards: [ContentHash] = []
        searchShards.reserveCapacity(shardCount)
        for _ in 0..<shardCount { searchShards.append(try reader.hash()) }
        let layoutCount = try reader.int()
        guard layoutCount == 0 || layoutCount == shardCount else { throw CacheReader.Corrupt() }
        var searchLayouts: [SplicedLayout?] = []
        searchLayouts.reserveCapacity(layoutCount)
        for _ in 0..<layoutCount { searchLayouts.append(try SplicedLayout.decode(&reader)) }
        let llmsFull = try SplicedLayout.decode(&reader)
        let hasLlmsText = try reader.int() == 1
        let llmsTextKey = try reader.hash()
        let staticCount = try reader.int()
        guard staticCount >= 0, staticCount <= reader.remaining else { throw CacheReader.Corrupt() }
        var staticFiles: [String: StaticCopy] = [:]
        for _ in 0..<staticCount {
            let path = try reader.string()
            guard let source = try decodeStamp(&reader), let output = try decodeStamp(&reader) else {
                throw CacheReader.Corrupt()
            }
            staticFiles[path] = StaticCopy(source: source, output: output)
        }
        let outlineCount = try reader.int()
        guard outlineCount >= 0, outlineCount <= reader.remaining else { throw CacheReader.Corrupt() }
        var specOutlines: [String: SpecOutline] = [:]
        for _ in 0..<outlineCount {
            let file = try reader.string()
            let files = try reader.strings()
            var stamps: [FileStamp] = []
            for _ in files {
                guard let stamp = try decodeStamp(&reader) else { throw CacheReader.Corrupt() }
                stamps.append(stamp)
            }
            specOutlines[file] = SpecOutline(files: files, stamps: stamps, encoded: try reader.raw())
        }
        let names = try reader.strings()
        var sizes: [Int] = []
        for _ in names { sizes.append(try reader.int()) }
        var pageCounts: [Int] = []
        for _ in names { pageCounts.append(try reader.int()) }
        let pageCount = try reader.int()
        guard pageCount >= 0, pageCount <= reader.remaining else { throw CacheReader.Corrupt() }
        var buckets: [CacheBucket] = []
        buckets.reserveCapacity(names.count)
        for (number, name) in names.enumerated() {
            guard
                let bucket = CacheBucket(
                    name: name, folder: folder, size: sizes[number], number: number, count: names.count,
                    pageCount: pageCounts[number])
            else { return nil }
            buckets.append(bucket)
        }
        // Each record decoded straight into its place: a large site's index holds thousands.
        var pages: [String: CachedPage] = [:]
        pages.reserveCapacity(pageCount)
        var counted = Array(repeating: 0, count: names.count)
        for order in 0..<pageCount {
            let start = reader.position
            let sourceHash = try reader.hash()
            let dependencies = try decodeDependencies(&reader)
            let location = DocLocation(source: try reader.string())
            let utilityClasses = try reader.strings()
            let hasMath = try reader.int() == 1
            let problems = try decodeDiagnostics(&reader)
            let warnings = try decodeDiagnostics(&reader)
            let anchorProblems = try decodeDiagnostics(&reader)
            let stamp = try decodeStamp(&reader)
            let scan = try decodeScan(&reader)
            let headStart = reader.position
            try skipHead(&reader)
            let headRecord = reader.bytes(from: headStart)
            let frameRecord = try reader.rawSlice()
            let encoded = reader.bytes(from: start)
            let tailStart = reader.position
            let bucket = try reader.int()
            let lower = try reader.int()
            let upper = try reader.int()
            guard names.indices.contains(bucket), lower >= 0, lower <= upper, upper <= sizes[bucket] else {
                throw CacheReader.Corrupt()
            }
            let searchEntryHash = try reader.hash()
            let markdownHash = try reader.hash()
            let anchorsStart = reader.position
            try reader.skipStrings()
            let anchorsRecord = reader.bytes(from: anchorsStart)
            let linkedPagesStart = reader.position
            try reader.skipStrings()
            let summary = DocsPageWriter.Summary(
                location: location,
                stored: StoredSummaryText(
                    bucket: buckets[bucket], range: lower..<upper, searchEntryHash: searchEntryHash,
                    markdownHash: markdownHash, anchorsRecord: anchorsRecord,
                    linkedPagesRecord: reader.bytes(from: linkedPagesStart), indexTail: reader.bytes(from: tailStart)),
                utilityClasses: utilityClasses, hasMath: hasMath)
            let page = CachedPage(
                sourceHash: sourceHash, dependencies: dependencies, summary: summary, problems: problems,
                warnings: warnings, anchorProblems: anchorProblems, stamp: stamp, headRecord: headRecord, encoded: encoded,
                scan: scan, frameRecord: frameRecord)
            pages[location.key] = page
            // A page named twice is not an index this code wrote. (Counted rather than looked
            // up: the record replaced would be copied out only to be compared with nil.)
            guard pages.count == order + 1 else { throw CacheReader.Corrupt() }
            counted[bucket] += 1
        }
        guard reader.isAtEnd, counted == pageCounts else { throw CacheReader.Corrupt() }
        return BuildCache(
            output: output, binary: binary, siteKey: siteKey, bodiesKey: bodiesKey, linksKey: linksKey,
            filesKey: filesKey,
            navigationBodies: navigationInputs == ContentHash()
                ? nil : NavigationBodies(inputs: navigationInputs, value: navigationValue, folders: navigationFolders),
            previewKey: previewKey, previewFiles: previewFiles, previewSearchHashes: previewSearchHashes,
            previewPageKeys: previewPageKeys, pages: pages,
            searchShards: searchShards,
            searchLayouts: searchLayouts,
            llmsFull: llmsFull,
            llmsText: hasLlmsText ? llmsTextKey : nil, staticFiles: staticFiles, specOutlines: specOutlines)
    }

    /// Hashes by path, in the paths' order.
    private static func encode(_ hashes: [String: ContentHash], into writer: inout CacheWriter) {
        writer.int(hashes.count)
        for (path, hash) in hashes.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            writer.hash(hash)
        }
    }

    private static func decodeHashes(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> [String: ContentHash] {
        let count = try reader.int()
        guard count >= 0, count <= reader.remaining else { throw CacheReader.Corrupt() }
        var hashes: [String: ContentHash] = [:]
        for _ in 0..<count {
            let path = try reader.string()
            hashes[path] = try reader.hash()
        }
        return hashes
    }

    private static func decodeDependencies(
        _ reader: inout CacheReader
    ) throws(CacheReader.Corrupt) -> [(path: String, hash: ContentHash)] {
        let paths = try reader.strings()
        guard try reader.int() == paths.count else { throw CacheReader.Corrupt() }
        var dependencies: [(path: String, hash: ContentHash)] = []
        dependencies.reserveCapacity(paths.count)
        for path in paths { dependencies.append((path, try reader.hash())) }
        return dependencies
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
        let count = try reader.int()
        // A count no file this size could hold is a cut or damaged cache, not a range to trap on.
        guard count >= 0, count <= reader.remaining else { throw CacheReader.Corrupt() }
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(count)
        for _ in 0..<count {
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
