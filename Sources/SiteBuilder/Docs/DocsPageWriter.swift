import Diagnostics
import Dispatch
import Locking
import Templates

/// Renders and writes every docs page on every core, keeping only a compact summary of each:
/// its anchors, the anchors it links to, and what the search index and llms files need.
struct DocsPageWriter: Sendable {
    let site: DocsSite
    let templates: TemplateLibrary
    let siteName: String
    /// Output files other than docs pages that links may point at (previews, assets, …).
    let otherFiles: Set<String>
    let render: @Sendable (_ source: [UInt8], _ file: String, _ words: [String: String]) throws -> RenderedDoc
    /// What docs.json's settings put around every page.
    var chrome = SiteChrome.empty

    // `Summary`, what remains of a page once it is written: PageSummary.swift.

    /// A link to an anchor on a docs page, checked once every page's ids are known.
    struct LinkedAnchor: Sendable {
        var anchor: LinkResolver.Anchor
        var href: String
        /// The snippet the link is written in; nil when it is in the page itself.
        var file: String?
        var position: SourcePosition?
    }

    /// What writing the pages gives back: each page's summary, the warnings, and what the
    /// written site remembers for the next build.
    struct Written: Sendable {
        var summaries: [Summary]
        var warnings: [Diagnostic]
        var cache: [String: BuildCache.CachedPage]
        var counts = SiteBuild.PageCounts()
    }

