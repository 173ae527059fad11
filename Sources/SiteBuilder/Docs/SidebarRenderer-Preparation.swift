import Docs

// The navigation prepared once for every sidebar: what exists, each group's first page, the
// escaped titles and output paths (see ``SidebarRenderer``).

/// An output file links point at: its path, and the path escaped for an attribute.
struct Target: Sendable {
    let output: String
    let escaped: [UInt8]

    init(output: String) {
        self.output = output
        escaped = SidebarRenderer.escaped(output)
    }
}

struct PreparedTab: Sendable {
    let name: [UInt8]
    let first: Target?
    let groups: [TabGroup]
    let collapses: Bool
    let hidden: Bool
    /// The escaped link of a tab that leads out of the docs.
    /// A tab that links out (or to a site path) instead of holding pages: as docs.json wrote it.
    let href: String?
    let section: Sections.Section?
    /// The dropdowns, tabs and menu items above the tab's groups (``DocsConfig/NavLevel``).
    let trail: [DocsConfig.NavLevel]
    let icon: NavIcon?
}

/// A tab's group: its name and first page (all that a collapsed group shows) at once, the rest
/// when a sidebar first shows it whole.
final class TabGroup: Sendable {
    /// The escaped name; empty for an unnamed group.
    let name: [UInt8]
    /// The group's first existing page, which a collapsed group's title links to.
    let first: Target?
    private let whole: OnceValue<PreparedGroup>

    init(_ group: DocsConfig.NavGroup, prepare: Preparation) {
        name = SidebarRenderer.escaped(group.name)
        first = prepare.firstPage(in: [group]).flatMap(prepare.target)
        whole = OnceValue { prepare.group(group) }
    }

    var prepared: PreparedGroup { whole.value }
}

final class PreparedGroup: Sendable {
    /// The escaped name; empty for an unnamed group.
    let name: [UInt8]
    let icon: NavIcon?
    /// The group's first existing page, which a collapsed group's title links to.
    let first: Target?
    let entries: [PreparedEntry]
    /// The group's own page, which its title links to.
    let root: (key: String, target: Target)?
    let tag: [UInt8]?
    let expanded: Bool
    let hidden: Bool
    /// Every page inside, nested groups' too: the pages on which a folded group is open.
    let pageKeys: [String]

    init(
        name: [UInt8], icon: NavIcon?, first: Target?, entries: [PreparedEntry], root: (key: String, target: Target)?,
        tag: [UInt8]?, expanded: Bool, hidden: Bool
    ) {
        self.name = name
        self.icon = icon
        self.first = first
        self.entries = entries
        self.root = root
        self.tag = tag
        self.expanded = expanded
        self.hidden = hidden
        var keys: [String] = root.map { [$0.key] } ?? []
        for entry in entries {
            switch entry {
            case .page(let key, _, _, _): keys.append(key)
            case .group(let nested): keys += nested.pageKeys
            case .link: break
            }
        }
        pageKeys = keys
    }
}

enum PreparedEntry: Sendable {
    /// A page that exists (entries naming missing pages are left out, as the sidebar skips them).
    case page(key: String, target: Target, title: [UInt8], tag: [UInt8]?)
    /// A link out: a navigation entry with `href`, or a page whose front matter sets `url`.
    case link(title: [UInt8], href: String, tag: [UInt8]?)
    case group(PreparedGroup)
}

struct Preparation: Sendable {
    let locations: [String: DocLocation]
    let titles: [String: String]
    let heads: [String: DocHead]
    let hidden: Set<String>

    func group(_ group: DocsConfig.NavGroup) -> PreparedGroup {
        var entries: [PreparedEntry] = []
        var root: (key: String, target: Target)?
        for (index, entry) in group.entries.enumerated() {
            switch entry {
            case .page(let key, _):
                guard let resolved = DocLocation.pageKey(key, exists: { locations[$0] != nil }),
                    let location = locations[resolved]
                else { continue }
                if index == 0, group.root == key {
                    root = (resolved, Target(output: location.output))
                    continue
                }
                // A page hidden by its front matter is built but not listed.
                if hidden.contains(resolved), !group.hidden { continue }
                // What the entry shows of the front matter is in ``SidebarRenderer/entryFields``.
                let head = heads[resolved]
                let title = SidebarRenderer.methodBadge(head) + SidebarRenderer.escaped(titles[resolved] ?? resolved)
                let tag = head?.extra["tag"].map(SidebarRenderer.escaped)
                if let url = head?.extra[SidebarRenderer.urlField], !url.isEmpty {
                    entries.append(.link(title: title, href: url, tag: tag))
                } else {
                    entries.append(.page(key: resolved, target: Target(output: location.output), title: title, tag: tag))
                }
            case .link(let link):
                entries.append(.link(title: SidebarRenderer.escaped(link.name), href: link.href, tag: nil))
            case .group(let nested):
                entries.append(.group(self.group(nested)))
            }
        }
        return PreparedGroup(
            name: SidebarRenderer.escaped(group.name), icon: NavIcon(group.icon), first: firstPage(in: [group]).flatMap(target),
            entries: entries,
            root: root, tag: group.tag.map(SidebarRenderer.escaped), expanded: group.expanded, hidden: group.hidden)
    }

    func target(_ key: String) -> Target? {
        locations[key].map { Target(output: $0.output) }
    }

    func firstPage(in groups: [DocsConfig.NavGroup]) -> String? {
        for group in groups {
            for entry in group.entries {
                switch entry {
                case .page(let key, _):
                    if let resolved = DocLocation.pageKey(key, exists: { locations[$0] != nil }) { return resolved }
                case .group(let nested):
                    if let found = firstPage(in: [nested]) { return found }
                case .link:
                    continue
                }
            }
        }
        return nil
    }
}
