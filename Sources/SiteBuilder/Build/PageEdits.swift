import Diagnostics
import Docs
import Foundation

/// `serve`'s rebuild after edits of pages' text or of snippets: only the edited pages and the
/// pages importing an edited snippet (or page) render, from the site the last build left in memory
/// (``LiveSite``), and only the files whose bytes change are written — those pages, their
/// twins, their search shards, `llms-full.txt`, the utility stylesheet — after their links and
/// every link to their anchors were checked.
///
/// An edit that can change anything else takes the whole build (`nil` here): a changed front
/// matter or `# Title` (titles, order and visibility show on every page), a page or snippet
/// that draws a screen or reads a catalog or state (the preview pages are planned from
/// those), a file that is neither an existing page nor an imported snippet (an OpenAPI spec
/// among them), a module that is also a static file of the site, a page that starts or stops
/// showing formulas, or the utility stylesheet coming or going.
extension SiteBuild {
    /// Rebuilds after the edits at `changed` (absolute paths), or `nil` when they need the whole build.
    ///
    /// - Throws: the edited pages' render errors and broken links or anchors, as the whole
    ///   build would; the output is then as it was, and the next build is a whole one.
    package static func rebuildPages(
        _ changed: [String], options: BuildOptions, session: BuildSession
    ) throws(DiagnosticList) -> Result? {
        guard !options.strict, var live = session.takeLive() else { return nil }
        func wholeBuild() -> Result? {
            session.keepLive(live)
            return nil
        }
        // The pages to render: those whose file changed, and those importing a changed snippet.
        var pages: Set<Int> = []
        var snippetEdited = false
        for path in changed {
            if path.hasPrefix(live.folderPrefix), let index = live.pageIndex[String(path.dropFirst(live.folderPrefix.count))] {
                pages.insert(index)
                // A page that others import as a snippet renders them too.
                if let dependents = live.dependents()[path] {
                    pages.formUnion(dependents)
                    snippetEdited = true
                }
                continue
            }
            // A snippet with a screen changes the preview pages the whole build plans; a module
            // outside the snippets folder is also a static file of the site, copied by that build.
            guard isSnippetFile(path), let dependents = live.dependents()[path], !live.isStaticFile(path),
                let snippet = try? FileReader.read(path),
                DocsScreen.tags(in: snippet).isEmpty
            else { return wholeBuild() }
            pages.formUnion(dependents)
            snippetEdited = true
        }
        var edits: [Edit] = []
        let now = FileStamp.now()
        for index in pages.sorted() {
            let page = live.docs.pages[index]
            let path = live.folderPrefix + page.source
            guard let cached = live.cache.pages[page.key], cached.dependencies.allSatisfy({ rendersAlone($0.path, live: live) })
            else {
                return wholeBuild()
            }
            // Taken before the read, as a whole build does: an edit during the read shows next time.
            let stamp = FileStamp.of(path)
            guard let source = try? FileReader.read(path) else { return wholeBuild() }
            let hash = ContentHash(source)
            if hash != cached.sourceHash {
                guard let head = try? DocsRendering.readHead(source, path), head == live.docs.sources.writtenHeads[page.key],
                    DocsScreen.tags(in: source).isEmpty
                else { return wholeBuild() }
            } else if !snippetEdited || cached.dependencies.isEmpty {
                continue
            }
            edits.append(
                Edit(index: index, source: source, hash: hash, stamp: stamp.flatMap { $0.isSettled(now: now) ? $0 : nil }))
        }
        do {
            guard let result = try rebuild(edits, live: &live) else { return wholeBuild() }
            session.keepLive(live, isSaved: result.changedOutput ? false : nil)
            return result
        } catch {
            // The output is as it was. The next build is a whole one: it reports these problems
            // again and, once they are mended, writes every page they stopped.
            session.keep(live.cache, isSaved: session.isSaved)
            throw error
        }
    }

    /// Whether `path` is a page's or snippet's file: Markdown (`.md`, `.mdx`) or a JavaScript
    /// module whose exports pages import (`.js`, `.jsx`, `.ts`, `.tsx`, `.mjs`); not a
    /// previewed catalog or state or an OpenAPI spec, which the whole build takes.
    static func isSnippetFile(_ path: String) -> Bool {
        snippetExtensions.contains { path.hasSuffix($0) }
    }

    private static let snippetExtensions = [".mdx", ".md", ".jsx", ".js", ".tsx", ".ts", ".mjs"]

    /// Whether a page depending on `path` renders alone after its text's edit: a snippet, or
    /// an OpenAPI spec's file. An edit of the spec itself takes the whole build (its
    /// operations are pages and navigation), but while it stands still a page showing one of
    /// its operations is the page's text and the spec the site already read. A catalog or
    /// state is not: the preview pages are planned from the screens that read them.
    private static func rendersAlone(_ path: String, live: LiveSite) -> Bool {
        isSnippetFile(path) || live.docs.api.library.isSpecFile(path)
    }