    /// Writes every page and its `.md` twin into `output`.
    ///
    /// After an earlier build (`previous`), the pages it left as they are stay where they lie,
    /// found first, a slice of the pages at a time on every core; then the others render, on
    /// every core. After a one-page edit that is a few lookups a page and one render.
    ///
    /// - Parameter previous: the last build, whose unchanged pages are kept instead of
    ///   rendered; `nil` renders every page.
    /// - Parameter redressing: the last build, when `previous` is nil because the pages'
    ///   surroundings changed but not what their bodies read (``BuildKeys/DocsKeys/bodies``):
    ///   its unchanged pages are dressed again around their bodies instead of rendered.
    /// - Parameter checkingLinks: the pages or files links can reach changed since `previous`
    ///   or `redressing`: a page is kept or dressed again only if its links resolve as they
    ///   did (``LinkOutcomes``), and rendered otherwise.
    /// - Parameter progress: called with a number of pages done, from any thread.
    /// - Throws: every render error and broken link or anchor (`broken_link`, `broken_anchor`),
    ///   unless `allowBrokenLinks`, when they come back as warnings.
    func write(
        to output: StagedOutput, allowBrokenLinks: Bool, previous: PreviousBuild?, redressing: PreviousBuild? = nil,
        checkingLinks: Bool, progress: @Sendable (Int) -> Void = { _ in }
    ) throws(DiagnosticList) -> Written {
        let pages = site.pages
        let outcomes = PageSlots<Outcome>(count: pages.count)
        var linksHold: (@Sendable (BuildCache.CachedPage, DocLocation) -> Bool)?
        if checkingLinks {
            // On characters: the table that finds pages by bytes is made below for many pages
            // to render, not for this.
            let resolver = OnceValue { [self] in linkResolver(findsPagesByBytes: false) }
            linksHold = { entry, page in
                entry.summary.links?.hold(for: LinkResolver.Origin(page), with: resolver.value) == true
            }
        }
        let left =
            (previous ?? redressing).map {
                keepUnchanged(
                    pages, previous: $0, output: output, into: outcomes, redressing: previous == nil,
                    linksHold: linksHold, progress: progress)
            }
            ?? pages.indices.map { Unkept(index: $0) }
        // What renders pages is made by the first page that renders, and only as far as the
        // pages to render need it: an edit's build renders one page of thousands. The sidebar,
        // made for the whole navigation, is made on another core while the first pages' bodies
        // render, which do not need it. Queued before any page's job starts, so a page may
        // wait for it (see ``BackgroundValue``).
        let sidebar = left.isEmpty ? nil : BackgroundValue { [self] in sidebarRenderer() }
        let resolver = Locked<LinkResolver?>(nil)
        let findsPagesByBytes = left.lazy.filter { $0.redress == nil }.count >= Self.pagesWorthAPageTable
        @Sendable func pageResolver() -> LinkResolver {
            resolver.withLock { resolver in
                if let resolver { return resolver }
                let made = linkResolver(findsPagesByBytes: findsPagesByBytes)
                resolver = made
                return made
            }
        }
        let order = Self.alternatingFolders(left.map { pages[$0.index] })
        let stop = TemplateLimitStop()
        let dressed = Locked(0)
        DispatchQueue.concurrentPerform(iterations: left.count) { turn in
            let unkept = left[order[turn]]
            let index = unkept.index
            defer { progress(1) }
            guard stop.allows(turn) else { return }
            let outcome: Outcome
            do {
                let page = pages[index]
                if let slot = unkept.redress, let redressing,
                    let entry = try redress(
                        page, entry: redressing.cache.pages.values[slot], previous: redressing,
                        sidebar: { sidebar!.value }, output: output)
                {
                    outcomes.set(index, .made(finished(entry, page: page, isKnown: unkept.source == nil), isRendered: false))
                    dressed.withLock { $0 += 1 }
                    return
                }
                // A page left unread is read now, and hashed as read.
                let source: [UInt8]
                let sourceHash: ContentHash
                if let taken = unkept.source, let hash = unkept.hash {
                    (source, sourceHash) = (taken, hash)
                } else {
                    source = try site.sources.take(page.key)
                    sourceHash = ContentHash(source)
                }
                let entry = try writePage(
                    page, source: source, sourceHash: sourceHash, resolver: pageResolver(),
                    sidebar: { sidebar!.value }, output: output, previous: previous)
                outcome = .made(finished(entry, page: page, isKnown: false), isRendered: true)
            } catch {
                let file = "\(site.folder)/\(pages[index].source)"
                let list = DiagnosticList(Diagnostic.list(from: error, else: .renderFailed, file: file))
                stop.record(list.diagnostics, turn: turn)
                outcome = .failed(list)
            }
            outcomes.set(index, outcome)
        }
        if let last = stop.stoppedAt {
            // Links cannot be checked with pages missing; the template's error comes first.
            let failed = order[...last].flatMap { position -> [Diagnostic] in
                guard case .failed(let list)? = outcomes[left[position].index] else { return [] }
                return list.diagnostics
            }
            throw DiagnosticList(failed)
        }
        var collected = collect(pages, outcomes: outcomes, previous: previous)
        // Anchors are checked again only where a link or its target's headings changed (a
        // page dressed again has its links and headings as they were).
        let checked = AnchorChecks.pages(
            collected.summaries, rendered: collected.renderedKeys, entries: collected.entries,
            previous: (previous ?? redressing)?.cache)
        let found = brokenAnchors(checked, pages: collected.entries)
        var changedAnchorProblems: Set<String> = []
        for summary in checked {
            let key = summary.location.key
            let anchorProblems = found[key] ?? []
            if collected.entries[key]?.anchorProblems != anchorProblems {
                collected.entries[key]?.anchorProblems = anchorProblems
                collected.entries[key]?.encoded = nil
                changedAnchorProblems.insert(key)
            }
        }
        let anchorProblems = collected.anchorProblemsInPageOrder(pages, changed: changedAnchorProblems)
        var errors = collected.errors
        var problems = Self.sortedUnique(collected.linkProblems + anchorProblems)
        if allowBrokenLinks {
            problems = problems.map {
                var warning = $0
                warning.severity = .warning
                return warning
            }
        } else {
            errors += problems
            problems = []
        }
        guard errors.isEmpty else { throw DiagnosticList(errors) }
        let warnings = Self.sortedUnique(collected.pageWarnings) + problems
        let counts = SiteBuild.PageCounts(
            rendered: collected.renderedKeys.count, dressed: dressed.withLock { $0 },
            kept: previous == nil ? 0 : pages.count - left.count)
        return Written(summaries: collected.summaries, warnings: warnings, cache: collected.entries, counts: counts)
    }

    /// A page's record for the cache this build leaves: with its file's stamp as this build
    /// took it and its front matter as written.
    ///
    /// - Parameter isKnown: the page was left unread, so its record came with that stamp and
    ///   front matter from the previous build, and keeps them.
    func finished(_ entry: BuildCache.CachedPage, page: DocLocation, isKnown: Bool) -> BuildCache.CachedPage {
        var entry = entry
        // The same stamp means the same file, hence the same head: the record stays.
        let stamp = site.sources.stamps[page.key]
        if entry.stamp != stamp {
            entry.encoded = nil
            entry.stamp = stamp
        }
        if !isKnown { entry.head = site.sources.writtenHeads[page.key] }
        return entry
    }

