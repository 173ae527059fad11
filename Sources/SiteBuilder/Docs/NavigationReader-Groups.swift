import Diagnostics
import JSONDocument

// Groups, pages and OpenAPI entries: the leaves of the navigation tree.
extension NavigationReader {
    mutating func resolvedGroup(
        _ node: JSONNode, _ path: JSONPath, openapi: DocsConfig.NavOpenAPI?
    ) -> DocsConfig.NavGroup? {
        var found: DocsConfig.NavGroup?
        withResolved(node, path) { reader, node, path in found = reader.group(node, path, openapi: openapi) }
        return found
    }

    mutating func group(
        _ node: JSONNode, _ path: JSONPath, openapi inherited: DocsConfig.NavOpenAPI?
    ) -> DocsConfig.NavGroup? {
        guard node.members != nil else {
            fail(node, path, "a group object with \"group\" and \"pages\"")
            return nil
        }
        let ownOpenAPI = openAPI(node, path)
        let openapi = ownOpenAPI ?? inherited
        var entries: [DocsConfig.NavEntry] = []
        withList(node, "pages", path) { reader, pages, pagesPath in
            for (index, item) in pages.enumerated() {
                // A page path, the usual entry, has no problem to report at its JSON path:
                // making that path for each of a large site's pages cost more than its entry.
                if let page = item.string {
                    entries.append(Self.entry(page, position: item.position))
                    continue
                }
                reader.entry(item, pagesPath / index, openapi: openapi, into: &entries)
            }
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

    mutating func entry(
        _ node: JSONNode, _ path: JSONPath, openapi: DocsConfig.NavOpenAPI?, into entries: inout [DocsConfig.NavEntry]
    ) {
        withResolved(node, path) { reader, node, path in
            if let page = node.string {
                entries.append(Self.entry(page, position: node.position))
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
    mutating func openAPI(_ node: JSONNode, _ path: JSONPath) -> DocsConfig.NavOpenAPI? {
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
    static func icon(_ node: JSONNode) -> String? {
        node["icon"]?.string ?? node["icon"]?["name"]?.string
    }

    static func isExternal(_ href: String) -> Bool {
        // A page path, the usual entry, is told by its first byte: the schemes that count
        // start with `m` or `h`, and lowercasing every entry cost more than reading it.
        if let first = href.utf8.first, first < 0x80, !"mMhH".utf8.contains(first) { return false }
        return SiteChrome.isExternal(href) && !href.hasPrefix("//")
    }

    /// The entry a string of `pages` makes: a link out when it is a URL, else a page.
    private static func entry(_ page: String, position: SourcePosition) -> DocsConfig.NavEntry {
        isExternal(page)
            ? .link(DocsConfig.NavLink(name: page, href: page))
            : .page(page.hasPrefix("/") ? String(page.dropFirst()) : page, position: position)
    }
}
