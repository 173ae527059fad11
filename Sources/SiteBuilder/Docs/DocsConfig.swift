import Diagnostics
import JSONDocument

/// `content/docs.json`: the site's name and navigation, a compatible subset of Mintlify's.
///
/// Read: `name`, `description`, `navigation.groups[]` (`group`, `pages`, nested groups as
/// page entries), and `navigation.tabs[]` (`tab`, `groups`). Other keys are ignored, so a
/// Mintlify `docs.json` works as it is.
package struct DocsConfig: Sendable {
    package var name: String
    package var description: String?
    package var tabs: [NavTab]

    /// One tab of the navigation; a config without tabs has one unnamed tab.
    package struct NavTab: Sendable {
        package var name: String?
        package var groups: [NavGroup]
    }

    /// A titled group of pages; a page entry may itself be a nested group.
    package struct NavGroup: Sendable {
        package var name: String
        package var entries: [NavEntry]
    }

    package enum NavEntry: Sendable {
        /// A page path relative to `content/docs/`, without extension.
        case page(String, position: SourcePosition)
        case group(NavGroup)
    }

    package static let empty = DocsConfig(name: "Docs", description: nil, tabs: [])

    /// Parses `docs.json`.
    ///
    /// - Throws: `invalid_json` and friends, or `wrong_type` with the JSON path.
    package static func parse(_ bytes: [UInt8], file: String) throws(DiagnosticList) -> DocsConfig {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw DiagnosticList([error.inFile(file)])
        }
        var reader = ConfigReader(file: file)
        let config = reader.config(root)
        guard reader.errors.isEmpty, let config else { throw DiagnosticList(reader.errors) }
        return config
    }
}

/// Reads the config's JSON, collecting shape errors with their paths.
private struct ConfigReader {
    let file: String
    var errors: [Diagnostic] = []

    mutating func config(_ root: JSONNode) -> DocsConfig? {
        guard root.members != nil else {
            fail(root, .root, "a docs.json object with \"name\" and \"navigation\"")
            return nil
        }
        let name = string(root, "name", .root) ?? "Docs"
        let description = string(root, "description", .root)
        var tabs: [DocsConfig.NavTab] = []
        if let navigation = root["navigation"] {
            collectTabs(navigation, at: .root / "navigation", names: [], into: &tabs)
        }
        return DocsConfig(name: name, description: description, tabs: tabs)
    }

    /// Mintlify nests navigation in languages, versions, tabs, anchors and dropdowns; each
    /// level that holds groups or pages becomes one tab here, named by the levels above it.
    private mutating func collectTabs(_ node: JSONNode, at path: JSONPath, names: [String], into tabs: inout [DocsConfig.NavTab])
    {
        if let list = node.elements {
            // The older Mintlify shape: `navigation` is the group list itself.
            let groups = list.enumerated().compactMap { group($1, path / $0) }
            tabs.append(DocsConfig.NavTab(name: names.isEmpty ? nil : names.joined(separator: " · "), groups: groups))
            return
        }
        guard node.members != nil else {
            fail(node, path, "a navigation object")
            return
        }
        var groups: [DocsConfig.NavGroup] = []
        if let pages = node["pages"]?.elements {
            let entries = pages.enumerated().compactMap { entry($1, path / "pages" / $0) }
            if !entries.isEmpty { groups.append(DocsConfig.NavGroup(name: "", entries: entries)) }
        }
        if let list = node["groups"]?.elements {
            groups += list.enumerated().compactMap { group($1, path / "groups" / $0) }
        }
        if !groups.isEmpty {
            tabs.append(DocsConfig.NavTab(name: names.isEmpty ? nil : names.joined(separator: " · "), groups: groups))
        }
        for (key, nameKey) in Self.levels {
            for (index, child) in (node[key]?.elements ?? []).enumerated() {
                let name = child[nameKey]?.string ?? "\(key) \(index + 1)"
                collectTabs(child, at: path / key / index, names: names + [name], into: &tabs)
            }
        }
    }

    /// The nesting levels of Mintlify's navigation and the key that names each item.
    private static let levels = [
        ("languages", "language"), ("versions", "version"), ("tabs", "tab"), ("anchors", "anchor"), ("dropdowns", "dropdown"),
        ("products", "product"),
    ]

    private mutating func group(_ node: JSONNode, _ path: JSONPath) -> DocsConfig.NavGroup? {
        guard node.members != nil else {
            fail(node, path, "a group object with \"group\" and \"pages\"")
            return nil
        }
        let name = string(node, "group", path) ?? ""
        let entries = (node["pages"]?.elements ?? []).enumerated().compactMap { entry($1, path / "pages" / $0) }
        return DocsConfig.NavGroup(name: name, entries: entries)
    }

    private mutating func entry(_ node: JSONNode, _ path: JSONPath) -> DocsConfig.NavEntry? {
        if let page = node.string {
            let trimmed = page.hasPrefix("/") ? String(page.dropFirst()) : page
            return .page(trimmed, position: node.position)
        }
        if node.members != nil, let nested = group(node, path) { return .group(nested) }
        if node.members == nil { fail(node, path, "a page path string or a nested group") }
        return nil
    }

    private mutating func string(_ node: JSONNode, _ key: String, _ path: JSONPath) -> String? {
        guard let value = node[key], !value.isNull else { return nil }
        guard let text = value.string else {
            fail(value, path / key, "a string")
            return nil
        }
        return text
    }

    private mutating func fail(_ node: JSONNode, _ path: JSONPath, _ expected: String) {
        errors.append(
            Diagnostic(
                .wrongType, "Found \(node.value.kindDescription); expected \(expected).", file: file, position: node.position,
                jsonPath: path.description))
    }
}
