import Diagnostics
import HTML

/// The docs navigation: reading order, sidebar, breadcrumbs and previous/next links, from
/// `docs.json` and the pages that exist.
struct Navigation: Sendable {
    /// A page in the navigation: where it is in the tree.
    struct Place: Sendable {
        var tab: Int
        /// Group indexes from the tab down to the page's own group.
        var groups: [Int]
        /// Group names, for breadcrumbs.
        var trail: [String]
    }

    let config: DocsConfig
    /// Page keys in reading order: the navigation's pages that exist.
    let order: [String]
    private let places: [String: Place]
    private let positions: [String: Int]

    /// Builds the navigation.
    ///
    /// - Returns: the navigation and a warning per `docs.json` entry naming a missing page.
    static func make(config: DocsConfig, pages: Set<String>, configFile: String) -> (Navigation, [Diagnostic]) {
        var order: [String] = []
        var places: [String: Place] = [:]
        var errors: [Diagnostic] = []
        func walk(_ group: DocsConfig.NavGroup, tab: Int, groups: [Int], trail: [String]) {
            for (index, entry) in group.entries.enumerated() {
                switch entry {
                case .page(let key, let position):
                    let resolved = DocLocation.pageKey(key, exists: pages.contains)
                    guard let resolved else {
                        // Mintlify lets navigation name pages generated elsewhere (an OpenAPI
                        // spec, say), so a missing page leaves the sidebar rather than the build.
                        errors.append(
                            Diagnostic(
                                .missingPage,
                                "The navigation lists \"\(key)\", but there is no \(key).md or .mdx; it is left out of the sidebar.",
                                file: configFile, position: position))
                        continue
                    }
                    if places[resolved] == nil {
                        places[resolved] = Place(tab: tab, groups: groups, trail: trail)
                        order.append(resolved)
                    }
                case .group(let nested):
                    walk(nested, tab: tab, groups: groups + [index], trail: trail + [nested.name])
                }
            }
        }
        for (tabIndex, tab) in config.tabs.enumerated() {
            for (groupIndex, group) in tab.groups.enumerated() {
                walk(group, tab: tabIndex, groups: [groupIndex], trail: (tab.name.map { [$0] } ?? []) + [group.name])
            }
        }
        var positions: [String: Int] = [:]
        for (index, key) in order.enumerated() { positions[key] = index }
        return (Navigation(config: config, order: order, places: places, positions: positions), errors)
    }

    func previous(_ key: String) -> String? {
        guard let position = positions[key], position > 0 else { return nil }
        return order[position - 1]
    }

    func next(_ key: String) -> String? {
        guard let position = positions[key], position + 1 < order.count else { return nil }
        return order[position + 1]
    }

    /// Group names above the page, outermost first; empty for pages outside the navigation.
    func breadcrumbs(_ key: String) -> [String] {
        places[key]?.trail.filter { !$0.isEmpty } ?? []
    }

    func place(_ key: String) -> Place? { places[key] }
}
