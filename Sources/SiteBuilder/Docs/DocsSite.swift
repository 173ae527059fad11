import Diagnostics
import Dispatch
import Foundation
import Locking

/// The docs half of the content folder, read and organised but not yet rendered:
/// `docs.json`, every page's source and front matter, the navigation, static files.
struct DocsSite: Sendable {
    /// Navigation entries naming no page.
    let warnings: [Diagnostic]
    let config: DocsConfig
    let configFile: String
    /// Every page, sorted by key so builds are deterministic.
    let pages: [DocLocation]
    let heads: [String: DocHead]
    let sources: PageSources
    let navigation: Navigation
    /// Files under `content/docs/` that are not pages (images, …), relative to it.
    let staticFiles: [String]
    /// The files of ``SiteOutputs/authorable`` the author wrote at the folder's top: the site
    /// publishes them as written, and makes none of its own.
    let authoredOutputs: Set<String>
    /// The stamps the walk of the content folder took of them, by path, where it took them,
    /// and when it began (the time their settling is judged by, ``ContentStamps/takenAfter``).
    var staticStamps: [String: FileStamp] = [:]
    var staticStampsTakenAfter: Int64?
    /// `content/docs`, as the user named it.
    let folder: String
    /// The OpenAPI specs the site names and the endpoint pages made from them.
    let api: APIPages

    /// Every page by key. Stored, not computed: every page's pager and the llms files look
    /// pages up here, and rebuilding the map on each lookup made a build quadratic in pages.
    let locationsByKey: [String: DocLocation]
    /// Titles as the sidebar shows them: `sidebarTitle`, else `title`.
    let sidebarTitles: [String: String]

    /// - Parameter locationsByKey: every page by key, as the load made it on its way.
    init(
        warnings: [Diagnostic], config: DocsConfig, configFile: String, pages: [DocLocation], heads: [String: DocHead],
        sources: PageSources,
        navigation: Navigation, staticFiles: [String], folder: String, api: APIPages,
        locationsByKey: [String: DocLocation]
    ) {
        self.warnings = warnings
        self.config = config
        self.configFile = configFile
        self.pages = pages
        self.heads = heads
        self.sources = sources
        self.navigation = navigation
        self.staticFiles = staticFiles
        authoredOutputs = Set(staticFiles.filter { SiteOutputs.authorable.contains($0) })
        self.folder = folder
        self.api = api
        self.locationsByKey = locationsByKey
        sidebarTitles = heads.mapValues { $0.sidebarTitle ?? $0.title }
    }

    /// Whether search finds the page: not hidden, unless its hidden tab is `searchable`.
    func isSearched(_ key: String) -> Bool {
        !navigation.hidden.contains(key) || navigation.searchable.contains(key)
    }

    /// Whether the sitemap lists the page: neither hidden nor `noindex`.
    func isIndexed(_ key: String) -> Bool {
        !navigation.hidden.contains(key) && heads[key]?.extra["noindex"] != "true"
    }

    /// Whether `content` itself holds pages (`.mdx`, or `.md` other than a repository's own
    /// README and the like), as a Mintlify repository does beside its docs.json; Preflight's
    /// own layout keeps every page under `content/docs/`.
    static func hasPagesAtTop(_ content: String) -> Bool {
        let repositoryFiles: Set<String> = ["readme.md", "changelog.md", "contributing.md", "license.md", "code_of_conduct.md"]
        let names = FileReader.names(in: content) ?? []
        return names.contains { name in
            let lowered = name.lowercased()
            guard !lowered.hasPrefix(".") else { return false }
            return lowered.hasSuffix(".mdx") || (lowered.hasSuffix(".md") && !repositoryFiles.contains(lowered))
        }
    }

