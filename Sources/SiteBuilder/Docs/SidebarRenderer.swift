import HTML

/// The sidebar of one page: the tabs, then the current tab's groups with the page marked.
///
/// Links are relative to the page, so the sidebar is drawn per page. In a tab of more than
/// ``collapseThreshold`` pages only the current group lists its pages (the others link to
/// their first page), which keeps every page small on very large sites.
struct SidebarRenderer {
    let navigation: Navigation
    let locations: [String: DocLocation]
    let titles: [String: String]
    static let collapseThreshold = 250
    /// Per tab, whether it lists more pages than ``collapseThreshold``: the same for every
    /// page, so counted once rather than on each page.
    private let collapsesTab: [Bool]

    init(navigation: Navigation, locations: [String: DocLocation], titles: [String: String]) {
        self.navigation = navigation
        self.locations = locations
        self.titles = titles
        collapsesTab = navigation.config.tabs.map { tab in
            tab.groups.reduce(0) { $0 + Self.count($1) } > Self.collapseThreshold
        }
    }

    func render(for page: DocLocation) -> String {
        var html = HTMLBuffer(capacity: 4096)
        let place = navigation.place(page.key)
        let tabIndex = place?.tab ?? 0
        let tabs = navigation.config.tabs
        html.raw("<nav class=\"sidebar-nav\" aria-label=\"Documentation\">\n")
        if tabs.count > 1 {
            html.raw("<ul class=\"nav-tabs\">\n")
            for (index, tab) in tabs.enumerated() {
                guard let first = firstPage(in: tab.groups) else { continue }
                html.raw("<li><a")
                html.attribute("href", link(from: page, to: first))
                if index == tabIndex { html.raw(" aria-current=\"true\"") }
                html.raw(">")
                html.text(tab.name ?? "Docs")
                html.raw("</a></li>\n")
            }
            html.raw("</ul>\n")
        }
        if tabIndex < tabs.count {
            let groups = tabs[tabIndex].groups
            let collapse = collapsesTab[tabIndex]
            for (index, group) in groups.enumerated() {
                let isCurrent = place?.groups.first == index
                renderGroup(group, page: page, open: !collapse || isCurrent, path: isCurrent ? Array(place!.groups.dropFirst()) : nil, into: &html)
            }
        }
        html.raw("</nav>\n")
        return html.string
    }

    private func renderGroup(_ group: DocsConfig.NavGroup, page: DocLocation, open: Bool, path: [Int]?, into html: inout HTMLBuffer) {
        html.raw("<div class=\"nav-group\">\n")
        if !group.name.isEmpty {
            if open {
                html.raw("<p class=\"nav-group-title\">")
                html.text(group.name)
                html.raw("</p>\n")
            } else if let first = firstPage(in: [group]) {
                html.raw("<p class=\"nav-group-title\"><a")
                html.attribute("href", link(from: page, to: first))
                html.raw(">")
                html.text(group.name)
                html.raw("</a></p>\n")
            }
        }
        if open {
            html.raw("<ul>\n")
            for (index, entry) in group.entries.enumerated() {
                switch entry {
                case .page(let key, _):
                    let resolved = locations[key] != nil ? key : key + "/index"
                    guard locations[resolved] != nil else { continue }
                    html.raw("<li><a")
                    html.attribute("href", link(from: page, to: resolved))
                    if resolved == page.key { html.raw(" aria-current=\"page\"") }
                    html.raw(">")
                    html.text(titles[resolved] ?? resolved)
                    html.raw("</a></li>\n")
                case .group(let nested):
                    html.raw("<li>")
                    let inside = path?.first == index
                    renderGroup(nested, page: page, open: true, path: inside ? Array(path!.dropFirst()) : nil, into: &html)
                    html.raw("</li>\n")
                }
            }
            html.raw("</ul>\n")
        }
        html.raw("</div>\n")
    }

    private func link(from page: DocLocation, to key: String) -> String {
        guard let target = locations[key] else { return "#" }
        return RelativePath.between(from: page.output, to: target.output)
    }

    private func firstPage(in groups: [DocsConfig.NavGroup]) -> String? {
        for group in groups {
            for entry in group.entries {
                switch entry {
                case .page(let key, _):
                    if locations[key] != nil { return key }
                    if locations[key + "/index"] != nil { return key + "/index" }
                case .group(let nested):
                    if let found = firstPage(in: [nested]) { return found }
                }
            }
        }
        return nil
    }

    private static func count(_ group: DocsConfig.NavGroup) -> Int {
        group.entries.reduce(0) { total, entry in
            if case .group(let nested) = entry { return total + count(nested) }
            return total + 1
        }
    }
}