    /// An edited page: its index in the site's pages, its new source, and its file's stamp.
    private struct Edit {
        var index: Int
        var source: [UInt8]
        var hash: ContentHash
        var stamp: FileStamp?
    }

    /// Renders the edited pages, then, when nothing but them and the files made from them
    /// changes, commits them and updates `live`; `nil` otherwise. Whenever it does not
    /// return a result, `live` is as it was.
    private static func rebuild(_ edits: [Edit], live: inout LiveSite) throws(DiagnosticList) -> Result? {
        guard !edits.isEmpty else { return Result(filesWritten: 0, warnings: [], changedOutput: false) }
        let lock: OutputLock
        let output: StagedOutput
        do {
            lock = try OutputLock(target: live.options.output, waiting: { [options = live.options] in options.waiting?() })
        } catch {
            throw DiagnosticList([error])
        }
        defer { lock.release() }
        do {
            output = try StagedOutput(target: live.options.output, inPlace: true, keepingOtherFiles: true)
        } catch {
            throw DiagnosticList([error])
        }
        var undo = Undo(live)
        do {
            guard let entries = try render(edits, live: live, output: output), !live.hasUnmade() else {
                output.abandon()
                return nil
            }
            let utilityClasses = utilityClasses(after: entries, live: live)
            if let utilityClasses, utilityClasses.isEmpty != live.summaries.allSatisfy({ $0.utilityClasses.isEmpty }) {
                // The stylesheet's file would come or go.
                output.abandon()
                return nil
            }
            let anchorsChanged = Set(
                entries.filter { $0.entry.summary.anchors != live.summaries[$0.index].anchors }.map {
                    $0.entry.summary.location.key
                })
            // `live` is changed in place (a copy of thousands of pages' records would cost more
            // than the edit); what changes is noted, to be put back should the build fail.
            var problems: [Diagnostic] = []
            for (index, entry) in entries {
                problems += entry.problems
                undo.summaries.append((index, live.summaries[index]))
                live.summaries[index] = entry.summary
                let old = live.cache.pages[entry.summary.location.key]
                undo.entries.append((entry.summary.location.key, old))
                if old?.dependencies.map(\.path) != entry.dependencies.map(\.path) { live.forgetDependents() }
                live.cache.pages[entry.summary.location.key] = entry
            }
            let rendered = Set(entries.map(\.entry.summary.location.key))
            problems += checkAnchors(rendered: rendered, anchorsChanged: anchorsChanged, live: &live, undo: &undo)
            if !live.options.allowBrokenLinks, !problems.isEmpty {
                throw DiagnosticList(DocsPageWriter.sortedUnique(problems))
            }
            var written = entries.count * 2
            written += try writeSearchShards(of: rendered, live: &live, output: output)
            // The edited pages' sections made, the others copied from the output's file; none
            // when the author wrote the site's own.
            if !live.docs.authoredOutputs.contains("llms-full.txt") {
                live.cache.llmsFull = try writeLlmsFull(
                    live.docs, summaries: live.summaries, previous: live.cache.llmsFull, to: output)
                written += 1
            }
            if let utilityClasses {
                try output.write(UtilityCSS.assetPath, UtilityCSS.stylesheet(for: utilityClasses))
                written += 1
            }
            // As a whole build does: no cache on the disk describes an output being changed,
            // nor a record of it (``UnchangedBuild``).
            BuildCache.remove(output: live.target)
            UnchangedBuild.remove(output: live.target)
            let changed = try output.commit { undo = Undo(live) }
            return Result(filesWritten: written, warnings: [], changedOutput: changed)
        } catch {
            // Once the commit was decided the output is the new site (the next build finishes
            // moving it in), and so is `live`: nothing is left to undo.
            output.abandon()
            undo.apply(to: &live)
            throw DiagnosticList(Diagnostic.list(from: error, else: .buildFailed, file: live.options.output))
        }
    }

    /// Renders and writes each edited page; `nil` when one of them now needs the whole build.
    private static func render(
        _ edits: [Edit], live: LiveSite, output: StagedOutput
    ) throws -> [(index: Int, entry: BuildCache.CachedPage)]? {
        let previous = PreviousBuild(cache: live.cache, folder: live.target)
        var entries: [(index: Int, entry: BuildCache.CachedPage)] = []
        for edit in edits {
            let location = live.docs.pages[edit.index]
            var entry = try live.writer.writePage(
                location, source: edit.source, sourceHash: edit.hash, resolver: live.resolver, sidebar: { live.sidebar },
                output: output, previous: previous)
            // The KaTeX assets and the preview pages' plan are the whole build's to change.
            guard entry.dependencies.allSatisfy({ rendersAlone($0.path, live: live) }),
                entry.summary.hasMath == live.summaries[edit.index].hasMath
            else { return nil }
            entry.stamp = edit.stamp
            entry.head = live.docs.sources.writtenHeads[location.key]
            entries.append((edit.index, entry))
        }
        return entries
    }