    /// Reads `content/docs/` and `content/docs.json`; `nil` when the site has no docs.
    ///
    /// - Parameter readHead: parses a page's front matter (the Docs module's job).
    /// - Throws: every unreadable page, bad front matter, bad `docs.json`, or navigation
    ///   entry naming a missing page.
    /// - Parameter allowBrokenLinks: an operation a page or the navigation names and its spec
    ///   does not have is then a warning, like a broken link, and the page shows no reference.
    /// - Parameter known: asked once every page file's stamp is taken (so that the previous
    ///   build's cache can load meanwhile): what the previous build read of a page file whose
    ///   stamp is still this one, its front matter as written and its hash. Such a page is not read.
    /// - Parameter stamped: the stamps a walk of `content` took of its page files, taken
    ///   instead of stamping those files again; any other page file is stamped here.
    /// - Parameter specOutlines: asked, after `known`, only by a site whose navigation or pages
    ///   name operations: the previous build's outlines of its OpenAPI specs, by file, for
    ///   the navigation to be expanded from while their files are unchanged (``SpecOutline``).
    static func load(
        content: String, allowBrokenLinks: Bool = false, readHead: @Sendable ([UInt8], String) throws -> DocHead,
        known: () -> KnownPage? = { nil }, stamped: ContentStamps? = nil,
        specOutlines: () -> [String: SpecOutline] = { [:] }
    ) throws(DiagnosticList) -> DocsSite? {
        // `docs.json` (or Mintlify's older `mint.json`) names the site and its navigation.
        let configFile = ["\(content)/docs.json", "\(content)/mint.json"].first { FileManager.default.fileExists(atPath: $0) }
        // Pages live in `content/docs/`; a Mintlify repository keeps them beside its docs.json,
        // where a `docs/` folder is only one section of its pages.
        // `folderInContent` is its path from `content`, by which the walk's stamps are found:
        // the walk was given the content folder's path written another way.
        let folder: String
        let folderInContent: String
        if FileReader.isDirectory("\(content)/docs") && !(configFile != nil && hasPagesAtTop(content)) {
            folder = "\(content)/docs"
            folderInContent = "docs"
        } else if configFile != nil {
            folder = content
            folderInContent = ""
        } else {
            return nil
        }
        // `docs.json` is parsed while the folder is listed: neither needs the other.
        let parsed = Locked<Result<DocsConfig, DiagnosticList>>(.success(.empty))
        let listed = Locked<(listing: FileReader.Listing, stamps: WalkedStamps)?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { job in
            if job == 0 {
                guard let configFile else { return }
                let result = Result { () throws(DiagnosticList) in
                    // A docs.json that is there but cannot be read is an error, not an empty site.
                    let bytes: [UInt8]
                    do throws(Diagnostic) { bytes = try FileReader.read(configFile) } catch { throw DiagnosticList([error]) }
                    return try DocsConfig.parse(bytes, file: configFile)
                }
                parsed.withLock { $0 = result }
            } else {
                // The walk read the same folders already, unless it met what the listing
                // judges for itself (a link) or missed a folder; its stamps come with it, or
                // else mapped by path.
                let found: (listing: FileReader.Listing, stamps: WalkedStamps)
                if let walked = stamped?.listing(under: folderInContent, at: folder) {
                    found = (FileReader.listing(walked: walked.files), .listed(walked.stamps))
                } else {
                    found = (
                        FileReader.listing(under: folder, extensions: nil, inside: content),
                        stamped.map { .mapped($0.byPath(under: folderInContent)) } ?? .notTaken
                    )
                }
                listed.withLock { $0 = found }
            }
        }
        var config = try parsed.withLock { $0 }.get()
        let (listing, walkedStamps) = listed.withLock { $0 }!
        // Paths relative to the folder; cut by bytes (`String.count` walks every character).
        let folderPrefix = folder.utf8.count + 1
        // Mintlify's `.mintignore` leaves files out of the site, as if they were not there;
        // its own defaults come first, so the file's `!` lines can take them back.
        let ignored = IgnorePatterns(
            IgnorePatterns.mintlifyDefaults
                + ((try? FileReader.read("\(folder)/.mintignore")).map { String(decoding: $0, as: UTF8.self) } ?? ""))
        let found = siteFiles(listing.files, stamps: walkedStamps, prefix: folderPrefix, ignored: ignored)
        // The JSON files docs.json's `$ref`s name are configuration, not files of the site.
        let staticFiles = found.others.filter {
            config.referencedFiles.isEmpty
                || !config.referencedFiles.contains(NavigationReader.resolve($0, from: "\(folder)/docs.json"))
        }
        var staticStamps = [String: FileStamp](minimumCapacity: found.others.count)
        for (file, stamp) in zip(found.others, found.otherStamps) { staticStamps[file] = stamp }
        // The pages in the listing's order (their problems are told in it), and by key.
        let pageFiles = found.pages
        let order = keyOrder(pageFiles)
        var errors: [Diagnostic] = listing.refused + duplicates(pageFiles, order: order, folder: folder)
        var locationsByKey = [String: DocLocation](minimumCapacity: pageFiles.count)
        var previousKey: String?
        for index in order where pageFiles[index].key != previousKey {
            previousKey = pageFiles[index].key
            locationsByKey[pageFiles[index].key] = pageFiles[index]
        }

        // Every page file's stamp, taken on every core while the previous build's cache may
        // still be loading: `known` is asked only once they are all taken. The walk of the
        // content folder (`stamped`) took most of them already, earlier still, so before the
        // read too. Settling is judged by a time before every stamp, the walk's start when
        // there was one: a later time could call settled a file edited after it was stamped.
        let now = stamped?.takenAfter ?? FileStamp.now()
        let stamps = PageSlots<FileStamp>(count: pageFiles.count)
        DispatchQueue.concurrentPerform(iterations: pageFiles.count) { index in
            // Taken before the read: an edit during the read then shows in the next build's stamp.
            let source = pageFiles[index].source
            if let stamp = found.pageStamps[index] ?? FileStamp.of(FileReader.joined(folder, source)) {
                stamps.set(index, stamp)
            }
        }
        let known = known()
        // Read every page and its front matter on every core; a page the previous build read,
        // unchanged since, is not read. One slot a page, each filled by the one thread that
        // reads it: a lock and a map keyed by path cost a rebuild of thousands of unread pages
        // more than their stamps.
        let results = PageSlots<Result<ReadPage, Diagnostic>>(count: pageFiles.count)
        DispatchQueue.concurrentPerform(iterations: pageFiles.count) { index in
            let location = pageFiles[index]
            let stamp = stamps[index]
            if let stamp, let (head, hash, scan) = known?(location, stamp) {
                results.set(index, .success(ReadPage(bytes: nil, head: head, hash: hash, stamp: stamp, scan: scan)))
                return
            }
            let file = FileReader.joined(folder, location.source)
            do {
                let bytes = try FileReader.read(file)
                results.set(index, .success(ReadPage(bytes: bytes, head: try readHead(bytes, file), hash: nil, stamp: stamp)))
            } catch {
                // One problem per page: its head is read only to place it in the site.
                results.set(
                    index,
                    .failure(
                        Diagnostic.list(from: error, else: .invalidPage, file: file).first
                            ?? Diagnostic(.invalidPage, "\(error)", file: file)))
            }
        }
        var read = ReadPages.collect(pageFiles, results, variables: config.variables, now: now)
        errors += read.failures
        // Operations of OpenAPI specs become pages, and the navigation lists them; a site that
        // names none skips the walk.
        let namesOperations =
            read.namesOperations || APIPages.navigationNamesOperations(config, exists: { read.heads[$0] != nil })
        let library = APISpecLibrary(
            docsFolder: folder, contentFolder: content, outlines: namesOperations ? specOutlines() : [:],
            settledBy: FileStamp.now())
        let (api, expansion) =
            namesOperations
            ? APIPages.expand(
                config: config, configFile: configFile ?? "\(content)/docs.json", heads: read.heads,
                files: endpointPageFiles(pageFiles, heads: read.heads, folder: folder), library: library)
            : APIPages.unexpanded(config: config, library: library)
        config = expansion.config
        // A missing operation is a broken link into the spec: `--allow-broken-links` lets it by.
        let apiProblems = expansion.problems.map { problem in
            var problem = problem
            if allowBrokenLinks, problem.code == .unknownOperation { problem.severity = .warning }
            return problem
        }
        errors += apiProblems.filter { $0.severity == .error }
        var pages = order.map { pageFiles[$0] }
        for page in expansion.pages {
            pages.append(page.location)
            if locationsByKey[page.location.key] == nil { locationsByKey[page.location.key] = page.location }
            read.sources[page.location.key] = page.source
            read.heads[page.location.key] = page.head
            if page.head.extra["hidden"] == "true" { read.hidden.insert(page.location.key) }
        }
        // Sorted by key already, unless pages were generated.
        if !expansion.pages.isEmpty { pages.sort { $0.key < $1.key } }
        let (navigation, navWarnings) = Navigation.make(
            config: config, pageCount: locationsByKey.count, exists: { locationsByKey[$0] != nil },
            configFile: configFile ?? "\(content)/docs.json", hiddenPages: read.hidden)
        guard errors.isEmpty else { throw DiagnosticList(errors) }
        var site = DocsSite(
            warnings: apiProblems.filter { $0.severity == .warning } + navWarnings
                + config.settings.warnings(file: configFile ?? "\(content)/docs.json"), config: config,
            configFile: configFile ?? "\(content)/docs.json",
            pages: pages, heads: read.heads,
            sources: PageSources(
                read.sources, folder: folder, known: read.known, stamps: read.stamps, writtenHeads: read.writtenHeads),
            navigation: navigation, staticFiles: staticFiles, folder: folder, api: api, locationsByKey: locationsByKey)
        site.staticStamps = staticStamps
        site.staticStampsTakenAfter = stamped?.takenAfter
        return site
    }

