import Docs

// The tab area of the sidebar: Mintlify's dropdowns and tab menus as disclosure menus.
extension SidebarRenderer {
    /// Draws the tabs of the page's section (`shown`, in docs.json order) with `current` marked.
    ///
    /// Dropdowns become one menu whose button names the current dropdown; a tab with menu
    /// items becomes a button opening the list of its items. Each menu is a `<button>` with
    /// `aria-expanded` and the list it controls: the page's script folds them, so without
    /// script they stay plain lists of links.
    func drawTabArea(shown: [Int], current: Int, from: Target, into html: inout [UInt8]) {
        var root = MenuNode()
        for index in shown { root.insert(index, tabs[index].trail[...]) }
        var menus = 0
        drawLevel(root, current: current, from: from, menus: &menus, into: &html)
    }

    private func drawLevel(_ node: MenuNode, current: Int, from: Target, menus: inout Int, into html: inout [UInt8]) {
        let dropdowns = node.children.filter { $0.level?.kind == "dropdowns" }
        let others = node.children.filter { $0.level?.kind != "dropdowns" }
        if !dropdowns.isEmpty {
            let selected = dropdowns.first { $0.contains(current) }
            let label = (selected ?? dropdowns[0]).level
            menus += 1
            html.append(contentsOf: "<div class=\"nav-menu nav-dropdown\">\n".utf8)
            appendMenuButton(label, id: menus, current: current, from: from, into: &html)
            for dropdown in dropdowns { appendItem(dropdown, current: current, from: from, into: &html) }
            html.append(contentsOf: "</ul>\n</div>\n".utf8)
            if let selected, !selected.children.isEmpty {
                drawLevel(selected, current: current, from: from, menus: &menus, into: &html)
            }
        }
        guard node.tab != nil || !others.isEmpty else { return }
        html.append(contentsOf: "<ul class=\"nav-tabs\">\n".utf8)
        // Groups beside the dropdowns and tabs (a tab of their own) are listed first.
        if let own = node.tab {
            appendItem(MenuNode(tab: own), current: current, from: from, into: &html)
        }
        for child in others {
            guard !child.children.isEmpty else {
                appendItem(child, current: current, from: from, into: &html)
                continue
            }
            menus += 1
            html.append(contentsOf: "<li class=\"nav-menu\">".utf8)
            appendMenuButton(child.level, id: menus, current: current, from: from, into: &html)
            if let own = child.tab {
                appendItem(MenuNode(level: child.level, tab: own), current: current, from: from, into: &html)
            }
            for item in child.children { appendItem(item, current: current, from: from, into: &html) }
            html.append(contentsOf: "</ul>\n</li>\n".utf8)
        }
        html.append(contentsOf: "</ul>\n".utf8)
    }

    /// The menu's button and the opening of the list it controls.
    private func appendMenuButton(
        _ level: DocsConfig.NavLevel?, id: Int, current: Int, from: Target, into html: inout [UInt8]
    ) {
        html.append(
            contentsOf: "<button type=\"button\" class=\"nav-menu-button\" aria-expanded=\"true\" aria-controls=\"nav-menu-".utf8)
        html.append(contentsOf: String(id).utf8)
        html.append(contentsOf: "\">".utf8)
        appendIcon(NavIcon(level?.icon), from: from, into: &html)
        let tabs = navigation.config.tabs
        html.append(
            contentsOf: Self.escaped(
                level?.name ?? Self.unnamedTab(language: tabs.indices.contains(current) ? tabs[current].language : nil)))
        html.append(contentsOf: "</button>\n<ul class=\"nav-menu-list\" id=\"nav-menu-".utf8)
        html.append(contentsOf: String(id).utf8)
        html.append(contentsOf: "\">\n".utf8)
    }

    /// One link: to the first tab under `node`, named by `node`'s level (or its tab's name).
    private func appendItem(_ node: MenuNode, current: Int, from: Target, into html: inout [UInt8]) {
        guard let index = node.firstTab else { return }
        let tab = tabs[index]
        html.append(contentsOf: "<li><a href=\"".utf8)
        if let first = tab.first {
            appendLink(from: from, to: first, into: &html)
        } else if let href = tab.href {
            appendHref(href, from: from, into: &html)
        }
        html.append(contentsOf: "\"".utf8)
        if node.contains(current) { html.append(contentsOf: " aria-current=\"true\"".utf8) }
        html.append(contentsOf: ">".utf8)
        appendIcon(node.level.map { NavIcon($0.icon) } ?? tab.icon, from: from, into: &html)
        html.append(contentsOf: node.level.map { Self.escaped($0.name) } ?? tab.name)
        html.append(contentsOf: "</a></li>\n".utf8)
    }

    /// A navigation icon: a drawing of the built-in set, or an image; nothing for an unknown name.
    func appendIcon(_ icon: NavIcon?, from: Target, into html: inout [UInt8]) {
        switch icon {
        case .drawing(let svg):
            html.append(contentsOf: "<span class=\"nav-icon\">".utf8)
            html.append(contentsOf: svg)
            html.append(contentsOf: "</span>".utf8)
        case .image(let path):
            html.append(contentsOf: "<img class=\"nav-icon\" src=\"".utf8)
            appendHref(path, from: from, into: &html)
            html.append(contentsOf: "\" alt=\"\" width=\"16\" height=\"16\">".utf8)
        case nil:
            break
        }
    }
}

/// An icon docs.json names for a tab, an anchor, a dropdown or a group, prepared once.
enum NavIcon: Sendable {
    /// The built-in set's `<svg>`.
    case drawing([UInt8])
    /// A URL, or a file path taken from the docs folder's root.
    case image(String)

    /// Nil for no icon and for a name the built-in set does not draw.
    init?(_ icon: String?) {
        guard let icon, !icon.isEmpty else { return nil }
        if Icons.isImageReference(icon) {
            let isURL = icon.contains("://")
            self = .image(isURL || icon.hasPrefix("/") ? icon : "/" + icon.drop { $0 == "." || $0 == "/" })
        } else if let svg = Icons.knownSVG(icon) {
            self = .drawing(Array(svg.utf8))
        } else {
            return nil
        }
    }
}

/// The tabs of a section as the levels above them nest: dropdowns, tabs, menu items.
private struct MenuNode {
    var level: DocsConfig.NavLevel?
    /// The tab whose levels end here.
    var tab: Int?
    var children: [MenuNode] = []

    var firstTab: Int? { tab ?? children.lazy.compactMap(\.firstTab).first }

    func contains(_ index: Int) -> Bool { tab == index || children.contains { $0.contains(index) } }

    mutating func insert(_ index: Int, _ trail: ArraySlice<DocsConfig.NavLevel>) {
        guard let first = trail.first else {
            if tab == nil { tab = index } else { children.append(MenuNode(tab: index)) }
            return
        }
        if let found = children.firstIndex(where: { $0.level == first }) {
            children[found].insert(index, trail.dropFirst())
        } else {
            var node = MenuNode(level: first)
            node.insert(index, trail.dropFirst())
            children.append(node)
        }
    }
}
