import Docs
import HTML
import Locking

/// The sidebar of one page: the tabs, then the current tab's groups with the page marked.
///
/// Links are relative to the page, so the sidebar is drawn per page. In a tab of more than
/// ``collapseThreshold`` pages only the current group lists its pages (the others link to
/// their first page), which keeps every page small on very large sites.
///
/// Everything that is the same on every page — which pages exist, each group's first page,
/// the escaped titles and output paths — is worked out once; a page's sidebar is then only
/// bytes copied and relative paths written (a few hundred links per page on a large site, so
/// this matters). A group's entries are worked out when a sidebar first shows them: a
/// rebuild that renders one page of a collapsed tab needs them for that page's group alone.
struct SidebarRenderer {
    let navigation: Navigation
    let locations: [String: DocLocation]
    let titles: [String: String]
    static let collapseThreshold = 250
    /// The front matter a page's entry shows besides its title: its tag, its link elsewhere,
    /// and its API method's badge (from `openapi` or `api`). Every sidebar shows every listed
    /// page's entry, so the docs' site key holds these (``BuildKeys/docs(templates:site:navigation:siteName:otherFiles:baseURL:)``).
    static let entryFields = ["tag", urlField, "openapi", "api"]
    /// The front matter's link for a page's entry, in place of the page.
    static let urlField = "url"

    let tabs: [PreparedTab]
    /// Sidebars already drawn, by what they depend on (see ``render(for:)``).
    private let drawn = Locked<[DrawnKey: Drawn]>([:])
    /// How many drawn sidebars to keep: pages are written roughly in order, so the few
    /// groups being worked on are what matters; the cache never grows with the site.
    private static let drawnLimit = 64
    /// The collapsed groups' list items as seen from one folder, by folder and tab: the same
    /// in every group's sidebar drawn there, and hundreds of links in a large tab.
    private let collapsedItems = Locked<[CollapsedKey: CollapsedItems]>([:])

    /// - Parameter heads: front matter, for each page's `tag` and `url`.
    init(
        navigation: Navigation, locations: [String: DocLocation], titles: [String: String], heads: [String: DocHead] = [:]
    ) {
        self.navigation = navigation
        self.locations = locations
        self.titles = titles
        let prepare = Preparation(locations: locations, titles: titles, heads: heads, hidden: navigation.hidden)
        tabs = navigation.config.tabs.enumerated().map { index, tab in
            PreparedTab(
                name: Self.escaped(tab.name ?? Self.unnamedTab(language: tab.language)),
                first: prepare.firstPage(in: tab.groups).flatMap(prepare.target),
                groups: tab.groups.map { TabGroup($0, prepare: prepare) },
                collapses: tab.groups.reduce(0) { $0 + Self.count($1) } > Self.collapseThreshold,
                hidden: tab.hidden, href: tab.href,
                section: navigation.sections.section(ofTab: index), trail: tab.trail, icon: NavIcon(tab.icon))
        }
        globalLinks = navigation.config.globalLinks.map {
            (language: $0.language, name: Self.escaped($0.name), href: $0.href)
        }
    }

    private let globalLinks: [(language: String?, name: [UInt8], href: String)]

    /// What a tab without a name is called, in its language ("Docs", "Documentation", …).
    static func unnamedTab(language: String?) -> String {
        InterfaceStrings.strings(for: language)["docs"] ?? "Docs"
    }

    /// The page's sidebar.
    ///
    /// A sidebar depends only on the page's folder (links are relative to it), its tab, its
    /// group in a collapsed tab, and on which entries are the page itself (marked
    /// `aria-current`). So it is drawn once per folder, tab and such group, with the places of
    /// every page's marks noted, and each page gets a copy with its own marks put in: most
    /// pages of a site share their sidebar with the others of their folder.
    func render(for page: DocLocation) -> [UInt8] {
        let place = navigation.place(page.key)
        let tab = place?.tab ?? 0
        // Only a collapsed tab draws the page's group otherwise than the rest.
        let collapses = tab < tabs.count && tabs[tab].collapses
        let key = DrawnKey(folder: page.folder, tab: tab, group: collapses ? place?.groups.first : nil)
        let sidebar = drawn.withLock { $0[key] } ?? draw(key, place: place)
        let marks = ((sidebar.marks[page.key] ?? []).map { ($0, true) } + (sidebar.opens[page.key] ?? []).map { ($0, false) })
            .sorted { $0.0 < $1.0 }
        let mark = " aria-current=\"page\"".utf8
        let open = " open".utf8
        var output: [UInt8] = []
        output.reserveCapacity(sidebar.bytes.count + marks.count * mark.count)
        var copied = 0
        for (offset, isCurrent) in marks {
            output.append(contentsOf: sidebar.bytes[copied..<offset])
            if isCurrent { output.append(contentsOf: mark) } else { output.append(contentsOf: open) }
            copied = offset
        }
        output.append(contentsOf: sidebar.bytes[copied...])
        return output
    }