    /// The stamps the walk of the content folder took of the listed page files: one for each
    /// file of the listing it made, or mapped by path where the folder was listed again.
    private enum WalkedStamps {
        case listed([FileStamp?])
        case mapped(ContentStamps.Map)
        /// No walk took any: each page is stamped as it is read.
        case notTaken
    }

    /// The listed files that belong to the site, relative to the docs folder (`prefix` bytes
    /// cut), in the listing's order: its pages with the stamps the walk took of them, and the
    /// other files. Matched against the patterns, and each page's location made, on every
    /// core, a slice at a time, as a large site's every path is.
    private static func siteFiles(
        _ files: [String], stamps: WalkedStamps, prefix: Int, ignored: IgnorePatterns
    ) -> (pages: [DocLocation], pageStamps: [FileStamp?], others: [String], otherStamps: [FileStamp?]) {
        let sliceSize = 512
        let slices = (files.count + sliceSize - 1) / sliceSize
        let kept = PageSlots<(pages: [DocLocation], stamps: [FileStamp?], others: [String], otherStamps: [FileStamp?])>(
            count: slices)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            var pages: [DocLocation] = []
            var pageStamps: [FileStamp?] = []
            var others: [String] = []
            var otherStamps: [FileStamp?] = []
            for index in (slice * sliceSize)..<min(files.count, (slice + 1) * sliceSize) {
                let relative = String(Substring(files[index].utf8.dropFirst(prefix)))
                guard !isExcluded(relative) && !ignored.ignores(relative) else { continue }
                let stamp: FileStamp? =
                    switch stamps {
                    case .listed(let listed): listed[index]
                    case .mapped(let map): map[relative]
                    case .notTaken: nil
                    }
                if isPage(relative) {
                    pages.append(DocLocation(source: relative))
                    pageStamps.append(stamp)
                } else {
                    others.append(relative)
                    otherStamps.append(stamp)
                }
            }
            kept.set(slice, (pages, pageStamps, others, otherStamps))
        }
        var pages: [DocLocation] = []
        pages.reserveCapacity(files.count)
        var pageStamps: [FileStamp?] = []
        pageStamps.reserveCapacity(files.count)
        var others: [String] = []
        var otherStamps: [FileStamp?] = []
        for slice in 0..<slices {
            guard let found = kept.take(slice) else { continue }
            pages += found.pages
            pageStamps += found.stamps
            others += found.others
            otherStamps += found.otherStamps
        }
        return (pages, pageStamps, others, otherStamps)
    }

    /// Whether the file is a page: named `.md` or `.mdx`. Its bytes are looked at first: a
    /// name that ends in those characters ends in those bytes, and in ASCII the converse holds.
    private static func isPage(_ path: String) -> Bool {
        let endsAsPage =
            path.utf8.withContiguousStorageIfAvailable(Self.endsAsPage)
            ?? Array(path.utf8).withUnsafeBufferPointer(Self.endsAsPage)
        return endsAsPage && (DocLocation.isASCII(path) || path.hasSuffix(".md") || path.hasSuffix(".mdx"))
    }

    /// Whether the bytes end in `.md` or `.mdx` (the suffixes of a `String`'s bytes, compared
    /// through its view, cost a large site's listing more than the rest of this test).
    private static func endsAsPage(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        pageSuffixes.contains { suffix in
            bytes.count >= suffix.count && equals(suffix, UnsafeBufferPointer(rebasing: bytes[(bytes.count - suffix.count)...]))
        }
    }

    private static let pageSuffixes = [Array(".md".utf8), Array(".mdx".utf8)]

    /// The indexes of `pages` in the order of their keys; pages of one key (`a.md` and
    /// `a.mdx`) in the listing's order. Usually the listing's own order: the sort then only
    /// walks it once.
    private static func keyOrder(_ pages: [DocLocation]) -> [Int] {
        var order = Array(pages.indices)
        // Stable: pages of one key stay in the listing's order.
        order.sort { pages[$0].key < pages[$1].key }
        return order
    }

    /// A problem for every page file whose key an earlier file of the listing has, naming the
    /// last such file, in the listing's order: pages of one key are side by side in `order`.
    private static func duplicates(_ pages: [DocLocation], order: [Int], folder: String) -> [Diagnostic] {
        var found: [(index: Int, problem: Diagnostic)] = []
        for (earlier, later) in zip(order, order.dropFirst()) where pages[earlier].key == pages[later].key {
            found.append(
                (
                    later,
                    Diagnostic(
                        .duplicatePage,
                        "Both \(pages[earlier].source) and \(pages[later].source) become the page /\(pages[later].key); expected one file per page.",
                        file: "\(folder)/\(pages[later].source)")
                ))
        }
        return found.sorted { $0.index < $1.index }.map(\.problem)
    }

    /// The files of the pages whose front matter names an operation (`openapi:`), by key:
    /// where the expansion reports their problems. Only those: a path made for every page
    /// cost a rebuild of thousands of pages more than the expansion.
    private static func endpointPageFiles(
        _ locations: [DocLocation], heads: [String: DocHead], folder: String
    ) -> [String: String] {
        let keys = Set(heads.compactMap { key, head in !head.extra.isEmpty && head.extra["openapi"] != nil ? key : nil })
        var files: [String: String] = [:]
        guard !keys.isEmpty else { return files }
        for location in locations where keys.contains(location.key) && files[location.key] == nil {
            files[location.key] = "\(folder)/\(location.source)"
        }
        return files
    }

    /// What the previous build knew of a page file, when its stamp is still the given one.
    typealias KnownPage =
        @Sendable (_ location: DocLocation, _ stamp: FileStamp) -> (
            head: DocHead, hash: ContentHash, scan: PageScan?
        )?

    /// A page file as the load found it: read (`bytes`), or known from the previous build (`hash`).
    struct ReadPage: Sendable {
        var bytes: [UInt8]?
        var head: DocHead
        var hash: ContentHash?
        var stamp: FileStamp?
        /// For a page known from the previous build: what its source gave the scan for screens.
        var scan: PageScan? = nil
    }

    /// Files that are no pages and no output: snippets (inlined where imported), the preview
    /// inputs and Preflight's own files when the docs share the content folder, packages.
    ///
    /// Compared as bytes with the few names (no other text is canonically equal to one of
    /// them): a `String` of the path's first name, hashed into a set, cost every file of a site
    /// more than the rest of its sorting.
    private static func isExcluded(_ relative: String) -> Bool {
        relative.utf8.withContiguousStorageIfAvailable(isExcluded) ?? Array(relative.utf8).withUnsafeBufferPointer(isExcluded)
    }

    private static func isExcluded(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let slash = path.firstIndex(of: UInt8(ascii: "/")) else {
            return excludedFolders.contains { equals($0, path) } || excludedFiles.contains { equals($0, path) }
        }
        let first = UnsafeBufferPointer(rebasing: path[..<slash])
        return excludedFolders.contains { equals($0, first) }
    }

    private static func equals(_ name: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count == bytes.count && name.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress!, name.count) == 0 }
    }

    private static let excludedFolders = ["snippets", "node_modules", "catalogs", "states", "reviews"].map { Array($0.utf8) }
    private static let excludedFiles = [
        "docs.json", "mint.json", ".mintignore", "README.md", "package.json", "package-lock.json",
    ].map { Array($0.utf8) }
}
