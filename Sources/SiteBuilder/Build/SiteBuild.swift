import APIReference
import Diagnostics
import Dispatch
import Docs
import Foundation
import Locking
import ScreenPreview
import Templates

/// `preflight build`: reads the content folder and writes the whole site, atomically.
///
/// Order: previews first (on every core), then the docs pages (on every core, links checked
/// against everything written), then the site-wide files; the staging folder replaces the
/// output only when all of it succeeded. After an earlier build, only the files whose bytes
/// changed are staged, then moved into the output under a journal (see ``StagedOutput``).
package enum SiteBuild {
    /// What a finished build did.
    package struct Result: Sendable {
        package var filesWritten: Int
        package var warnings: [Diagnostic]
        /// Whether any file of the output changed: `serve` reloads the open pages only then.
        package var changedOutput = true
        /// What became of the docs' pages; nil when the build found nothing changed.
        package var pages: PageCounts?
    }

    /// What became of a build's docs pages.
    package struct PageCounts: Sendable, Equatable {
        /// Rendered from their Markdown.
        package var rendered = 0
        /// Dressed again around their bodies as the output held them: only their
        /// surroundings changed (see ``PageFrame``).
        package var dressed = 0
        /// Kept as the previous build left them.
        package var kept = 0
    }

    /// Builds the site described by `options`.
    ///
    /// - Throws: every error found in the content or templates; the previous output is then
    ///   left exactly as it was and no temporary folder remains. A `--base-url` that is not an
    ///   http(s) address is `invalid_base_url`, found before anything is read or written.
    ///
    /// - Parameter session: what `serve` keeps between its builds: the previous build's cache
    ///   is then taken from memory rather than the disk, and the new one is kept there, to be
    ///   saved by ``BuildSession/saveCache()`` once the reload is sent.
    package static func run(_ options: BuildOptions, session: BuildSession? = nil) throws(DiagnosticList) -> Result {
        do {
            try OutputGuard.check(
                output: options.output, content: options.content, templates: options.templates, force: options.force)
            // Checked first, so a bad address never reaches a file.
            if let baseURL = options.baseURL { try BaseURL.validate(baseURL) }
        } catch {
            throw DiagnosticList([error])
        }
        // Held until the commit is over: from here on this build reads and writes the output.
        let lock: OutputLock
        do {
            lock = try OutputLock(target: options.output, waiting: { options.waiting?() })
        } catch {
            throw DiagnosticList([error])
        }
        defer { lock.release() }
        let target = AbsolutePath.of(options.output)
        // Nothing changed on either side since the last build: its output is this one's.
        let unchanged = options.incremental && session == nil ? UnchangedBuild.check(options, target: target) : nil
        let inputs = unchanged?.inputs
        if let record = unchanged?.unchanged {
            if options.strict && !record.warnings.isEmpty { throw DiagnosticList(record.warnings.map(\.asError)) }
            return Result(filesWritten: record.filesWritten, warnings: record.warnings)
        }
        UnchangedBuild.remove(output: target)
        // A whole build reads the site again: what `serve` kept of the last one is only a cache now.
        session?.dropLive()
        // The previous build's cache, when this one may reuse its output: its files are then
        // kept in place and only the changed ones staged; otherwise a whole new folder is
        // staged. Pages whose files it saw unchanged are not even read. Decoded from the disk
        // while the content is read and listed.
        let loading = options.incremental && session == nil ? BackgroundValue { BuildCache.load(output: target) } : nil
        // Read to its end before the lock is let go, even by a build that fails: another build
        // may then rewrite the cache's files.
        defer { _ = loading?.value }
        // The output as it is, listed meanwhile too: an incremental build keeps what it can of it.
        // Started once the cache is taken (below), as the parsing of the templates is.
        let listing =
            options.incremental && session == nil
            ? BackgroundValue.startingLater { StagedOutput.recoveredListing(of: target) } : nil
        // Its recovery of an interrupted commit is over before the lock is let go, whatever happens.
        defer { _ = listing?.value }
        // Parsed while the docs are read; its errors still come before theirs, as when it was first.
        let templatesLoading = BackgroundValue.startingLater { [templates = options.templates] in
            Swift.Result { () throws(DiagnosticList) in try TemplateSet.load(folder: templates) }
        }
        var cached: BuildCache?
        var isCacheTaken = false
        func takeCache() {
            guard !isCacheTaken else { return }
            isCacheTaken = true
            // Started once the cache is decoded, which the reading of the pages waits for:
            // started with the build, on a machine of two cores, they took a core from the
            // decoding, and an edit's build waited the longer for it.
            defer {
                listing?.start()
                templatesLoading.start()
            }
            guard options.incremental else { return }
            if let loading {
                cached = loading.value
            } else if let session {
                cached = session.cache(output: target) ?? BuildCache.load(output: target)
            }
        }
        let content = try SiteContent.load(from: options.content)
        let docs: DocsSite?
        do {
            docs = try DocsSite.load(
                content: options.content, allowBrokenLinks: options.allowBrokenLinks, readHead: DocsRendering.readHead,
                known: { () -> DocsSite.KnownPage? in
                    takeCache()
                    guard let cache = cached else { return nil }
                    return { location, stamp in cache.known(location, stamp: stamp) }
                }, stamped: unchanged?.pages,
                specOutlines: {
                    takeCache()
                    // Read by another binary, a spec may read differently.
                    guard let cache = cached, cache.binary == BuildKeys.binary else { return [:] }
                    return cache.specOutlines
                })
        } catch {
            _ = try templatesLoading.value.get()
            throw error
        }
        let templates = try templatesLoading.value.get()
        takeCache()
        var rendering = DocsRendering(contentFolder: options.content)
        rendering.api = docs?.api
        rendering.variables = docs?.config.variables
        rendering.diagrams = docs.map { DiagramLibrary.prepared(for: $0, keepsDrawings: options.incremental) }
        rendering.math = docs.map {
            MathLibrary.prepared(for: $0, content: options.content, keepsResults: options.incremental)
        }
        // Every screen the docs draw links to its full preview, planned before any page renders.
        let previewLinks = docs.map { PreviewLinks.plan(for: $0, content: content, contentFolder: options.content) }
        rendering.previewLinks = previewLinks
        let siteName = docs?.config.name ?? "Preflight"
        var chrome = docs.map { SiteChrome.make(site: $0, baseURL: options.baseURL, rendering: rendering) } ?? .empty
        chrome.hasCatalogs = !content.catalogs.isEmpty
        // A banner or 404 description that does not render is the author's to fix, like a page.
        let chromeErrors = chrome.diagnostics.filter { $0.severity == .error }
        if !chromeErrors.isEmpty { throw DiagnosticList(chromeErrors) }
        let output: StagedOutput
        do {
            let listed = listing?.value.listing
            let isSite = FileManager.default.fileExists(atPath: "\(target)/\(OutputGuard.markerName)")
            output = try StagedOutput(target: options.output, inPlace: cached != nil && isSite, listed: listed)
        } catch {
            throw DiagnosticList([error])
        }
        do {
            let templatesKey = BuildKeys.templates(folder: options.templates)
            var sharedPreviewKey = BuildKeys.previewsShared(
                templates: templatesKey, content: options.content, siteName: siteName, baseURL: options.baseURL,
                config: docs?.config.sourceHash ?? ContentHash())
            // The chrome's other inputs: a screen in a banner links to its target, and the
            // header shows the previews when there are catalogs.
            if let previewLinks { sharedPreviewKey.combine(previewLinks.key.value) }
            sharedPreviewKey.combine(chrome.hasCatalogs ? "catalogs" : "")
            var sitePages = SitePages(content: content, templates: templates, siteName: siteName)
            sitePages.chrome = chrome
            sitePages.docsScreens = previewLinks?.extras ?? []
            sitePages.sharedKey = sharedPreviewKey
            let pages = sitePages
            var jobs = pages.jobs()
            if docs?.locationsByKey["index"] == nil {
                jobs.append(PageJob(path: "index.html") { () throws(Diagnostic) in try pages.previewsIndex(root: "./") })
            }
            let previous = cached.map { PreviousBuild(cache: $0, folder: output.target) }
            var previewKey = BuildKeys.previews(shared: sharedPreviewKey, files: content.hashes)
            if let previewLinks { previewKey.combine(previewLinks.sourcesKey.value) }
            let progress = Progress(total: jobs.count + (docs?.pages.count ?? 0), report: options.progress)
            let keptPreviews = keepPreviews(jobs, key: previewKey, previous: previous, output: output)
            try run(jobs.filter { !keptPreviews.contains($0.path) }, into: output, progress: progress)
            progress.advance(by: keptPreviews.count)
            var warnings = content.warnings + templates.missingPartials + chrome.diagnostics
            var files = Set(jobs.map(\.path))
            files.formUnion(try writeAssets(templates: options.templates, to: output))
            var written = files.count

            var cache = BuildCache(
                output: output.target, siteKey: ContentHash(), previewKey: previewKey, previewFiles: jobs.map(\.path), pages: [:])
            for job in jobs { cache.previewPageKeys[job.path] = job.key }
            // Whether `cache` has the previous one's inputs, once its pages are known: asked twice.
            var sameInputs: Bool?
            // What `serve` keeps to render an edited page alone (see ``rebuildPages(_:options:session:)``).
            var live: LiveSite?
            // The pages' part of the cache to store, made while the site-wide files are written:
            // those only complete its first fields. Waited for however the build ends.
            var pageCounts: PageCounts?
            var storingPages: BackgroundValue<BuildCache.StoredPages?>?
            defer { _ = storingPages?.value }
            if let docs {
                let feeds = DocsPageWriter.feedPaths(docs, baseURL: options.baseURL)
                // Redirect pages are left out: a link to a redirect's source is checked, and
                // written, where the redirect leads.
                let otherFiles = files.union(["404.html", "llms.txt", "llms-full.txt"]).union(feeds)
                let navigationBodies = NavigationBodies.make(site: docs, previous: cached?.navigationBodies)
                var keys = BuildKeys.docs(
                    templates: templatesKey, site: docs, navigation: navigationBodies, siteName: siteName,
                    otherFiles: otherFiles, baseURL: options.baseURL)
                if let previewLinks {
                    keys.site.combine(previewLinks.key.value)
                    keys.bodies.combine(previewLinks.key.value)
                }
                let siteKey = keys.site
                var writer = DocsPageWriter(
                    site: docs, templates: templates, siteName: siteName, otherFiles: otherFiles, render: rendering.render)
                writer.chrome = chrome
                // The same pages' bodies in new surroundings (a page retitled, or added): each
                // unchanged page is dressed again around its body rather than rendered, if its
                // links resolve as they did.
                let sameSite = previous?.cache.siteKey == siteKey
                let sameBodies = !sameSite && previous?.cache.bodiesKey == keys.bodies
                // An image, or a page outside the navigation, added or removed changes `files`
                // alone: pages are kept as they are, each whose links resolve as they did.
                let changedLinks =
                    sameSite ? previous?.cache.filesKey != keys.files : previous?.cache.linksKey != keys.links
                let result = try writer.write(
                    to: output, allowBrokenLinks: options.allowBrokenLinks, previous: sameSite ? previous : nil,
                    redressing: sameBodies ? previous : nil, checkingLinks: changedLinks,
                    progress: { progress.advance(by: $0) })
                pageCounts = result.counts
                if options.endsProcess { ExitLeftovers.keep(result, writer) }
                warnings += docs.warnings + result.warnings
                if let notice = rendering.diagrams?.notice(folder: docs.folder) { warnings.append(notice) }
                if let math = rendering.math {
                    if let notice = math.notice(folder: docs.folder) { warnings.append(notice) }
                    written += try math.writeAssets(for: result.summaries, to: output)
                }
                cache.siteKey = siteKey
                cache.bodiesKey = keys.bodies
                cache.linksKey = keys.links
                cache.filesKey = keys.files
                cache.navigationBodies = navigationBodies
                cache.pages = result.cache
                cache.orderedKeys = docs.pages.map(\.key)
                cache.loadedIndex = cached?.loadedIndex ?? []
                sameInputs = cached.map(cache.hasSameInputs) == true
                if session == nil && options.incremental && sameInputs != true {
                    storingPages = BackgroundValue { [cache] in cache.storedPages }
                }
                // Every page and preview as the previous build had them: the site-wide files
                // made from them are the output's already, and are not made again.
                let keepsOutputs =
                    output.isInPlace && rendering.diagrams?.hasUndrawn != true && rendering.math?.hasUnrendered != true
                    && sameInputs == true
                // Samples that do not compile are warnings here (errors in `lint`, or with --strict).
                warnings += SiteSamples.check(
                    settings: docs.config.settings, configFile: docs.configFile,
                    pages: docs.pages.map { "\(docs.folder)/\($0.source)" }
                ).map {
                    var warning = $0
                    warning.severity = .warning
                    return warning
                }
                written += result.summaries.count * 2 + feeds.count
                // The docs' own screens are found on their pages, not again in search.
                let searched = jobs.map(\.path).filter { !(previewLinks?.extraPaths.contains($0) ?? false) }
                let siteWide = try writeDocsOutputs(
                    docs, summaries: result.summaries, previews: searched, madeFiles: files, baseURL: options.baseURL,
                    siteKey: siteKey, filesKey: keys.files, to: output, previous: cached,
                    keptPreviews: keptPreviews,
                    keepingExisting: keepsOutputs)
                written += siteWide.count
                cache.searchShards = siteWide.searchShards
                cache.previewSearchHashes = siteWide.previewSearchHashes
                cache.searchLayouts = siteWide.searchLayouts
                cache.llmsFull = siteWide.llmsFull
                cache.llmsText = siteWide.llmsText
                cache.staticFiles = siteWide.staticFiles
                cache.specOutlines = docs.api.library.outlines
                if session != nil {
                    live = LiveSite(
                        options: options, target: output.target, docs: docs, writer: writer, summaries: result.summaries,
                        cache: cache, searchedPreviews: searched.filter { $0 != "index.html" },
                        hasUnmade: { [rendering] in
                            rendering.diagrams?.hasUndrawn == true || rendering.math?.hasUnrendered == true
                        })
                }
            }
            try output.write(
                "404.html", try notFoundPage(templates: templates, siteName: siteName, baseURL: options.baseURL, chrome: chrome))
            written += 1
            if options.strict && !warnings.isEmpty { throw DiagnosticList(warnings.map(\.asError)) }
            // The cache describes the site the output holds: none while that is undecided, and
            // the new one's once the commit is sure to finish (a journal finishes it if need be).
            // One that would be stored as it is stays. None is kept when diagrams went undrawn
            // or formulas untypeset, so their pages render again once the tools are there.
            let undrawn = rendering.diagrams?.hasUndrawn == true || rendering.math?.hasUnrendered == true
            let keeps = options.incremental && !undrawn
            // (The static files' stamps are found as they are copied, after `sameInputs`; the
            // specs' outlines are the same when their files are.)
            let isSame =
                keeps && (sameInputs ?? cached.map(cache.hasSameInputs) ?? false)
                && cache.staticFiles == cached?.staticFiles && cache.specOutlines == cached?.specOutlines
            if let session {
                // Kept in memory for the next build; saved once the reload is sent.
                if !isSame { BuildCache.remove(output: output.target) }
                let changed = try output.commit {
                    if keeps, let live {
                        session.keepLive(live, isSaved: isSame)
                    } else {
                        session.keep(keeps ? cache : nil, isSaved: isSame)
                    }
                }
                return Result(filesWritten: written, warnings: warnings, changedOutput: changed, pages: pageCounts)
            }
            // Completed (its pages' part made already, its fields now) and written under
            // temporary names while the commit lists its changes and writes its journal; put in
            // place while it moves the files in (a process killed in between leaves no cache:
            // the next build finishes the commit from the journal, then renders every page).
            let preparing =
                keeps && !isSame
                ? BackgroundValue { [cache, storingPages] () -> [BuildCache.PendingSave] in
                    let stored = cache.stored(storingPages.map(\.value) ?? cache.storedPages)
                    // The output's listing as this build found it, for the next to check
                    // folder by folder: kept with the cache, whose pages it serves.
                    return [cache.prepareSave(stored), listing?.value.snapshot?.prepareSave(output: target)]
                        .compactMap { $0 }
                }
                : nil
            if !isSame { BuildCache.remove(output: output.target) }
            var saving: BackgroundValue<Bool>?
            // Put in place before the lock is let go, however the commit ends; discarded when
            // it is not decided.
            defer {
                if let saving {
                    _ = saving.value
                } else if let preparing {
                    for pending in preparing.value { pending.discard() }
                }
            }
            // The output's fingerprint as the build found it, for a build that records the one it
            // leaves: the commit then finds what it changes of it.
            let found = keeps && inputs != nil ? unchanged?.output : nil
            try output.commit(findsChange: found != nil) {
                if let preparing {
                    saving = BackgroundValue {
                        for pending in preparing.value { pending.publish() }
                        return true
                    }
                }
            }
            if keeps, let inputs {
                // The output as the commit left it: what it changed added to the fingerprint
                // the build found, when it could tell; else stamped whole.
                let left = found.flatMap { base in output.committedChange.map { base + $0 } } ?? UnchangedBuild.output(target)
                UnchangedBuild.save(
                    .init(inputs: inputs, output: left, filesWritten: written, warnings: warnings), output: target)
            }
            if options.endsProcess {
                // The background values too: a worker thread's allocations freed here give its
                // whole malloc heap back to the system page by page (megabytes at 5,000 pages).
                ExitLeftovers.keep(
                    cache, cached as Any, previous as Any, docs as Any, output, content, templates, pages, rendering,
                    loading as Any, listing as Any, storingPages as Any, preparing as Any, saving as Any)
            }
            return Result(filesWritten: written, warnings: warnings, pages: pageCounts)
        } catch {
            output.abandon()
            throw DiagnosticList(Diagnostic.list(from: error, else: .buildFailed, file: options.output))
        }
    }

    /// The previews, reviews and index linked from the previous build, by path: all of them
    /// when nothing they depend on changed (`key`, the whole), else each page whose own key
    /// (``PageJob/key``) is the one that build recorded for its path: an edited state makes
    /// its own previews and the pages that list every state, not every preview.
    private static func keepPreviews(
        _ jobs: [PageJob], key: ContentHash, previous: PreviousBuild?, output: StagedOutput
    ) -> Set<String> {
        guard let previous else { return [] }
        let paths = jobs.map(\.path)
        if previous.cache.previewKey == key, previous.cache.previewFiles == paths {
            for path in paths where !output.link(existing: "\(previous.folder)/\(path)", as: path) {
                return []
            }
            return Set(paths)
        }
        var kept: Set<String> = []
        for job in jobs {
            guard let key = job.key, previous.cache.previewPageKeys[job.path] == key,
                output.link(existing: "\(previous.folder)/\(job.path)", as: job.path)
            else { continue }
            kept.insert(job.path)
        }
        return kept
    }

    /// Renders and writes independent pages on every core, stopping at the first page whose
    /// template passes a render limit.
    private static func run(_ jobs: [PageJob], into output: StagedOutput, progress: Progress) throws(DiagnosticList) {
        let failures = Locked<[Int: Diagnostic]>([:])
        let stop = TemplateLimitStop()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            defer { progress.advance(by: 1) }
            guard stop.allows(index) else { return }
            do throws(Diagnostic) {
                try output.write(jobs[index].path, try jobs[index].render())
            } catch {
                failures.withLock { $0[index] = error }
                stop.record([error], turn: index)
            }
        }
        let kept = failures.withLock { $0 }.filter { index, _ in stop.stoppedAt.map { index <= $0 } ?? true }
        let errors = kept.sorted { $0.key < $1.key }.map(\.value).sorted { ($0.file ?? "") < ($1.file ?? "") }
        if !errors.isEmpty { throw DiagnosticList(errors) }
    }

    /// How many static files one job copies or keeps (see ``writeDocsOutputs``).
    private static let staticFilesPerJob = 32

    /// What ``writeDocsOutputs(_:summaries:previews:madeFiles:baseURL:siteKey:filesKey:to:previous:keptPreviews:keepingExisting:)``
    /// wrote: the files' number, and what the cache keeps of the search index and llms-full.txt.
    private struct SiteWideFiles: Sendable {
        var count = 0
        var searchShards: [ContentHash] = []
        var searchLayouts: [SplicedLayout?] = []
        var previewSearchHashes: [String: ContentHash] = [:]
        var llmsFull: SplicedLayout?
        var llmsText: ContentHash?
        var redirectFiles = 0
        var staticFiles: [String: StaticCopy] = [:]
    }

    /// Search index, llms files, sitemap, the utility stylesheet, the redirect pages and the
    /// docs folder's static files, made and written at the same time on every core: each is
    /// made from every page, after the pages.
    ///
    /// After an earlier build (`previous`), a shard of the search index whose entries' hashes
    /// are as that build left them is kept unmade and unread; the other shards and
    /// llms-full.txt keep their unchanged entries and pages' sections of the output's files,
    /// copied rather than made (``SplicedFile``); llms.txt is kept unmade when its key
    /// (``SiteOutputs/llmsTextKey(site:siteKey:)``) is that build's, the redirect pages when
    /// the site key and `filesKey` are (a redirect is written where no page or file is).
    ///
    /// - Parameters:
    ///   - keptPreviews: the previews and reviews kept as the previous build made them, whose
    ///     search entries' hashes that build recorded still hold.
    ///   - keepingExisting: every input is as the previous build into this output had it, so
    ///     each of these files that the output holds is kept as it is, unmade.
    private static func writeDocsOutputs(
        _ docs: DocsSite, summaries: [DocsPageWriter.Summary], previews: [String], madeFiles: Set<String>, baseURL: String?,
        siteKey: ContentHash, filesKey: ContentHash,
        to output: StagedOutput, previous: BuildCache?, keptPreviews: Set<String>, keepingExisting: Bool = false
    ) throws(Diagnostic) -> SiteWideFiles {
        let kept: @Sendable ([String]) -> Bool = { paths in keepingExisting && paths.allSatisfy { output.keep($0) } }
        // Every page is searched unless one is hidden: then the summaries are taken as they
        // are, not copied one by one, each of their parts retained again.
        let searched =
            docs.navigation.hidden.isEmpty ? summaries : summaries.filter { docs.isSearched($0.location.key) }
        let previewPaths = previews.filter { $0 != "index.html" }
        let shards = SiteOutputs.searchShardCount(entries: searched.count + previewPaths.count)
        let searchPaths = SiteOutputs.searchIndexPaths(shards: shards)
        let made = Locked(SiteWideFiles())
        // The longest first, llms-full.txt (a copy of megabytes, after an edit): the calling
        // thread starts on it while the other cores take the rest as they come free.
        var jobs: [@Sendable () throws -> Void] = [
            {
                // The author's own is copied with the static files.
                guard !docs.authoredOutputs.contains("llms-full.txt") else { return }
                if kept(["llms-full.txt"]), let layout = previous?.llmsFull {
                    return made.withLock { $0.llmsFull = layout }
                }
                let layout = try writeLlmsFull(docs, summaries: summaries, previous: previous?.llmsFull, to: output)
                made.withLock { $0.llmsFull = layout }
            },
            {
                if kept(searchPaths), let previous, previous.searchShards.count == shards {
                    return made.withLock {
                        $0.searchShards = previous.searchShards
                        $0.searchLayouts = previous.searchLayouts
                        $0.previewSearchHashes = previous.previewSearchHashes
                    }
                }
                let index = try writeSearchIndex(
                    searched, heads: docs.heads, previews: previewPaths,
                    knownPreviews: previous?.previewSearchHashes.filter { keptPreviews.contains($0.key) } ?? [:],
                    shards: shards,
                    previous: previous, to: output)
                made.withLock {
                    $0.searchShards = index.hashes
                    $0.searchLayouts = index.layouts
                    $0.previewSearchHashes = index.previewHashes
                }
            },
            {
                guard !docs.authoredOutputs.contains("llms.txt") else { return }
                // Its titles, descriptions and links change with few edits: most keep it.
                let key = SiteOutputs.llmsTextKey(site: docs, siteKey: siteKey)
                made.withLock { $0.llmsText = key }
                // (Its key covers what `keepingExisting` vouches for, so it alone decides.)
                if previous?.llmsText == key && output.keep("llms.txt") { return }
                try output.write("llms.txt", SiteOutputs.llmsText(site: docs, baseURL: baseURL))
            },
        ]
        let redirects = docs.config.settings.redirects
        if !redirects.isEmpty {
            jobs.append {
                let count = try Redirects.write(
                    redirects, site: docs, baseURL: baseURL,
                    keepingExisting: previous?.siteKey == siteKey && previous?.filesKey == filesKey,
                    to: output)
                made.withLock { $0.redirectFiles = count }
            }
        }
        let utilityClasses = Set(summaries.flatMap(\.utilityClasses))
        if !utilityClasses.isEmpty {
            jobs.append {
                guard !kept([UtilityCSS.assetPath]) else { return }
                try output.write(UtilityCSS.assetPath, UtilityCSS.stylesheet(for: utilityClasses))
            }
        }
        if let baseURL {
            jobs.append {
                guard !kept(["sitemap.xml"]) else { return }
                try output.write(
                    "sitemap.xml",
                    SiteOutputs.sitemap(
                        paths: docs.pages.filter { docs.isIndexed($0.key) }.map(\.output), baseURL: baseURL))
            }
        }
        // Before any of their stamps is taken: the walk of the content took those of the sources.
        let now = min(FileStamp.now(), docs.staticStampsTakenAfter ?? .max)
        // The static files in runs, a job each: a job for every file (a closure holding the
        // site, a lock taken for each result) cost more than keeping the file on an edit. One
        // at a path this build writes itself (a page, the previews, the assets, the search
        // index…) is left out, so that neither wins by chance.
        var ownPaths = madeFiles.union([OutputGuard.markerName, "404.html", "index.html"])
        ownPaths.formUnion(searchPaths)
        if baseURL != nil { ownPaths.insert("sitemap.xml") }
        if !utilityClasses.isEmpty { ownPaths.insert(UtilityCSS.assetPath) }
        let isOwn = { (file: String) in
            ownPaths.contains(file)
                || (file.hasSuffix(DocLocation.outputSuffix)
                    && docs.locationsByKey[String(file.dropLast(DocLocation.outputSuffix.count))] != nil)
        }
        let folder = docs.folder
        let staticFiles =
            docs.staticFiles.contains(where: isOwn) ? docs.staticFiles.filter { !isOwn($0) } : docs.staticFiles
        let staticStamps = docs.staticStamps
        let knownCopies = previous?.staticFiles ?? [:]
        for start in stride(from: 0, to: staticFiles.count, by: staticFilesPerJob) {
            let files = staticFiles[start..<min(start + staticFilesPerJob, staticFiles.count)]
            jobs.append {
                var copies: [(file: String, copy: StaticCopy)] = []
                for file in files {
                    let copy = try output.copy(
                        "\(folder)/\(file)", as: file, sourceStamp: staticStamps[file], known: knownCopies[file],
                        settledBy: now)
                    if let copy { copies.append((file, copy)) }
                }
                made.withLock { made in
                    for (file, copy) in copies { made.staticFiles[file] = copy }
                }
            }
        }
        let failures = Locked<[Int: Diagnostic]>([:])
        let allJobs = jobs
        DispatchQueue.concurrentPerform(iterations: allJobs.count) { index in
            do {
                try allJobs[index]()
            } catch {
                let found = Diagnostic.list(from: error, else: .buildFailed, file: output.target).first
                failures.withLock { $0[index] = found ?? Diagnostic(.buildFailed, "\(error)", file: output.target) }
            }
        }
        if let first = failures.withLock({ $0.sorted { $0.key < $1.key }.first?.value }) { throw first }
        var result = made.withLock { $0 }
        result.count =
            searchPaths.count + 2 - docs.authoredOutputs.count + (baseURL == nil ? 0 : 1) + (utilityClasses.isEmpty ? 0 : 1)
            + staticFiles.count + result.redirectFiles
        return result
    }

    /// The search index's files; returns each shard's hash and layout. A shard whose hash is
    /// the one the previous build left (its number's) is kept as the output holds it, its
    /// entries neither joined nor read; another is spliced from the output's file where that
    /// build's layout still describes it, so that only its changed entries are made (see
    /// ``SplicedFile``).
    private static func writeSearchIndex(
        _ searched: [DocsPageWriter.Summary], heads: [String: DocHead], previews: [String],
        knownPreviews: [String: ContentHash], shards: Int, previous: BuildCache?, to output: StagedOutput
    ) throws(Diagnostic) -> SearchIndexFiles {
        let members = SiteOutputs.searchShardMembers(searched, extra: previews, shards: shards)
        try output.write(SiteOutputs.shardCountPath, SiteOutputs.shardCountScript(shards))
        let previousHashes = previous?.searchShards.count == shards ? previous?.searchShards ?? [] : []
        let previousLayouts = previous?.searchLayouts.count == shards ? previous?.searchLayouts ?? [] : []
        var made = SearchIndexFiles()
        let location = output.currentPath(of:)
        for number in 0..<shards {
            let pages = members.pages[number].map(SiteOutputs.SearchMember.page)
            // Previews and reviews are found too, from the pages written before the docs: each
            // read back only when the previous build's hash of its entry does not hold (its
            // page was made again), or when its section of a shard to make is made.
            var read: [String: [UInt8]] = [:]
            var previewHashes: [(address: String, hash: ContentHash)] = []
            for address in members.extra[number] {
                if let hash = knownPreviews[address] {
                    previewHashes.append((address, hash))
                } else if let entry = SiteOutputs.previewSearchEntry(at: address, location: location) {
                    read[address] = entry
                    previewHashes.append((address, ContentHash(entry)))
                }
            }
            let entryHashes =
                SiteOutputs.searchEntryHashes(pages, summaries: searched, extra: [], heads: heads) + previewHashes.map(\.hash)
            for (address, hash) in previewHashes { made.previewHashes[address] = hash }
            let hash = SiteOutputs.searchShardHash(number, entryHashes: entryHashes)
            made.hashes.append(hash)
            let layout = previousLayouts.isEmpty ? nil : previousLayouts[number]
            let path = SiteOutputs.searchShardPath(number)
            if !previousHashes.isEmpty, previousHashes[number] == hash, output.keep(path) {
                made.layouts.append(layout)
                continue
            }
            let addresses = previewHashes.map(\.address)
            made.layouts.append(
                try writeSearchShard(
                    number, members: pages + addresses.indices.map(SiteOutputs.SearchMember.extra), entryHashes: entryHashes,
                    summaries: searched, extraAddresses: addresses,
                    extraEntry: { index in
                        // A page kept from the previous build, whose file is there: its entry as it reads
                        // (one that cannot be read: its address alone).
                        let address = addresses[index]
                        return read[address] ?? SiteOutputs.previewSearchEntry(at: address, location: location)
                            ?? SiteOutputs.previewSearchEntry([], path: address)
                    }, heads: heads, previous: layout, to: output))
        }
        return made
    }

    /// What ``writeSearchIndex(_:heads:previews:knownPreviews:shards:previous:to:)`` made: each
    /// shard's hash and layout, and the hashes of the previews' entries by address.
    private struct SearchIndexFiles {
        var hashes: [ContentHash] = []
        var layouts: [SplicedLayout?] = []
        var previewHashes: [String: ContentHash] = [:]
    }

    /// Shard `number` of the search index, spliced from the output's file where `previous` (its
    /// layout) still describes it, so that only its changed entries are made (``SplicedFile``);
    /// returns its layout. The whole build and `serve`'s edits write shards so alike.
    static func writeSearchShard(
        _ number: Int, members: [SiteOutputs.SearchMember], entryHashes: [ContentHash],
        summaries: [DocsPageWriter.Summary], extraAddresses: [String], extraEntry: (Int) -> [UInt8],
        heads: [String: DocHead], previous: SplicedLayout?, to output: StagedOutput
    ) throws(Diagnostic) -> SplicedLayout? {
        let addresses = members.map { member in
            switch member {
            case .page(let index): RelativePath.keptRelative(summaries[index].location.output)
            case .extra(let index): extraAddresses[index]
            }
        }
        let sections = SiteOutputs.searchShardSections(number, addresses: addresses, entryHashes: entryHashes)
        let spare = SpareFile(path: BuildCache.file(for: output.target) + ".search-\(number).js")
        return try SplicedFile.write(
            SiteOutputs.searchShardPath(number), sections: sections, previous: previous, spare: spare,
            sizeHint: members.count * 4096, to: output
        ) { position, bytes in
            SiteOutputs.appendSearchShardSection(
                number, position: position, count: sections.count,
                entry: {
                    switch members[position - 1] {
                    case .page(let index): SiteOutputs.searchEntryBytes(summaries[index], heads: heads)
                    case .extra(let index): extraEntry(index)
                    }
                },
                to: &bytes)
        }
    }

    /// llms-full.txt; returns its layout for the next build. With the previous build's layout,
    /// and the output's file as that build left it, the sections whose hash is unchanged are
    /// copied from that file and only the others are made (see ``SplicedFile``).
    static func writeLlmsFull(
        _ docs: DocsSite, summaries: [DocsPageWriter.Summary], previous: SplicedLayout?, to output: StagedOutput
    ) throws(Diagnostic) -> SplicedLayout? {
        let sections = SiteOutputs.llmsFullSections(site: docs, summaries: summaries)
        return try SplicedFile.write(
            "llms-full.txt", sections: sections.map { SplicedFile.Section(key: $0.key, hash: $0.hash) }, previous: previous,
            spare: SpareFile(path: BuildCache.file(for: output.target) + ".llms-full.txt"), sizeHint: summaries.count * 8192,
            to: output
        ) { position, bytes in
            SiteOutputs.appendLlmsFullSection(sections[position], site: docs, summaries: summaries, to: &bytes)
        }
    }

    /// The stylesheet and scripts: `templates/assets/` (or the built-in ones) and the screen's.
    private static func writeAssets(templates: String?, to output: StagedOutput) throws(Diagnostic) -> Set<String> {
        var written: Set<String> = []
        let folder = templates ?? "templates"
        if FileReader.isDirectory(folder) {
            let assets = "\(folder)/assets"
            for file in FileReader.files(under: assets, extensions: nil) {
                let path = "assets/\(file.dropFirst(assets.count + 1))"
                try output.copy(file, as: path)
                written.insert(path)
            }
        } else {
            for (path, text) in TemplateSet.builtInAssets {
                try output.write(path, text)
                written.insert(path)
            }
        }
        try output.write("assets/screen.css", ScreenAssets.stylesheet)
        try output.write("assets/screen.js", ScreenAssets.script)
        try output.write("assets/api.css", APIReferenceAssets.stylesheet)
        try output.write("assets/api.js", APIReferenceAssets.script)
        written.formUnion(["assets/screen.css", "assets/screen.js", "assets/api.css", "assets/api.js"])
        return written
    }

    /// `404.html`: servers show it at any depth, so its links start at the site's root.
    private static func notFoundPage(
        templates: TemplateLibrary, siteName: String, baseURL: String?, chrome: SiteChrome
    ) throws(Diagnostic) -> [UInt8] {
        var root = "/"
        if let baseURL, let url = URL(string: baseURL), !url.path.isEmpty {
            root = url.path.hasSuffix("/") ? url.path : url.path + "/"
        }
        let settings = chrome.settings
        let title = settings.notFoundTitle ?? "Page not found"
        let body = try templates.render(
            "404",
            [
                "root": .string(root), "title": .string(title),
                "description": settings.notFoundDescription.map(TemplateValue.string) ?? .null,
                "descriptionHTML": chrome.notFoundHTML.map {
                    .string($0.replacingOccurrences(of: SiteChrome.rootMark, with: root))
                } ?? .null,
            ])
        var values: [String: TemplateValue] = [
            "title": .string(title), "siteName": .string(siteName), "body": .string(body), "root": .string(root),
            "language": "en", "noindex": true,
        ]
        for (key, value) in chrome.values(root: root, pagePath: "/404") where values[key] == nil { values[key] = value }
        // A site of catalogs only has no docs to link to or search.
        if !chrome.hasDocs { values["noDocs"] = true }
        // `errors.404.redirect`: readers who reach a missing page land on the start page.
        if settings.notFoundRedirect { values["refresh"] = .string("\(root)index.html") }
        return try templates.renderBytes("page", .object(values))
    }
}
