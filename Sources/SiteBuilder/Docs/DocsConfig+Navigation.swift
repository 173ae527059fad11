import Diagnostics
import JSONDocument

extension DocsConfig {
    /// One tab of the navigation; a config without tabs has one unnamed tab.
    ///
    /// Mintlify nests tabs, anchors, dropdowns, products and menu items in languages and
    /// versions; every level that holds groups or pages is one tab here, named by the levels
    /// above it, and knows the language and version it belongs to: a page's sidebar shows
    /// only the tabs of its own language and version.
    package struct NavTab: Sendable {
        package var name: String?
        package var groups: [NavGroup]
        /// Built and reachable, but not listed in the tab bar, search or the site-wide files.
        package var hidden = false
        /// A hidden tab whose pages stay in search.
        package var searchable = false
        /// A tab that only links elsewhere.
        package var href: String?
        package var icon: String?
        /// The language code (`en`, `fr`) of the `languages` entry above the tab.
        package var language: String?
        /// The `versions` entry above the tab.
        package var version: String?
        /// The OpenAPI spec set on the tab or a level above it.
        package var openapi: NavOpenAPI?
        /// The named levels above and including the tab (a dropdown, a tab, a menu item),
        /// outermost first: the sidebar draws dropdowns and menus from them.
        package var trail: [NavLevel] = []

        package init(name: String?, groups: [NavGroup]) {
            self.name = name
            self.groups = groups
        }
    }

    /// One named level of the navigation above a tab's groups.
    package struct NavLevel: Sendable, Hashable {
        /// The key of the list it came from: `tabs`, `anchors`, `dropdowns`, `products`, `menu`.
        package var kind: String
        package var name: String
        package var icon: String?
    }

    /// A titled group of pages; a page entry may itself be a nested group.
    package struct NavGroup: Sendable {
        package var name: String
        package var entries: [NavEntry]
        /// The group's own page, which its title links to.
        package var root: String?
        package var icon: String?
        package var tag: String?
        /// A nested group drawn open on every page.
        package var expanded = false
        package var hidden = false
        /// The OpenAPI spec set on the group or a level above it: `METHOD /path` entries and
        /// pages with `openapi: METHOD /path` front matter use it.
        package var openapi: NavOpenAPI?
        /// Set on a group that names a spec and no pages: it lists every operation of the
        /// spec, grouped by tag (Mintlify's dedicated API section).
        package var listsAllOperations = false

        package init(name: String, entries: [NavEntry]) {
            self.name = name
            self.entries = entries
        }
    }

    package enum NavEntry: Sendable {
        /// A page path relative to `content/docs/`, without extension.
        case page(String, position: SourcePosition)
        case group(NavGroup)
        /// A link out of the docs (`{"title": …, "href": …}` or a page entry that is a URL).
        case link(NavLink)
    }

    /// A link in the navigation: a global anchor, or an entry with `href`.
    package struct NavLink: Sendable, Hashable {
        package var name: String
        package var href: String
        package var icon: String?
        /// The language whose pages show it; nil on every page.
        package var language: String?
    }

    /// `"openapi": "spec.json"`, a list of specs, or `{"source": …, "directory": …}` on a
    /// level of the navigation.
    package struct NavOpenAPI: Sendable, Hashable {
        /// Spec files as written (relative to the docs folder; a leading `/` is the same).
        package var sources: [String]
        /// Where generated pages go; Mintlify's default is `api-reference`.
        package var directory: String?
        package var position: SourcePosition
        package var file: String
    }

    /// A language or version the navigation offers, in `docs.json` order.
    package struct NavChoice: Sendable, Hashable {
        /// The language code or version name.
        package var name: String
        package var isDefault: Bool
        /// A version's tag (`Latest`); nil for languages.
        package var tag: String?
    }
}
