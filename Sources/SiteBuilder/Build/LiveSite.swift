import Foundation

/// What `serve` keeps of its last whole build, so that an edit of a page's text renders that
/// page alone (``SiteBuild/rebuildPages(_:options:session:)``): the site as loaded, the page
/// writer with its link resolver and sidebar, every page's summary and cache entry.
///
/// Kept only after a build that succeeded with every diagram drawn and formula typeset, and
/// dropped by any build that fails: the next build then reads the whole site again.
struct LiveSite: Sendable {
    let options: BuildOptions
    /// The output folder, standardized.
    let target: String
    let docs: DocsSite
    let writer: DocsPageWriter
    /// Whether a diagram went undrawn or a formula untypeset since (the tools went missing):
    /// the whole build then decides what to keep.
    let hasUnmade: @Sendable () -> Bool
    let resolver: LinkResolver
    let sidebar: SidebarRenderer
    /// The docs folder as an absolute path, with a slash after it: changed paths start with it.
    let folderPrefix: String
    /// Each page's index in `docs.pages` (and `summaries`), by its file's path in the docs folder.
    let pageIndex: [String: Int]
    /// The pages importing each snippet or page (by its absolute path), as indices in
    /// `docs.pages`; made when an edit first needs it (see ``dependents()``).
    private var dependentsBySnippet: [String: [Int]]?
    /// See ``staticIdentities()``.
    private var staticIdentitySet: (files: Set<FileStamp.Identity>, links: [String])?
    /// Every page's summary, in `docs.pages` order.
    var summaries: [DocsPageWriter.Summary]
    /// The cache the build left, which rebuilds keep up to date.
    var cache: BuildCache
    /// The search index's shard count.
    let shards: Int
    /// The searched pages of each shard, as indices in `summaries`, in the index's order.
    let shardPages: [[Int]]
    /// The preview pages each shard also lists, by address, in the index's order.
    let shardPreviews: [[String]]
    /// The previews' entries, by address, read from the output as edits of their shards need them.
    var previewEntries: [String: [UInt8]] = [:]

    init(
        options: BuildOptions, target: String, docs: DocsSite, writer: DocsPageWriter, summaries: [DocsPageWriter.Summary],
        cache: BuildCache, searchedPreviews: [String], hasUnmade: @escaping @Sendable () -> Bool
    ) {
        self.options = options
        self.target = target
        self.docs = docs
        self.writer = writer
        self.hasUnmade = hasUnmade
        resolver = writer.linkResolver()
        sidebar = writer.sidebarRenderer()
        let folder = AbsolutePath.of(docs.folder)
        folderPrefix = folder.hasSuffix("/") ? folder : folder + "/"
        var pageIndex: [String: Int] = [:]
        for (index, page) in docs.pages.enumerated() where docs.sources.writtenHeads[page.key] != nil {
            pageIndex[page.source] = index
        }
        self.pageIndex = pageIndex
        self.summaries = summaries
        self.cache = cache
        let searched = summaries.indices.filter { docs.isSearched(summaries[$0].location.key) }
        shards = SiteOutputs.searchShardCount(entries: searched.count + searchedPreviews.count)
        var shardPages = Array(repeating: [Int](), count: shards)
        for index in searched {
            shardPages[SiteOutputs.searchShard(ofPage: summaries[index].location, shards: shards)].append(index)
        }
        self.shardPages = shardPages
        var shardPreviews = Array(repeating: [String](), count: shards)
        for path in searchedPreviews.sorted() { shardPreviews[SiteOutputs.searchShard(of: path, shards: shards)].append(path) }
        self.shardPreviews = shardPreviews
    }

    /// The pages importing each snippet, by the snippet's absolute path.
    mutating func dependents() -> [String: [Int]] {
        if let dependentsBySnippet { return dependentsBySnippet }
        var indexByKey: [String: Int] = [:]
        for (index, page) in docs.pages.enumerated() { indexByKey[page.key] = index }
        var dependents: [String: [Int]] = [:]
        for (key, entry) in cache.pages {
            guard let index = indexByKey[key] else { continue }
            for dependency in entry.dependencies {
                dependents[AbsolutePath.of(dependency.path), default: []].append(index)
            }
        }
        dependentsBySnippet = dependents
        return dependents
    }

    /// Whether the file at `path` (absolute) is one of the docs' static files, which the
    /// output holds a copy of: by its path, or by its identity (a static file may be a link to
    /// it, or another name of it).
    mutating func isStaticFile(_ path: String) -> Bool {
        // By its path first: an editor that saves by replacing the file gives it a new inode.
        if path.hasPrefix(folderPrefix), docs.staticFiles.contains(String(path.dropFirst(folderPrefix.count))) { return true }
        guard let file = FileStamp.of(path) else { return false }
        let (files, links) = staticIdentities()
        if files.contains(file.identity) { return true }
        // A link's target by the identity it has now: one saved by replacing it has a new one,
        // and is still the file the link leads to.
        return links.contains { FileStamp.of(folderPrefix + $0)?.identity == file.identity }
    }

    /// The identities of the static files that are not links, by the stamps the walk took
    /// (else a `stat`), and the static files that are links. Made when an edit first needs them;
    /// an edit found to be of a static file takes the whole build, which makes them anew.
    private mutating func staticIdentities() -> (files: Set<FileStamp.Identity>, links: [String]) {
        if let staticIdentitySet { return staticIdentitySet }
        var identities = Set<FileStamp.Identity>(minimumCapacity: docs.staticFiles.count)
        var links: [String] = []
        for file in docs.staticFiles {
            var info = stat()
            if lstat(folderPrefix + file, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                links.append(file)
            } else if let stamp = docs.staticStamps[file] ?? FileStamp.of(folderPrefix + file) {
                identities.insert(stamp.identity)
            }
        }
        staticIdentitySet = (identities, links)
        return (identities, links)
    }

    /// Drops the pages-by-snippet map: a page's imports changed.
    mutating func forgetDependents() {
        dependentsBySnippet = nil
    }
}
