import Diagnostics
import JSONDocument

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
    var refStack: [String] = []
    /// Where the nodes come from, when settings are resolved: each file's nodes are marked
    /// as they are read, for problems found once the tree is flat.
    var sources: SettingsSources?
    /// Every file a `$ref` named and that was read: configuration, not part of the site.
    var referenced: Set<String> = []

    init(file: String, load: @escaping (String) -> [UInt8]?) {
        self.file = file
        self.load = load
    }

    /// Where the tab being read sits.
    struct Scope {
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

    // MARK: - Levels

    /// The nesting levels of Mintlify's navigation and the key that names each item.
    static let levels = [
        ("languages", "language"), ("versions", "version"), ("tabs", "tab"), ("anchors", "anchor"),
        ("dropdowns", "dropdown"), ("products", "product"), ("menu", "item"),
    ]

    mutating func collect(_ node: JSONNode, at path: JSONPath, scope: Scope) {
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
        withList(node, "pages", path) { reader, pages, pagesPath in
            var entries: [DocsConfig.NavEntry] = []
            for (index, item) in pages.enumerated() {
                reader.entry(item, pagesPath / index, openapi: scope.openapi, into: &entries)
            }
            if !entries.isEmpty {
                var group = DocsConfig.NavGroup(name: "", entries: entries)
                group.openapi = scope.openapi
                groups.append(group)
            }
        }
        withList(node, "groups", path) { reader, list, listPath in
            groups += list.enumerated().compactMap { index, item in
                reader.resolvedGroup(item, listPath / index, openapi: scope.openapi)
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
            withList(node, key, path) { reader, list, listPath in
                for (index, child) in list.enumerated() {
                    reader.withResolved(child, listPath / index) { reader, child, childPath in
                        reader.level(child, key: key, nameKey: nameKey, index: index, at: childPath, scope: scope)
                    }
                }
            }
        }
    }

    mutating func level(_ child: JSONNode, key: String, nameKey: String, index: Int, at path: JSONPath, scope: Scope) {
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

    mutating func addTab(groups: [DocsConfig.NavGroup], scope: Scope, node: JSONNode?) {
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
    mutating func readGlobal(_ node: JSONNode, at path: JSONPath, language: String?) {
        guard node.members != nil else {
            fail(node, path, "an object with \"anchors\"")
            return
        }
        for (key, nameKey) in [("anchors", "anchor"), ("tabs", "tab")] {
            withList(node, key, path) { reader, list, listPath in reader.readGlobalLinks(list, listPath, nameKey, language) }
        }
    }

    private mutating func readGlobalLinks(_ list: [JSONNode], _ path: JSONPath, _ nameKey: String, _ language: String?) {
        for (index, item) in list.enumerated() {
            let itemPath = path / index
            guard item.members != nil else {
                fail(item, itemPath, "an object with \"\(nameKey)\" and \"href\"")
                continue
            }
            guard let href = string(item, "href", itemPath) else { continue }
            globalLinks.append(
                DocsConfig.NavLink(
                    name: string(item, nameKey, itemPath) ?? href, href: href, icon: Self.icon(item), language: language))
        }
    }
}
