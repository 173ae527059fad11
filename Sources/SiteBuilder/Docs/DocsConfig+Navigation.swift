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

/// Reads `navigation`, following `$ref` files wherever they appear.
struct NavigationReader: DocsJSONReading {
    var file: String
    let load: (String) -> [UInt8]?
    var errors: [Diagnostic] = []
    var tabs: [DocsConfig.NavTab] = []
    var globalLinks: [DocsConfig.NavLink] = []
    var languages: [DocsConfig.NavChoice] = []
    var versions: [DocsConfig.NavChoice] = []
    /// The `$ref` files being read, innermost last, to report a cycle.
    private var refStack: [String] = []

    init(file: String, load: @escaping (String) -> [UInt8]?) {
        self.file = file
        self.load = load
    }

    /// Where the tab being read sits.
    private struct Scope {
        var names: [String] = []
        var trail: [DocsConfig.NavLevel] = []
        var language: String?
        var version: String?
        var hidden = false
        var searchable = false
        var openapi: DocsConfig.NavOpenAPI?
    }

    mutating func read(_ node: JSONNode, at path: JSONPath) {
        withResolved(node, path) { reader, node, path in reader.collect(node, at: path, scope: Scope()) }
    }

    // MARK: - $ref

    /// Calls `body` with `node`, or with the file its `$ref` names (relative to the file that
    /// names it, siblings of `$ref` laid over it), errors then attributed to that file.
    private mutating func withResolved(
        _ node: JSONNode, _ path: JSONPath, _ body: (inout NavigationReader, JSONNode, JSONPath) -> Void
    ) {
        guard let reference = node["$ref"] else {
            body(&self, node, path)
            return
        }
        guard let name = reference.string else {
            fail(reference, path / "$ref", "a path to a JSON file")
            return
        }
        let target = Self.resolve(name, from: file)
        if refStack.contains(target) || target == refStack.first {
            errors.append(
                Diagnostic(
                    .wrongType,
                    "\"$ref\": \"\(name)\" leads back to \(target), which is already being read (\((refStack + [target]).joined(separator: " → "))); expected a file that does not refer to itself.",
                    file: file, position: reference.position, jsonPath: (path / "$ref").description))
            return
        }
        guard let bytes = load(target) else {
            errors.append(
                Diagnostic(
                    .fileNotFound, "\"$ref\": \"\(name)\" names \(target), which cannot be read; expected a JSON file.",
                    file: file, position: reference.position, jsonPath: (path / "$ref").description))
            return
        }
        var loaded: JSONNode
        do {
            loaded = try JSONParser.parse(bytes)
        } catch {
            errors.append(error.inFile(target))
            return
        }
        // Keys beside `$ref` win over the file's.
        if case .object(var members) = loaded.value, let siblings = node.members {
            for member in siblings where member.key != "$ref" {
                members.removeAll { $0.key == member.key }
                members.append(member)
            }
            loaded.value = .object(members)
        }
        let outer = file
        if refStack.isEmpty { refStack.append(outer) }
        refStack.append(target)
        file = target
        body(&self, loaded, .root)
        file = outer
        refStack.removeLast()
        if refStack.count == 1 { refStack.removeAll() }
    }