    /// Draws the sidebar for `key` without marks, noting where each page's marks go, and
    /// keeps it for the next pages.
    private func draw(_ key: DrawnKey, place: Navigation.Place?) -> Drawn {
        var drawing = Drawn()
        let from = Target(output: key.folder.isEmpty ? "page.html" : key.folder + "/page.html")
        drawSidebar(from: from, folder: key.folder, tabIndex: key.tab, currentGroup: key.group, into: &drawing)
        drawn.withLock { cache in
            if cache.count >= Self.drawnLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = drawing
        }
        return drawing
    }

    private func drawSidebar(from: Target, folder: String, tabIndex: Int, currentGroup: Int?, into drawing: inout Drawn) {
        var html: [UInt8] = []
        html.reserveCapacity(8192)
        // Only the tabs of the page's own language and version; hidden tabs are not listed.
        let section = tabIndex < tabs.count ? tabs[tabIndex].section : nil
        html.append(contentsOf: "<nav class=\"sidebar-nav\" aria-label=\"".utf8)
        HTMLEscaping.appendEscaped(
            InterfaceStrings.strings(for: section?.language)["documentation"] ?? "Documentation", to: &html)
        html.append(contentsOf: "\">\n".utf8)
        let shown = tabs.indices.filter { index in
            !tabs[index].hidden && tabs[index].section == section && (tabs[index].first != nil || tabs[index].href != nil)
        }
        let globals = globalLinks.filter { $0.language == nil || $0.language == section?.language }
        if !globals.isEmpty {
            html.append(contentsOf: "<ul class=\"nav-global\">\n".utf8)
            for link in globals {
                html.append(contentsOf: "<li><a href=\"".utf8)
                appendHref(link.href, from: from, into: &html)
                html.append(contentsOf: "\">".utf8)
                html.append(contentsOf: link.name)
                html.append(contentsOf: "</a></li>\n".utf8)
            }
            html.append(contentsOf: "</ul>\n".utf8)
        }
        if shown.count > 1 { drawTabArea(shown: shown, current: tabIndex, from: from, into: &html) }
        if tabIndex < tabs.count {
            let tab = tabs[tabIndex]
            let collapsed = tab.collapses ? collapsedItems(of: tab, index: tabIndex, from: from, folder: folder) : nil
            var inCollapsedList = false
            for (index, group) in tab.groups.enumerated() {
                if let collapsed, currentGroup != index {
                    // A collapsed group is its name, linking to its first page. Runs of them
                    // make one list: a tab of hundreds of groups repeats this on every page.
                    let item = collapsed.item(index)
                    guard !item.isEmpty else { continue }
                    if !inCollapsedList { html.append(contentsOf: "<ul class=\"nav-collapsed\">\n".utf8) }
                    inCollapsedList = true
                    html.append(contentsOf: item)
                } else {
                    if inCollapsedList { html.append(contentsOf: "</ul>\n".utf8) }
                    inCollapsedList = false
                    renderGroup(group.prepared, drawing: &drawing, from: from, into: &html)
                }
            }
            if inCollapsedList { html.append(contentsOf: "</ul>\n".utf8) }
        }
        html.append(contentsOf: "</nav>\n".utf8)
        drawing.bytes = html
    }

    /// Every collapsed group's `<li>` in `tab` as seen from `folder`, drawn on first use.
    private func collapsedItems(of tab: PreparedTab, index: Int, from: Target, folder: String) -> CollapsedItems {
        let key = CollapsedKey(folder: folder, tab: index)
        if let items = collapsedItems.withLock({ $0[key] }) { return items }
        var items = CollapsedItems()
        for group in tab.groups {
            if !group.name.isEmpty, let first = group.first {
                items.bytes.append(contentsOf: "<li><a href=\"".utf8)
                appendLink(from: from, to: first, into: &items.bytes)
                items.bytes.append(contentsOf: "\">".utf8)
                items.bytes.append(contentsOf: group.name)
                items.bytes.append(contentsOf: "</a></li>\n".utf8)
            }
            items.ends.append(items.bytes.count)
        }
        collapsedItems.withLock { cache in
            if cache.count >= Self.drawnLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = items
        }
        return items
    }

