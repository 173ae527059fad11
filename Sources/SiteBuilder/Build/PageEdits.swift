import Diagnostics
import Docs
import Foundation

/// `serve`'s rebuild after edits of pages' text: only the edited pages render, from the site
/// the last build left in memory (``LiveSite``), and only the files whose bytes change are
/// written — the pages, their twins, their search shards, `llms-full.txt`, and the pages whose
/// links to an edited page's anchors broke or mended.
///
/// An edit that can change anything else takes the whole build (`nil` here): a changed front
/// matter or `# Title` (titles, order and visibility show on every page), a page that imports
/// snippets or draws screens (the preview pages are planned from those), a file that is not
/// an existing page, a page that starts or stops showing formulas, or the utility classes'
/// stylesheet gaining or losing its file.
extension SiteBuild {
    /// Rebuilds after the edits at `changed` (absolute paths), or `nil` when they need the whole build.
    ///
    /// - Throws: the edited pages' render errors and broken links or anchors, as the whole
    ///   build would; the output is then as it was, and the next build is a whole one.
    package static func rebuildPages(
        _ changed: [String], options: BuildOptions, session: BuildSession
    ) throws(DiagnosticList) -> Result? {
        guard !options.strict, let live = session.takeLive() else { return nil }
        func wholeBuild() -> Result? {
            session.keepLive(live)
            return nil
        }
        var edits: [Edit] = []
        let now = FileStamp.now()
        for path in changed {
            guard path.hasPrefix(live.folderPrefix), let index = live.pageIndex[String(path.dropFirst(live.folderPrefix.count))]
            else { return wholeBuild() }
            let page = live.docs.pages[index]
            guard let cached = live.cache.pages[page.key], cached.dependencies.isEmpty else { return wholeBuild() }
            // Taken before the read, as a whole build does: an edit during the read shows next time.
            let stamp = FileStamp.of(path)
            guard let source = try? FileReader.read(path) else { return wholeBuild() }
            let hash = ContentHash(source)
            if hash == cached.sourceHash { continue }
            guard let head = try? DocsRendering.readHead(source, path), head == live.docs.sources.writtenHeads[page.key],
                DocsScreen.tags(in: source).isEmpty, DocsScreen.imports(in: source).isEmpty
            else { return wholeBuild() }
            edits.append(Edit(index: index, source: source, hash: hash, stamp: stamp.flatMap { $0.isSettled(now: now) ? $0 : nil }))
        }
        do {
            guard let result = try rebuild(edits, live: live, session: session) else { return wholeBuild() }
            return result
        } catch {
            // The output is as it was. The next build is a whole one: it reports these problems
            // again and, once they are mended, writes every page they stopped.
            session.keep(live.cache, isSaved: session.isSaved)
            throw error
        }
    }

    /// An edited page: its index in the site's pages, its new source, and its file's stamp.
    private struct Edit {
        var index: Int
        var source: [UInt8]
        var hash: ContentHash
        var stamp: FileStamp?
    }

