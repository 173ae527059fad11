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
        /// In a hidden tab or group: built, but in no sidebar, pager or site-wide list.
        var hidden = false
        /// Hidden, but kept in search (a tab with `"searchable": true`).
        var searchable = false
        /// Where the page is in ``Navigation/order``; nil for a hidden page, which is not there.
        var position: Int?
    }

    let config: DocsConfig
    /// Page keys in reading order: the navigation's pages that exist.
    let order: [String]
    private let places: [String: Place]
    /// Pages out of the sidebar, search, `llms.txt` and the sitemap: in a hidden tab or
    /// group, or with `hidden: true` in their front matter.
    let hidden: Set<String>
    /// Hidden pages that search still finds.
    let searchable: Set<String>
    /// The languages and versions, each section's pages by their key without the language
    /// or version folder: what the switchers link to.
    let sections: Sections

    /// Builds the navigation.
    ///
    /// - Returns: the navigation and a warning per `docs.json` entry naming a missing page.
    /// - Parameters:
    ///   - pageCount: how many pages the site has, to make room for them all at once.
    ///   - exists: whether a page has the key.
    ///   - hiddenPages: pages whose front matter says `hidden: true`.
    static func make(
        config: DocsConfig, pageCount: Int, exists: (String) -> Bool, configFile: String, hiddenPages: Set<String> = []
    ) -> (Navigation, [Diagnostic]) {
        var order: [String] = []
        var places: [String: Place] = [:]
        // Room for every page at once: regrowing rehashes each key placed so far.
        places.reserveCapacity(pageCount)
        var errors: [Diagnostic] = []
        var hidden = hiddenPages
        var searchable: Set<String> = []
        func walk(_ group: DocsConfig.NavGroup, tab: Int, groups: [Int], trail: [String], isHidden: Bool, isSearchable: Bool) {
            for (index, entry) in group.entries.enumerated() {
                switch entry {
                case .page(let key, let position):
                    let resolved = DocLocation.pageKey(key, exists: exists)
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
                    // In the reading order unless hidden, by the navigation or its front matter.
                    let isListed = !isHidden && (hiddenPages.isEmpty || !hiddenPages.contains(resolved))
                    let place = Place(
                        tab: tab, groups: groups, trail: trail, hidden: isHidden, searchable: isSearchable,
                        position: isListed ? order.count : nil)
                    // The key is looked up once, for a site's every page: as a hidden place taken
                    // by a visible one, a page named twice keeps its first visible place.
                    guard let wasPlaced = Self.take(&places[resolved], place) else { continue }
                    // A page listed hidden and then visible takes its visible place.
                    if wasPlaced, !hiddenPages.contains(resolved) {
                        hidden.remove(resolved)
                        searchable.remove(resolved)
                    }
                    if isHidden {
                        hidden.insert(resolved)
                        if isSearchable { searchable.insert(resolved) }
                    }
                    if isListed { order.append(resolved) }
                case .group(let nested):
                    walk(
                        nested, tab: tab, groups: groups + [index], trail: trail + [nested.name],
                        isHidden: isHidden || nested.hidden, isSearchable: isSearchable)
                case .link:
                    break
                }
            }
        }
        for (tabIndex, tab) in config.tabs.enumerated() {
            for (groupIndex, group) in tab.groups.enumerated() {
                walk(
                    group, tab: tabIndex, groups: [groupIndex],
                    trail: (tab.trail.isEmpty ? (tab.name.map { [$0] } ?? []) : tab.trail.map(\.name)) + [group.name],
                    isHidden: tab.hidden || group.hidden, isSearchable: tab.searchable)
            }
        }
        let sections = Sections(config: config, places: places)
        return (
            Navigation(
                config: config, order: order, places: places, hidden: hidden,
                searchable: searchable.intersection(hidden), sections: sections),
            errors
        )
    }

    /// Puts `place` in `slot` unless a place is there that it does not take (a visible one,
    /// or a hidden one when `place` is hidden too).
    ///
    /// - Returns: whether a place was there, or nil when it stays.
    private static func take(_ slot: inout Place?, _ place: Place) -> Bool? {
        if let old = slot, !old.hidden || place.hidden { return nil }
        let wasPlaced = slot != nil
        slot = place
        return wasPlaced
    }

    /// The page before, in the same language and version.
    func previous(_ key: String) -> String? {
        guard let position = places[key]?.position, position > 0 else { return nil }
        return sameSection(key, order[position - 1])
    }

    /// The page after, in the same language and version.
    func next(_ key: String) -> String? {
        guard let position = places[key]?.position, position + 1 < order.count else { return nil }
        return sameSection(key, order[position + 1])
    }

    private func sameSection(_ key: String, _ other: String) -> String? {
        guard let here = places[key], let there = places[other] else { return other }
        return sections.section(ofTab: here.tab) == sections.section(ofTab: there.tab) ? other : nil
    }

    /// Group names above the page, outermost first; empty for pages outside the navigation.
    func breadcrumbs(_ key: String) -> [String] {
        places[key]?.trail.filter { !$0.isEmpty } ?? []
    }

    func place(_ key: String) -> Place? { places[key] }
}
