// The site paths a sidebar links to, and which pages they lead to.

extension SidebarRenderer {
    /// The page a site path the navigation names (`/changelog`, without its `/`) leads to: any
    /// page of the site, listed in the navigation or not; nil when none does, and the sidebar
    /// links to the path as it is (``appendHref(_:from:into:)``).
    static func page(atSitePath path: String, in locations: [String: DocLocation]) -> DocLocation? {
        DocLocation.pageKey(path, exists: { locations[$0] != nil }).flatMap { locations[$0] }
    }

    /// Every link and image path docs.json gives the sidebar of some page, whichever page it
    /// is drawn for: the global links, each tab's link and icon, the icons of the levels above
    /// the tabs, each group's icon, the navigation's links and their icons. (A listed page's
    /// `url` links its entry too: the site key reads it with the page's other entry fields.)
    /// A site path among them leads to whichever page is there, listed in the navigation or
    /// not, so the site key holds where each leads
    /// (``BuildKeys/docs(templates:site:navigation:siteName:otherFiles:baseURL:)``).
    static func linkedPaths(config: DocsConfig) -> [String] {
        var paths: [String] = []
        func add(_ path: String?) {
            if let path { paths.append(path) }
        }
        // An icon as the sidebar draws it: an image's path made one from the root (``NavIcon``).
        func addIcon(_ icon: String?) {
            if case .image(let path)? = NavIcon(icon) { paths.append(path) }
        }
        func walk(_ group: DocsConfig.NavGroup) {
            addIcon(group.icon)
            for entry in group.entries {
                switch entry {
                case .link(let link):
                    add(link.href)
                    addIcon(link.icon)
                case .group(let nested): walk(nested)
                case .page: break
                }
            }
        }
        for link in config.globalLinks {
            add(link.href)
            addIcon(link.icon)
        }
        for tab in config.tabs {
            add(tab.href)
            addIcon(tab.icon)
            for level in tab.trail { addIcon(level.icon) }
            for group in tab.groups { walk(group) }
        }
        return paths
    }
}