    /// Renders the edited pages, then, when nothing but them and the files made from them
    /// changes, commits them and keeps the updated site in `session`; `nil` otherwise.
    private static func rebuild(_ edits: [Edit], live: LiveSite, session: BuildSession) throws(DiagnosticList) -> Result? {
        guard !edits.isEmpty else {
            session.keepLive(live)
            return Result(filesWritten: 0, warnings: [], changedOutput: false)
        }
        let lock: OutputLock
        let output: StagedOutput
        do {
            lock = try OutputLock(target: live.options.output, waiting: { [options = live.options] in options.waiting?() })
        } catch {
            throw DiagnosticList([error])
        }
        defer { lock.release() }
        do {
            output = try StagedOutput(target: live.options.output, inPlace: true)
        } catch {
            throw DiagnosticList([error])
        }
        do {
            let previous = PreviousBuild(cache: live.cache, folder: live.target)
            var entries: [(index: Int, entry: BuildCache.CachedPage)] = []
            for edit in edits {
                let location = live.docs.pages[edit.index]
                var entry = try live.writer.writePage(
                    location, source: edit.source, sourceHash: edit.hash, resolver: live.resolver, sidebar: live.sidebar,
                    output: output, previous: previous)
                // The KaTeX assets and the preview pages' plan are the whole build's to change.
                guard entry.dependencies.isEmpty, entry.summary.hasMath == live.summaries[edit.index].hasMath else {
                    output.abandon()
                    return nil
                }
                entry.stamp = edit.stamp
                entry.head = live.docs.sources.writtenHeads[location.key]
                entries.append((edit.index, entry))
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
            var next = live
            var problems: [Diagnostic] = []
            for (index, entry) in entries {
                problems += entry.problems
                next.summaries[index] = entry.summary
                next.cache.pages[entry.summary.location.key] = entry
            }
            let rendered = Set(entries.map(\.entry.summary.location.key))
            problems += checkAnchors(rendered: rendered, anchorsChanged: anchorsChanged, live: &next)
            if !live.options.allowBrokenLinks, !problems.isEmpty {
                throw DiagnosticList(DocsPageWriter.sortedUnique(problems))
            }
            var written = entries.count * 2
            written += try writeSearchShards(of: rendered, live: &next, output: output)
            try output.write("llms-full.txt", SiteOutputs.llmsFull(site: next.docs, summaries: next.summaries))
            written += 1
            if let utilityClasses {
                try output.write(UtilityCSS.assetPath, UtilityCSS.stylesheet(for: utilityClasses))
                written += 1
            }
            // As a whole build does: no cache on the disk describes an output being changed.
            BuildCache.remove(output: live.target)
            let kept = next
            let changed = try output.commit(keepingOtherFiles: true) { session.keepLive(kept, isSaved: false) }
            return Result(filesWritten: written, warnings: [], changedOutput: changed)
        } catch {
            output.abandon()
            throw DiagnosticList(Diagnostic.list(from: error, else: .buildFailed, file: live.options.output))
        }
    }

    /// The site's utility classes after the edits, when they differ from the build's; `nil` when the same.
    private static func utilityClasses(after entries: [(index: Int, entry: BuildCache.CachedPage)], live: LiveSite) -> Set<String>? {
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
    private static func checkAnchors(rendered: Set<String>, anchorsChanged: Set<String>, live: inout LiveSite) -> [Diagnostic] {
        let checked =
            anchorsChanged.isEmpty
            ? rendered.sorted().compactMap { live.cache.pages[$0]?.summary }
            : live.summaries.filter { summary in
                rendered.contains(summary.location.key)
                    || summary.linkedAnchors.contains { anchorsChanged.contains($0.anchor.page) }
            }
        let found = live.writer.brokenAnchors(checked, pages: live.cache.pages)
        var problems: [Diagnostic] = []
        for summary in checked {
            let key = summary.location.key
            let anchorProblems = found[key] ?? []
            if live.cache.pages[key]?.anchorProblems != anchorProblems {
                live.cache.pages[key]?.anchorProblems = anchorProblems
                live.cache.pages[key]?.encoded = nil
            }
            problems += anchorProblems
        }
        return problems
    }

    /// Writes the search shards holding the edited pages, as the whole build makes them.
    private static func writeSearchShards(
        of rendered: Set<String>, live next: inout LiveSite, output: StagedOutput
    ) throws(Diagnostic) -> Int {
        let docs = next.docs
        let shards = next.shards
        let shardOf = { (output: String) in
            SiteOutputs.searchShard(of: RelativePath.keptRelative(output), shards: shards)
        }
        let touched = Set(
            rendered.compactMap { key in
                docs.isSearched(key) ? docs.locationsByKey[key].map { shardOf($0.output) } : nil
            })
        guard !touched.isEmpty else { return 0 }
        if next.previewEntries == nil {
            let target = next.target
            next.previewEntries = SiteOutputs.previewSearchEntries(
                paths: next.searchedPreviews, location: { "\(target)/\($0)" })
        }
        var entries: [Int: [[UInt8]]] = [:]
        for summary in next.summaries where docs.isSearched(summary.location.key) {
            let shard = shardOf(summary.location.output)
            guard touched.contains(shard) else { continue }
            entries[shard, default: []].append(
                summary.searchEntry.isEmpty
                    ? SiteOutputs.searchEntry(summary, head: docs.heads[summary.location.key]) : summary.searchEntry)
        }
        for (address, entry) in next.previewEntries ?? [] {
            let shard = SiteOutputs.searchShard(of: address, shards: next.shards)
            if touched.contains(shard) { entries[shard, default: []].append(entry) }
        }
        var written = 0
        for shard in touched.sorted() {
            for file in SiteOutputs.searchShardFiles(shard, entries: entries[shard] ?? []) {
                try output.write(file.path, file.bytes)
                written += 1
            }
        }
        return written
    }
}