    /// `name` relative to the folder of `file` (a leading `/` is the first file's folder).
    static func resolve(_ name: String, from file: String) -> String {
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        var parts = (folder.isEmpty ? [] : folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
        let absolute = file.hasPrefix("/")
        for part in name.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else { parts.append("..") }
            default: parts.append(String(part))
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute && !joined.hasPrefix("/") ? "/" + joined : joined
    }

    // MARK: - Levels

    /// The nesting levels of Mintlify's navigation and the key that names each item.
    private static let levels = [
        ("languages", "language"), ("versions", "version"), ("tabs", "tab"), ("anchors", "anchor"),
        ("dropdowns", "dropdown"), ("products", "product"), ("menu", "item"),
    ]

    private mutating func collect(_ node: JSONNode, at path: JSONPath, scope: Scope) {
        if let list = node.elements {
            // The older Mintlify shape: `navigation` is the group list itself.
            let groups = list.enumerated().compactMap { index, item in resolvedGroup(item, path / index, openapi: scope.openapi) }
            addTab(groups: groups, scope: scope, node: nil)
            return
        }
        guard node.members != nil else {
            fail(node, path, "a navigation object")
            return
        }
        var scope = scope
        let ownOpenAPI = openAPI(node, path)
        if let ownOpenAPI { scope.openapi = ownOpenAPI }
        var groups: [DocsConfig.NavGroup] = []
        if let pages = node["pages"]?.elements {
            var entries: [DocsConfig.NavEntry] = []
            for (index, item) in pages.enumerated() {
                entry(item, path / "pages" / index, openapi: scope.openapi, into: &entries)
            }
            if !entries.isEmpty {
                var group = DocsConfig.NavGroup(name: "", entries: entries)
                group.openapi = scope.openapi
                groups.append(group)
            }
        }
        if let list = node["groups"]?.elements {
            groups += list.enumerated().compactMap { index, item in
                resolvedGroup(item, path / "groups" / index, openapi: scope.openapi)
            }
        }
        // A level naming a spec and nothing else lists every operation of the spec.
        if let ownOpenAPI, groups.isEmpty, !Self.levels.contains(where: { node[$0.0] != nil }) {
            var group = DocsConfig.NavGroup(name: "", entries: [])
            group.openapi = ownOpenAPI
            group.listsAllOperations = true
            groups.append(group)
        }
        addTab(groups: groups, scope: scope, node: node)
        if let global = node["global"] {
            withResolved(global, path / "global") { reader, global, path in
                reader.readGlobal(global, at: path, language: scope.language)
            }
        }
        for (key, nameKey) in Self.levels {
            for (index, child) in (node[key]?.elements ?? []).enumerated() {
                withResolved(child, path / key / index) { reader, child, childPath in
                    reader.level(child, key: key, nameKey: nameKey, index: index, at: childPath, scope: scope)
                }
            }
        }
    }

    private mutating func level(_ child: JSONNode, key: String, nameKey: String, index: Int, at path: JSONPath, scope: Scope) {
        guard child.members != nil else {
            fail(child, path, "a navigation object with \"\(nameKey)\"")
            return
        }
        let name = string(child, nameKey, path) ?? "\(key) \(index + 1)"
        var inner = scope
        let isDefault = child["default"]?.bool ?? false
        switch key {
        case "languages":
            inner.language = name
            if !languages.contains(where: { $0.name == name }) {
                languages.append(DocsConfig.NavChoice(name: name, isDefault: isDefault, tag: nil))
            }
        case "versions":
            inner.version = name
            if !versions.contains(where: { $0.name == name }) {
                versions.append(DocsConfig.NavChoice(name: name, isDefault: isDefault, tag: string(child, "tag", path)))
            }
        default:
            // A menu item named as its tab (Mintlify's "Learn" tab's "Learn" item) is named once.
            if inner.names.last != name {
                inner.names.append(name)
                inner.trail.append(DocsConfig.NavLevel(kind: key, name: name, icon: Self.icon(child)))
            }
        }
        if child["hidden"]?.bool == true { inner.hidden = true }
        if child["searchable"]?.bool == true { inner.searchable = true }
        if let href = string(child, "href", path), !["languages", "versions"].contains(key) {
            var tab = DocsConfig.NavTab(name: inner.names.joined(separator: " · "), groups: [])
            tab.href = href
            tab.icon = Self.icon(child)
            tab.trail = inner.trail
            tab.language = inner.language
            tab.version = inner.version
            tab.hidden = inner.hidden
            tabs.append(tab)
            return
        }
        collect(child, at: path, scope: inner)
    }

    private mutating func addTab(groups: [DocsConfig.NavGroup], scope: Scope, node: JSONNode?) {
        guard !groups.isEmpty else { return }
        var tab = DocsConfig.NavTab(name: scope.names.isEmpty ? nil : scope.names.joined(separator: " · "), groups: groups)
        tab.language = scope.language
        tab.version = scope.version
        tab.hidden = scope.hidden
        tab.searchable = scope.searchable
        tab.icon = node.flatMap(Self.icon)
        tab.openapi = scope.openapi
        tab.trail = scope.trail
        tabs.append(tab)
    }

    /// `global.anchors` (and `global.tabs`): links on every page of the language.
    private mutating func readGlobal(_ node: JSONNode, at path: JSONPath, language: String?) {
        guard node.members != nil else {
            fail(node, path, "an object with \"anchors\"")
            return
        }
        for (key, nameKey) in [("anchors", "anchor"), ("tabs", "tab")] {
            for (index, item) in (node[key]?.elements ?? []).enumerated() {
                let itemPath = path / key / index
                guard item.members != nil else {
                    fail(item, itemPath, "an object with \"\(nameKey)\" and \"href\"")
                    continue
                }
                guard let href = string(item, "href", itemPath) else { continue }
                globalLinks.append(
                    DocsConfig.NavLink(
                        name: string(item, nameKey, itemPath) ?? href, href: href, icon: Self.icon(item),
                        language: language))
            }
        }
    }

    // MARK: - Groups and entries

    private mutating func resolvedGroup(
        _ node: JSONNode, _ path: JSONPath, openapi: DocsConfig.NavOpenAPI?
    ) -> DocsConfig.NavGroup? {
        var found: DocsConfig.NavGroup?
        withResolved(node, path) { reader, node, path in found = reader.group(node, path, openapi: openapi) }
        return found
    }

    private mutating func group(
        _ node: JSONNode, _ path: JSONPath, openapi inherited: DocsConfig.NavOpenAPI?
    ) -> DocsConfig.NavGroup? {
        guard node.members != nil else {
            fail(node, path, "a group object with \"group\" and \"pages\"")
            return nil
        }
        let ownOpenAPI = openAPI(node, path)
        let openapi = ownOpenAPI ?? inherited
        var entries: [DocsConfig.NavEntry] = []
        for (index, item) in (node["pages"]?.elements ?? []).enumerated() {
            entry(item, path / "pages" / index, openapi: openapi, into: &entries)
        }
        var group = DocsConfig.NavGroup(name: string(node, "group", path) ?? "", entries: entries)
        group.openapi = openapi
        group.listsAllOperations = ownOpenAPI != nil && entries.isEmpty
        if let root = string(node, "root", path) {
            let trimmed = root.hasPrefix("/") ? String(root.dropFirst()) : root
            group.root = trimmed
            // The root page is part of the group: in reading order before its pages.
            group.entries.insert(.page(trimmed, position: node["root"]!.position), at: 0)
        }
        group.icon = Self.icon(node)
        group.tag = string(node, "tag", path)
        group.expanded = node["expanded"]?.bool ?? false
        group.hidden = node["hidden"]?.bool ?? false
        return group
    }

    private mutating func entry(
        _ node: JSONNode, _ path: JSONPath, openapi: DocsConfig.NavOpenAPI?, into entries: inout [DocsConfig.NavEntry]
    ) {
        withResolved(node, path) { reader, node, path in
            if let page = node.string {
                if Self.isExternal(page) {
                    entries.append(.link(DocsConfig.NavLink(name: page, href: page)))
                } else {
                    entries.append(.page(page.hasPrefix("/") ? String(page.dropFirst()) : page, position: node.position))
                }
                return
            }
            guard node.members != nil else {
                reader.fail(node, path, "a page path string or a nested group")
                return
            }
            if node["group"] == nil, let href = reader.string(node, "href", path) {
                let name = reader.string(node, "title", path) ?? reader.string(node, "page", path) ?? href
                entries.append(.link(DocsConfig.NavLink(name: name, href: href, icon: Self.icon(node))))
                return
            }
            if let nested = reader.group(node, path, openapi: openapi) { entries.append(.group(nested)) }
        }
    }

    /// `openapi` on a level or group: a path, a list of paths, or `{"source", "directory"}`.
    private mutating func openAPI(_ node: JSONNode, _ path: JSONPath) -> DocsConfig.NavOpenAPI? {
        guard let value = node["openapi"] else { return nil }
        let sources: [String]
        var directory: String?
        if let single = value.string {
            sources = [single]
        } else if let list = value.elements {
            sources = list.enumerated().compactMap { index, item in
                if item.string == nil { fail(item, path / "openapi" / index, "a spec's path") }
                return item.string
            }
        } else if value.members != nil, let source = value["source"]?.string {
            sources = [source]
            directory = string(value, "directory", path / "openapi")
        } else {
            fail(value, path / "openapi", "a spec's path, a list of them, or {\"source\": …, \"directory\": …}")
            return nil
        }
        guard !sources.isEmpty else { return nil }
        return DocsConfig.NavOpenAPI(sources: sources, directory: directory, position: value.position, file: file)
    }

    /// An icon's name: a string, or Mintlify's `{"name": …, "style": …}`.
    private static func icon(_ node: JSONNode) -> String? {
        node["icon"]?.string ?? node["icon"]?["name"]?.string
    }

    static func isExternal(_ href: String) -> Bool {
        SiteChrome.isExternal(href) && !href.hasPrefix("//")
    }
}
