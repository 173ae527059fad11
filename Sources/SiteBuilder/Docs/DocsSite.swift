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
    /// `content/docs`, as the user named it.
    let folder: String
    /// The OpenAPI specs the site names and the endpoint pages made from them.
    let api: APIPages

    /// Every page by key. Stored, not computed: every page's pager and the llms files look
    /// pages up here, and rebuilding the map on each lookup made a build quadratic in pages.
    let locationsByKey: [String: DocLocation]
    /// Titles as the sidebar shows them: `sidebarTitle`, else `title`.
    let sidebarTitles: [String: String]

    init(
        warnings: [Diagnostic], config: DocsConfig, configFile: String, pages: [DocLocation], heads: [String: DocHead],
        sources: PageSources,
        navigation: Navigation, staticFiles: [String], folder: String, api: APIPages
    ) {
        self.warnings = warnings
        self.config = config
        self.configFile = configFile
        self.pages = pages
        self.heads = heads
        self.sources = sources
        self.navigation = navigation
        self.staticFiles = staticFiles
        self.folder = folder
        self.api = api
        locationsByKey = Dictionary(pages.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
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
        let names = (try? FileManager.default.contentsOfDirectory(atPath: content)) ?? []
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
    /// - Parameter known: asked once the folder is listed (so that the previous build's cache
    ///   can load meanwhile): what the previous build read of a page file whose stamp is still
    ///   this one, its front matter as written and its hash. Such a page is not read.
    static func load(
        content: String, allowBrokenLinks: Bool = false, readHead: @Sendable ([UInt8], String) throws -> DocHead,
        known: () -> KnownPage? = { nil }
    ) throws(DiagnosticList) -> DocsSite? {
        // `docs.json` (or Mintlify's older `mint.json`) names the site and its navigation.
        let configFile = ["\(content)/docs.json", "\(content)/mint.json"].first { FileManager.default.fileExists(atPath: $0) }
        // Pages live in `content/docs/`; a Mintlify repository keeps them beside its docs.json,
        // where a `docs/` folder is only one section of its pages.
        let folder: String
        if FileReader.isDirectory("\(content)/docs") && !(configFile != nil && hasPagesAtTop(content)) {
            folder = "\(content)/docs"
        } else if configFile != nil {
            folder = content
        } else {
            return nil
        }
        // `docs.json` is parsed while the folder is listed: neither needs the other.
        let parsed = Locked<Result<DocsConfig, DiagnosticList>>(.success(.empty))
        let listed = Locked<FileReader.Listing?>(nil)
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
                let listing = FileReader.listing(under: folder, extensions: nil, inside: content)
                listed.withLock { $0 = listing }
            }
        }
        var config = try parsed.withLock { $0 }.get()
        let listing = listed.withLock { $0 }!
        // Paths relative to the folder; cut by bytes (`String.count` walks every character).
        let folderPrefix = folder.utf8.count + 1
        // Mintlify's `.mintignore` leaves files out of the site, as if they were not there;
        // its own defaults come first, so the file's `!` lines can take them back.
        let ignored = IgnorePatterns(
            IgnorePatterns.mintlifyDefaults
                + ((try? FileReader.read("\(folder)/.mintignore")).map { String(decoding: $0, as: UTF8.self) } ?? ""))
        let relativeFiles = siteFiles(listing.files, prefix: folderPrefix, ignored: ignored)
        let isPage = { (path: String) in path.hasSuffix(".md") || path.hasSuffix(".mdx") }
        // The JSON files docs.json's `$ref`s name are configuration, not files of the site.
        let staticFiles = relativeFiles.filter {
            !isPage($0) && !config.referencedFiles.contains(NavigationReader.resolve($0, from: "\(folder)/docs.json"))
        }

        let pageFiles = relativeFiles.filter(isPage).map(DocLocation.init(source:))
        var locations = pageFiles
        var errors: [Diagnostic] = listing.refused
        var seen: [String: String] = [:]
        for location in locations {
            if let other = seen[location.key] {
                errors.append(
                    Diagnostic(
                        .duplicatePage,
                        "Both \(other) and \(location.source) become the page /\(location.key); expected one file per page.",
                        file: "\(folder)/\(location.source)"))
            }
            seen[location.key] = location.source
        }

        // Read every page and its front matter on every core; a page the previous build read,
        // unchanged since, only has its file's stamp taken.
        let now = FileStamp.now()
        let known = known()
        // One slot a page, each filled by the one thread that reads it: a lock and a map
        // keyed by path cost a rebuild of thousands of unread pages more than their stamps.
        let results = PageSlots<Result<ReadPage, Diagnostic>>(count: pageFiles.count)
        DispatchQueue.concurrentPerform(iterations: pageFiles.count) { index in
            let location = pageFiles[index]
            let file = "\(folder)/\(location.source)"
            let result: Result<ReadPage, Diagnostic>
            // Taken before the read: an edit during the read then shows in the next build's stamp.
            let stamp = FileStamp.of(file)
            if let stamp, let (head, hash) = known?(location, stamp) {
                result = .success(ReadPage(bytes: nil, head: head, hash: hash, stamp: stamp))
            } else {
                do {
                    let bytes = try FileReader.read(file)
                    result = .success(
                        ReadPage(bytes: bytes, head: try readHead(bytes, file), hash: nil, stamp: stamp))
                } catch {
                    // One problem per page: its head is read only to place it in the site.
                    result = .failure(
                        Diagnostic.list(from: error, else: .invalidPage, file: file).first
                            ?? Diagnostic(.invalidPage, "\(error)", file: file))
                }
            }
            results.set(index, result)
        }
        var sources: [String: [UInt8]] = [:]
        var heads: [String: DocHead] = [:]
        var knownPages: [String: PageSources.Known] = [:]
        var stamps: [String: FileStamp] = [:]
        var writtenHeads: [String: DocHead] = [:]
        heads.reserveCapacity(pageFiles.count)
        writtenHeads.reserveCapacity(pageFiles.count)
        stamps.reserveCapacity(pageFiles.count)
        knownPages.reserveCapacity(pageFiles.count)
        for index in pageFiles.indices {
            let location = pageFiles[index]
            switch results[index] {
            case .success(let page)?:
                if let bytes = page.bytes { sources[location.key] = bytes }
                if let hash = page.hash { knownPages[location.key] = .init(source: location.source, hash: hash) }
                if let stamp = page.stamp, stamp.isSettled(now: now) { stamps[location.key] = stamp }
                writtenHeads[location.key] = page.head
                heads[location.key] = config.variables?.head(page.head) ?? page.head
            case .failure(let diagnostic)?: errors.append(diagnostic)
            case nil: break
            }
        }
        // Operations of OpenAPI specs become pages, and the navigation lists them.
        let (api, expansion) = APIPages.expand(
            config: config, configFile: configFile ?? "\(content)/docs.json", heads: heads,
            files: endpointPageFiles(locations, heads: heads, folder: folder),
            library: APISpecLibrary(docsFolder: folder, contentFolder: content))
        config = expansion.config
        // A missing operation is a broken link into the spec: `--allow-broken-links` lets it by.
        let apiProblems = expansion.problems.map { problem in
            var problem = problem
            if allowBrokenLinks, problem.code == .unknownOperation { problem.severity = .warning }
            return problem
        }
        errors += apiProblems.filter { $0.severity == .error }
        for page in expansion.pages {
            locations.append(page.location)
            sources[page.location.key] = page.source
            heads[page.location.key] = page.head
        }
        let (navigation, navWarnings) = Navigation.make(
            config: config, pages: Set(locations.map(\.key)), configFile: configFile ?? "\(content)/docs.json",
            hiddenPages: hiddenPages(heads))
        guard errors.isEmpty else { throw DiagnosticList(errors) }
        return DocsSite(
            warnings: apiProblems.filter { $0.severity == .warning } + navWarnings
                + config.settings.warnings(file: configFile ?? "\(content)/docs.json"), config: config,
            configFile: configFile ?? "\(content)/docs.json",
            pages: locations.sorted { $0.key < $1.key }, heads: heads,
            sources: PageSources(sources, folder: folder, known: knownPages, stamps: stamps, writtenHeads: writtenHeads),
            navigation: navigation, staticFiles: staticFiles, folder: folder, api: api)
    }

    /// The listed files that belong to the site, relative to the docs folder (`prefix` bytes
    /// cut), in the listing's order: matched against the patterns on every core, a slice at a
    /// time, as a large site's every path is.
    private static func siteFiles(_ files: [String], prefix: Int, ignored: IgnorePatterns) -> [String] {
        let sliceSize = 512
        let slices = (files.count + sliceSize - 1) / sliceSize
        let kept = PageSlots<[String]>(count: slices)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            var found: [String] = []
            for file in files[(slice * sliceSize)..<min(files.count, (slice + 1) * sliceSize)] {
                let relative = String(Substring(file.utf8.dropFirst(prefix)))
                if !isExcluded(relative) && !ignored.ignores(relative) { found.append(relative) }
            }
            kept.set(slice, found)
        }
        return (0..<slices).flatMap { kept.take($0) ?? [] }
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

    /// The pages whose front matter hides them.
    private static func hiddenPages(_ heads: [String: DocHead]) -> Set<String> {
        var hidden: Set<String> = []
        for (key, head) in heads where !head.extra.isEmpty && head.extra["hidden"] == "true" { hidden.insert(key) }
        return hidden
    }

    /// What the previous build knew of a page file, when its stamp is still the given one.
    typealias KnownPage = @Sendable (_ location: DocLocation, _ stamp: FileStamp) -> (head: DocHead, hash: ContentHash)?

    /// A page file as the load found it: read (`bytes`), or known from the previous build (`hash`).
    private struct ReadPage: Sendable {
        var bytes: [UInt8]?
        var head: DocHead
        var hash: ContentHash?
        var stamp: FileStamp?
    }

    /// Files that are no pages and no output: snippets (inlined where imported), the preview
    /// inputs and Preflight's own files when the docs share the content folder, packages.
    private static func isExcluded(_ relative: String) -> Bool {
        guard let slash = relative.utf8.firstIndex(of: UInt8(ascii: "/")) else {
            return excludedFolders.contains(relative) || excludedFiles.contains(relative)
        }
        return excludedFolders.contains(String(relative[..<slash]))
    }

    private static let excludedFolders: Set<String> = ["snippets", "node_modules", "catalogs", "states", "reviews"]
    private static let excludedFiles: Set<String> = [
        "docs.json", "mint.json", ".mintignore", "README.md", "package.json", "package-lock.json",
    ]
}