    /// What every page's links are resolved with: the pages, the other files, the folders
    /// and the redirects of the site.
    ///
    /// - Parameter findsPagesByBytes: with the table that resolves links on bytes, worth its
    ///   making when many pages render; without it, links resolve on characters, to the same.
    func linkResolver(findsPagesByBytes: Bool = true) -> LinkResolver {
        let locations = site.locationsByKey
        let navigation = site.navigation
        return LinkResolver(
            pages: locations, files: otherFiles.union(site.staticFiles),
            // Made only for a link that no page or file answers.
            folders: { LinkResolver.folders(of: navigation, pages: locations) },
            redirects: RedirectRules(site.config.settings.redirects), findsPagesByBytes: findsPagesByBytes)
    }

    /// How many pages to render make the table that resolves links on bytes worth making (a
    /// pass over every page): fewer resolve their links on characters.
    static let pagesWorthAPageTable = 32

    /// What draws every page's sidebar.
    func sidebarRenderer() -> SidebarRenderer {
        SidebarRenderer(
            navigation: site.navigation, locations: site.locationsByKey, titles: site.sidebarTitles, heads: site.heads)
    }

    /// Diagnostics in file and position order, each once: a link written several times on one
    /// line is one problem, reported once.
    static func sortedUnique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let origin = SourcePosition(line: 0, column: 0)
        let sorted = diagnostics.sorted { ($0.file ?? "", $0.position ?? origin) < ($1.file ?? "", $1.position ?? origin) }
        var seen: Set<Diagnostic> = []
        return sorted.filter { seen.insert($0).inserted }
    }

    /// The pages' indices, a few folders at a time taken in turn: pages rendered at the same
    /// time then write into different folders, which the kernel can create files in at the
    /// same time. Each of `lanes` takes one folder's pages in order, and the next folder when
    /// that one is done; the lanes are taken in turn. A folder's pages so render close
    /// together, and what is drawn once per folder (the sidebar: its links are relative to
    /// it) is still kept when the folder's next page needs it. Taking every folder in turn
    /// drew a site of 190 folders' sidebars three times over.
    static func alternatingFolders(_ pages: [DocLocation], lanes: Int = pageOrderLanes) -> [Int] {
        var folders: [String: Int] = [:]
        var byFolder: [[Int]] = []
        for (index, page) in pages.enumerated() {
            let folder = StagedOutput.folder(of: page.output)
            if let slot = folders[folder] {
                byFolder[slot].append(index)
            } else {
                folders[folder] = byFolder.count
                byFolder.append([index])
            }
        }
        // Each lane: the folder it takes and how far into it it is.
        var active: [(folder: Int, position: Int)] = byFolder.indices.prefix(max(1, lanes)).map { ($0, 0) }
        var nextFolder = active.count
        var order: [Int] = []
        order.reserveCapacity(pages.count)
        while !active.isEmpty {
            var lane = 0
            while lane < active.count {
                let (folder, position) = active[lane]
                order.append(byFolder[folder][position])
                if position + 1 < byFolder[folder].count {
                    active[lane].position += 1
                } else if nextFolder < byFolder.count {
                    active[lane] = (nextFolder, 0)
                    nextFolder += 1
                } else {
                    active.remove(at: lane)
                    continue
                }
                lane += 1
            }
        }
        return order
    }

    /// Folders written at the same time: enough for the cores of most machines to create files
    /// in folders of their own, and few enough that the sidebars of all of them (several a
    /// folder in a collapsed tab) stay among the 64 a ``SidebarRenderer`` keeps. The same on
    /// every machine, so that the pages a template's error stops at are too.
    static let pageOrderLanes = 8

    /// Renders `page` from `source` and writes its files (the page, its twin, its feed).
    ///
    /// - Parameter sidebar: asked for once the page's body is rendered.
    func writePage(
        _ page: DocLocation, source: [UInt8], sourceHash: ContentHash, resolver: LinkResolver,
        sidebar: () -> SidebarRenderer, output: StagedOutput, previous: PreviousBuild?
    ) throws -> BuildCache.CachedPage {
        let file = "\(site.folder)/\(page.source)"
        let language = site.navigation.language(of: page.key)
        let words = InterfaceStrings.strings(for: language)
        let rendered = try render(source, file, words)
        let (body, findings) = LinkRewriter.rewrite(rendered.html, page: page, resolver: resolver)

        var places = LinkPlaces(rendered.links)
        var problems: [Diagnostic] = []
        var linkedAnchors: [LinkedAnchor] = []
        for finding in findings {
            // A place is looked up for the findings that report one: most links just resolve.
            switch finding.resolution {
            case .brokenLink:
                let place = places.first(finding.href)
                problems.append(
                    Diagnostic(
                        .brokenLink,
                        "The link \"\(finding.href)\" leads to no page or file of the site; expected an existing page, anchor or file.",
                        file: place?.file ?? file, position: place?.position))
            case .brokenRedirect(let trail):
                let place = places.first(finding.href)
                problems.append(
                    Diagnostic(
                        .brokenLink, trail.message(href: finding.href), file: place?.file ?? file, position: place?.position))
            case .found(_, let anchor?):
                let place = places.first(finding.href)
                linkedAnchors.append(
                    LinkedAnchor(anchor: anchor, href: finding.href, file: place?.file, position: place?.position))
            case .found, .external:
                break
            }
        }

        let head = site.heads[page.key]!
        let translated = Self.translatingRenderedWords(body, language: language)
        // Math looked for once: the page's template and its summary both ask.
        var frame = PageFrame(
            rendered: rendered, body: translated, words: InterfaceStrings.tableKey(for: language),
            mathIsTypeset: KaTeXAssets.isTypeset(in: body), mathIsLeftToBrowser: KaTeXAssets.isLeftToBrowser(in: body))
        let html = try templates.renderBytes(
            "page", context(page, head: head, frame: frame, body: translated, sidebar: sidebar()))
        let isPlaced = frame.place(translated, in: html)
        try output.write(page.output, html)
        try output.write(page.twin, twin(head: head, markdown: rendered.markdown))
        var warnings = rendered.warnings
        if Self.wantsFeed(head) {
            switch feed(for: page, head: head, body: body, source: source, file: file) {
            case .feed(let path, let xml): try output.write(path, xml)
            case .warning(let warning): warnings.append(warning)
            }
        }

        var summary = Summary(
            location: page, anchors: HTMLScan.ids(in: body), linkedAnchors: linkedAnchors,
            headings: rendered.headings.map(\.text), markdown: rendered.markdown, utilityClasses: rendered.utilityClasses)
        summary.hasMath = frame.mathIsTypeset || frame.mathIsLeftToBrowser
        summary.links = LinkOutcomes(findings)
        // The text goes into the entry and no further: kept beside it, every page's text
        // stayed in memory until the build's end.
        summary.searchEntry = SiteOutputs.searchEntry(
            summary, text: HTMLScan.text(of: body, limit: body.count), head: head)
        let dependencies = rendered.dependencies.map { path in
            (path: path, hash: previous?.hash(of: path) ?? ContentHash((try? FileReader.read(path)) ?? []))
        }
        return BuildCache.CachedPage(
            sourceHash: sourceHash, dependencies: dependencies, summary: summary, problems: problems, warnings: warnings,
            scan: site.sources.takeScan(page.key) ?? PageScan(source: source), frame: isPlaced ? frame : nil)
    }

    /// The page template's context: the page's `body` (its words translated) in its `frame`.
    func context(
        _ page: DocLocation, head: DocHead, frame: PageFrame, body: [UInt8], sidebar: SidebarRenderer
    ) -> TemplateValue {
        let navigation = site.navigation
        let breadcrumbs = navigation.breadcrumbs(page.key)
        // Computed properties that build a string each time, so taken once.
        let output = page.output
        func pager(_ key: String?) -> TemplateValue {
            guard let key, let target = site.locationsByKey[key] else { return .null }
            return .object([
                "title": .string(site.sidebarTitles[key] ?? key),
                "href": .string(RelativePath.between(from: output, to: target.output)),
            ])
        }
        let previous = pager(navigation.previous(page.key))
        let next = pager(navigation.next(page.key))
        let toc = frame.toc.map { heading -> TemplateValue in
            .object(["level": .int(heading.level), "text": .string(heading.text), "id": .string(heading.id)])
        }
        // Room for all of the page's values (the navigation's, the chrome's, the front matter's
        // too) from the start: a table made from a literal and then grown hashes every key again.
        var values = [String: TemplateValue](minimumCapacity: 64)
        values["title"] = .string(head.title)
        values["siteName"] = .string(siteName)
        // A page whose Markdown starts with its own `# Title` keeps it; the template adds none.
        values["showTitle"] = .bool(frame.showsTitle)
        values["description"] = head.description.map(TemplateValue.string) ?? .null
        values["root"] = .string(RelativePath.root(from: output))
        values["doc"] = true
        values["sidebar"] = .utf8(sidebar.render(for: page))
        values["breadcrumbs"] = .array(breadcrumbs.map(TemplateValue.string))
        values["hasBreadcrumbs"] = .bool(!breadcrumbs.isEmpty)
        values["previous"] = previous
        values["next"] = next
        values["hasPager"] = .bool(previous != .null || next != .null)
        values["toc"] = .array(toc)
        values["hasToc"] = .bool(!toc.isEmpty)
        values["twin"] = .string(RelativePath.keptRelative(page.twinFileName))
        values["hasScreens"] = .bool(frame.hasScreens)
        // Only when set: a page without utility classes keeps the data (and the template's
        // step allowance, which grows with it) it had before the stylesheet existed.
        if frame.hasUtilities { values["hasUtilities"] = true }
        if frame.hasEndpoint { values["hasEndpoint"] = true }
        if frame.mathIsTypeset { values["hasMath"] = true }
        if frame.mathIsLeftToBrowser {
            values["hasMath"] = true
            values["typesetsMath"] = true
        }
        if let feed = feedValue(for: page, head: head) { values["rssFeed"] = feed }
        // Language, switchers, layout mode: the navigation's part of the page.
        addNavigationValues(to: &values, page: page, head: head)
        values["body"] = .utf8(body)
        // The front matter's other keys, under the page's own values; one hash per key.
        values.merge(head.extra.lazy.map { ($0.key, TemplateValue.string($0.value)) }) { own, _ in own }
        addChrome(to: &values, page: page, head: head)
        return .object(values)
    }

    /// The `.md` twin: the title as a heading, the description as a quote, then the body.
    private func twin(head: DocHead, markdown: String) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(markdown.utf8.count + head.title.utf8.count + (head.description?.utf8.count ?? 0) + 16)
        text += "# ".utf8
        text += head.title.utf8
        text += "\n\n".utf8
        if let description = head.description {
            text += "> ".utf8
            text += description.utf8
            text += "\n\n".utf8
        }
        text += markdown.utf8
        if text.last != UInt8(ascii: "\n") { text.append(UInt8(ascii: "\n")) }
        return text
    }

    /// Links to anchors that the target pages do not have, by the key of the page that links.
    ///
    /// Checked on every core, a slice of the pages each: this runs after the last page and
    /// before the site-wide files, when nothing else can.
    ///
    /// - Parameter pages: every page of the site, by key, whose anchors the links name.
    func brokenAnchors(_ summaries: [Summary], pages: [String: BuildCache.CachedPage]) -> [String: [Diagnostic]] {
        let sliceSize = 64
        let found = Locked<[String: [Diagnostic]]>([:])
        DispatchQueue.concurrentPerform(iterations: (summaries.count + sliceSize - 1) / sliceSize) { slice in
            var problems: [String: [Diagnostic]] = [:]
            // By index, not `for summary in`: a copy of each summary retained and released
            // every part of it, for the links alone.
            for index in (slice * sliceSize)..<min(summaries.count, (slice + 1) * sliceSize) {
                for link in summaries[index].linkedAnchors {
                    // The target's anchors read in place: a copy of its whole entry retained
                    // each of its parts for one lookup.
                    guard let place = pages.index(forKey: link.anchor.page) else { continue }
                    let anchors = pages.values[place].summary.anchors
                    guard !anchors.contains(link.anchor.id) else { continue }
                    let location = summaries[index].location
                    problems[location.key, default: []].append(
                        Diagnostic(
                            .brokenAnchor,
                            "The link \"\(link.href)\" names the anchor #\(link.anchor.id), which /\(link.anchor.page) does not have; expected a heading's id on that page.",
                            file: link.file ?? "\(site.folder)/\(location.source)", position: link.position,
                            hint: Self.nearestAnchor(to: link.anchor.id, among: anchors)))
                }
            }
            if !problems.isEmpty { found.withLock { $0.merge(problems) { first, _ in first } } }
        }
        return found.withLock { $0 }
    }

    /// "Did you mean …?" for a missing anchor: the page's closest id, such as the step
    /// `#create-a-service-account` for a link to `#4-create-a-service-account` written when
    /// that step was a numbered heading (Mintlify ids a step by its `id`, never its number).
    private static func nearestAnchor(to id: String, among anchors: Set<String>) -> String? {
        NearestNames.matches(for: id, among: anchors.sorted(), limit: 1).first.map { "Did you mean #\($0)?" }
    }
}