    /// What a rebuild changed in the ``LiveSite``, in order, to put back should it fail.
    private struct Undo {
        var summaries: [(Int, DocsPageWriter.Summary)] = []
        var entries: [(String, BuildCache.CachedPage?)] = []

        /// The cache's record of the search shards and llms-full.txt, which describe the
        /// output's files: one that outlived a failed rebuild would name files never written.
        var searchShards: [ContentHash]
        var searchLayouts: [SplicedLayout?]
        var llmsFull: SplicedLayout?

        init(_ live: LiveSite) {
            searchShards = live.cache.searchShards
            searchLayouts = live.cache.searchLayouts
            llmsFull = live.cache.llmsFull
        }

        func apply(to live: inout LiveSite) {
            for (index, summary) in summaries.reversed() { live.summaries[index] = summary }
            for (key, entry) in entries.reversed() { live.cache.pages[key] = entry }
            live.cache.searchShards = searchShards
            live.cache.searchLayouts = searchLayouts
            live.cache.llmsFull = llmsFull
        }
    }

    /// The site's utility classes after the edits, when they differ from the build's; `nil` when the same.
    private static func utilityClasses(
        after entries: [(index: Int, entry: BuildCache.CachedPage)], live: LiveSite
    ) -> Set<String>? {
        guard entries.contains(where: { $0.entry.summary.utilityClasses != live.summaries[$0.index].utilityClasses }) else {
            return nil
        }
        var summaries = live.summaries
        for (index, entry) in entries { summaries[index] = entry.summary }
        let after = Set(summaries.flatMap(\.utilityClasses))
        return after == Set(live.summaries.flatMap(\.utilityClasses)) ? nil : after
    }

    /// Checks the links to anchors that the edits can have broken or mended: the edited
    /// pages' own and, where an edited page's anchors changed, every link to that page; each
    /// checked page's kept problems are updated. Returns the checked pages' problems.
    private static func checkAnchors(
        rendered: Set<String>, anchorsChanged: Set<String>, live: inout LiveSite, undo: inout Undo
    ) -> [Diagnostic] {
        let checked = AnchorChecks.pages(
            live.summaries, rendered: rendered, anchorsChanged: anchorsChanged, entries: live.cache.pages)
        let found = live.writer.brokenAnchors(checked, pages: live.cache.pages)
        var problems: [Diagnostic] = []
        for summary in checked {
            let key = summary.location.key
            let anchorProblems = found[key] ?? []
            if live.cache.pages[key]?.anchorProblems != anchorProblems {
                undo.entries.append((key, live.cache.pages[key]))
                live.cache.pages[key]?.anchorProblems = anchorProblems
                live.cache.pages[key]?.encoded = nil
            }
            problems += anchorProblems
        }
        return problems
    }

    /// Writes the search shards holding the edited pages, as the whole build makes them.
    private static func writeSearchShards(
        of rendered: Set<String>, live: inout LiveSite, output: StagedOutput
    ) throws(Diagnostic) -> Int {
        let docs = live.docs
        let shards = live.shards
        let touched = Set(
            rendered.compactMap { key in
                docs.isSearched(key)
                    ? docs.locationsByKey[key].map { SiteOutputs.searchShard(ofPage: $0, shards: shards) } : nil
            })
        guard !touched.isEmpty else { return 0 }
        var written = 0
        for shard in touched.sorted() {
            let unread = live.shardPreviews[shard].filter { live.previewEntries[$0] == nil }
            let target = live.target
            for (address, entry) in SiteOutputs.previewSearchEntries(paths: unread, location: { "\(target)/\($0)" }) {
                live.previewEntries[address] = entry
            }
            // As the whole build lists a shard's members: its pages, then the previews by address.
            let extra = live.shardPreviews[shard].compactMap { address in live.previewEntries[address].map { (address, $0) } }
            let members =
                live.shardPages[shard].map(SiteOutputs.SearchMember.page) + extra.indices.map(SiteOutputs.SearchMember.extra)
            let hashes = SiteOutputs.searchEntryHashes(members, summaries: live.summaries, extra: extra, heads: docs.heads)
            let isRecorded = live.cache.searchShards.count == shards && live.cache.searchLayouts.count == shards
            let layout = try writeSearchShard(
                shard, members: members, entryHashes: hashes, summaries: live.summaries,
                extraAddresses: extra.map { $0.0 }, extraEntry: { extra[$0].1 }, heads: docs.heads,
                previous: isRecorded ? live.cache.searchLayouts[shard] : nil, to: output)
            written += 1
            // As the whole build records it, so that its next run keeps this shard unread or splices it.
            if isRecorded {
                live.cache.searchShards[shard] = SiteOutputs.searchShardHash(shard, entryHashes: hashes)
                live.cache.searchLayouts[shard] = layout
            }
        }
        return written
    }
}