    private func renderGroup(
        _ group: PreparedGroup, drawing: inout Drawn, from: Target, nested: Bool = false, into html: inout [UInt8]
    ) {
        guard !group.hidden else { return }
        // A nested group folds; it is open when `expanded`, or on the pages inside it.
        if nested {
            html.append(contentsOf: "<details class=\"nav-group nav-subgroup\"".utf8)
            if group.expanded {
                html.append(contentsOf: " open".utf8)
            } else {
                for key in group.pageKeys { drawing.opens[key, default: []].append(html.count) }
            }
            html.append(contentsOf: ">\n<summary class=\"nav-subgroup-title\">".utf8)
        } else {
            html.append(contentsOf: "<div class=\"nav-group\">\n".utf8)
            if !group.name.isEmpty { html.append(contentsOf: "<p class=\"nav-group-title\">".utf8) }
        }
        if !group.name.isEmpty || nested {
            appendIcon(group.icon, from: from, into: &html)
            if let (key, target) = group.root {
                html.append(contentsOf: "<a href=\"".utf8)
                appendLink(from: from, to: target, into: &html)
                html.append(contentsOf: "\"".utf8)
                drawing.marks[key, default: []].append(html.count)
                html.append(contentsOf: ">".utf8)
                html.append(contentsOf: group.name)
                html.append(contentsOf: "</a>".utf8)
            } else {
                html.append(contentsOf: group.name)
            }
            appendTag(group.tag, into: &html)
            html.append(contentsOf: nested ? "</summary>\n".utf8 : "</p>\n".utf8)
        }
        html.append(contentsOf: "<ul>\n".utf8)
        for entry in group.entries {
            switch entry {
            case .page(let key, let target, let title, let tag):
                html.append(contentsOf: "<li><a href=\"".utf8)
                appendLink(from: from, to: target, into: &html)
                html.append(contentsOf: "\"".utf8)
                // Where ` aria-current="page"` goes on the page `key` itself.
                drawing.marks[key, default: []].append(html.count)
                html.append(contentsOf: ">".utf8)
                html.append(contentsOf: title)
                appendTag(tag, into: &html)
                html.append(contentsOf: "</a></li>\n".utf8)
            case .link(let title, let href, let tag):
                html.append(contentsOf: "<li><a class=\"nav-external\" href=\"".utf8)
                appendHref(href, from: from, into: &html)
                html.append(contentsOf: "\">".utf8)
                html.append(contentsOf: title)
                appendTag(tag, into: &html)
                html.append(contentsOf: "</a></li>\n".utf8)
            case .group(let nested):
                guard !nested.hidden else { continue }
                html.append(contentsOf: "<li>".utf8)
                renderGroup(nested, drawing: &drawing, from: from, nested: true, into: &html)
                html.append(contentsOf: "</li>\n".utf8)
            }
        }
        html.append(contentsOf: "</ul>\n".utf8)
        html.append(contentsOf: nested ? "</details>\n".utf8 : "</div>\n".utf8)
    }

    private func appendTag(_ tag: [UInt8]?, into html: inout [UInt8]) {
        guard let tag, !tag.isEmpty else { return }
        html.append(contentsOf: " <span class=\"nav-tag\">".utf8)
        html.append(contentsOf: tag)
        html.append(contentsOf: "</span>".utf8)
    }

    /// A link the navigation names: a URL as it is, a site path (`/changelog`) made relative.
    func appendHref(_ href: String, from: Target, into html: inout [UInt8]) {
        // docs.json and front matter are input: an address whose scheme can run script goes nowhere.
        guard URLSafety.isSafe(href) else {
            html.append(UInt8(ascii: "#"))
            return
        }
        if href.hasPrefix("/"), !href.hasPrefix("//") {
            let path = String(href.dropFirst())
            if let location = Self.page(atSitePath: path, in: locations) {
                appendLink(from: from, to: Target(output: location.output), into: &html)
                return
            }
            HTMLEscaping.appendEscaped(RelativePath.root(from: from.output) + path, to: &html)
            return
        }
        HTMLEscaping.appendEscaped(href, to: &html)
    }

    /// The escaped relative path from the page to `target`, as the attribute's value.
    func appendLink(from: Target, to target: Target, into html: inout [UInt8]) {
        // Escaping maps `/` to itself and equal segments to equal segments, so the relative
        // path can be worked out on the escaped paths directly.
        let path = from.escaped.withUnsafeBufferPointer { from in
            target.escaped.withUnsafeBufferPointer { to in RelativePath.between(from: from, to: to) }
        }
        if let path {
            html.append(contentsOf: path.utf8)
        } else {
            HTMLEscaping.appendEscaped(RelativePath.between(from: from.output, to: target.output), to: &html)
        }
    }

    private static func count(_ group: DocsConfig.NavGroup) -> Int {
        group.entries.reduce(0) { total, entry in
            switch entry {
            case .group(let nested): total + count(nested)
            case .page: total + 1
            case .link: total
            }
        }
    }

    static func escaped(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        HTMLEscaping.appendEscaped(text, to: &bytes)
        return bytes
    }
}

// MARK: - Drawn sidebars

/// What a sidebar depends on, besides which page it marks.
private struct DrawnKey: Hashable, Sendable {
    /// The folder of the pages it is for: links are relative to it.
    var folder: String
    var tab: Int
    /// The group that is open in a collapsed tab; nil in a tab that shows every group.
    var group: Int?
}

private struct CollapsedKey: Hashable {
    var folder: String
    var tab: Int
}

/// Each group's collapsed `<li>`, one after another; a group with no name or no page has none.
private struct CollapsedItems: Sendable {
    var bytes: [UInt8] = []
    /// Where each group's item ends in `bytes`.
    var ends: [Int] = []

    func item(_ group: Int) -> ArraySlice<UInt8> {
        bytes[(group == 0 ? 0 : ends[group - 1])..<ends[group]]
    }
}

/// A sidebar without marks, and where each page's marks go (byte offsets, ascending).
private struct Drawn: Sendable {
    var bytes: [UInt8] = []
    var marks: [String: [Int]] = [:]
    /// Where ` open` goes on the folded groups around each page.
    var opens: [String: [Int]] = [:]
}
