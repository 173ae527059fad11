import Diagnostics
import JSONDocument

/// `content/docs.json`: the site's name and navigation, a compatible subset of Mintlify's.
///
/// Read: `name`, `description` and `navigation` (languages, versions, tabs, anchors,
/// dropdowns, products, menus, groups and pages, `$ref` files; see `DocsConfig+Navigation`).
/// Other keys are ignored, so a Mintlify `docs.json` works as it is.
package struct DocsConfig: Sendable {
    package var name: String
    package var description: String?
    package var tabs: [NavTab]
    /// Everything else: colours, logo, navbar, footer, redirects… (``DocsSettings``).
    package var settings = DocsSettings()

    /// Links on every page (Mintlify's `navigation.global.anchors`).
    package var globalLinks: [NavLink] = []
    /// The languages and versions the navigation offers, in `docs.json` order.
    package var languages: [NavChoice] = []
    package var versions: [NavChoice] = []
    /// The files `$ref`s named (paths as the config file's path starts): pieces of the
    /// configuration, which the site does not publish.
    package var referencedFiles: Set<String> = []
    /// docs.json's bytes and every file its `$ref`s named, by path, as the parse read them:
    /// what the build's keys hash for the configuration, so that none of them is read again,
    /// and a file changed after the parse counts as it was parsed.
    var sourceHash = ContentHash()
    /// The same but for docs.json's keys that only the pages' surroundings show
    /// (``surroundingsOnly``): what the pages' bodies may depend on of the configuration.
    var bodiesHash = ContentHash()

    /// docs.json's keys that no page's body depends on: the site's name, colours, logo, navbar,
    /// footer, banner… Every `$ref` file a setting names counts for the bodies. Of the
    /// navigation, and the `$ref` files it names, bodies read only what ``NavigationBodies`` holds.
    static let surroundingsOnly: Set<String> = [
        "$schema", "name", "description", "colors", "logo", "favicon", "fonts", "appearance", "background", "navbar",
        "footer", "banner", "seo", "errors", "contextual", "search", "integrations", "thumbnails", "navigation",
    ]

    package static let empty = DocsConfig(name: "Docs", description: nil, tabs: [])

    /// Parses `docs.json`.
    ///
    /// - Throws: `invalid_json` and friends, or `wrong_type` with the JSON path.
    /// - Parameter load: reads a file that a `$ref` names (a path relative to `file`'s folder).
    package static func parse(
        _ bytes: [UInt8], file: String, load: @escaping (String) -> [UInt8]? = { try? FileReader.read($0) }
    ) throws(DiagnosticList) -> DocsConfig {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw DiagnosticList([error.inFile(file)])
        }
        let read = ReadFiles(bytes)
        var reader = ConfigReader(file: file) { path in
            let bytes = load(path)
            read.record(path, bytes)
            return bytes
        }
        let config = reader.config(root)
        // The navigation's `$ref` files were read; the settings' come next.
        read.readsSettings = true
        let (settingsRoot, sources) = reader.settingsWithReferences(root)
        guard reader.errors.isEmpty, var config else { throw DiagnosticList(reader.errors) }
        config.settings = DocsSettings.read(settingsRoot, file: file, sources: sources)
        config.referencedFiles = reader.referenced
        config.sourceHash = read.hash
        var bodies = read.settingsReferencesHash
        for member in root.members ?? [] where !surroundingsOnly.contains(member.key) {
            bodies.combine(member.key)
            bodies.combine(member.node)
        }
        config.bodiesHash = bodies
        return config
    }
}

/// The hash of the files a parse read, in the order it read them (the same inputs are read in
/// the same order).
private final class ReadFiles {
    private(set) var hash: ContentHash
    /// The same of the `$ref` files the settings named alone.
    private(set) var settingsReferencesHash = ContentHash()
    /// Whether the parse reads the settings by now, the navigation (read first) done.
    var readsSettings = false

    init(_ config: [UInt8]) {
        hash = ContentHash(config)
    }

    func record(_ path: String, _ bytes: [UInt8]?) {
        Self.combine(path, bytes, into: &hash)
        if readsSettings { Self.combine(path, bytes, into: &settingsReferencesHash) }
    }

    private static func combine(_ path: String, _ bytes: [UInt8]?, into hash: inout ContentHash) {
        hash.combine(path)
        if let bytes {
            hash.combine(1)
            hash.combine(bytes)
        } else {
            hash.combine(0)
        }
    }
}

extension ContentHash {
    /// A JSON value by its kind and content, not its place in the file: the same settings
    /// written elsewhere in docs.json hash the same.
    mutating func combine(_ node: JSONNode) {
        switch node.value {
        case .null: combine(0)
        case .bool(let value): combine(value ? 2 : 1)
        case .number(let text):
            combine(3)
            combine(text)
        case .string(let text):
            combine(4)
            combine(text)
        case .array(let items):
            combine(5)
            combine(UInt64(items.count))
            for item in items { combine(item) }
        case .object(let members):
            combine(6)
            combine(UInt64(members.count))
            for member in members {
                combine(member.key)
                combine(member.node)
            }
        }
    }
}

/// Reads the config's JSON, collecting shape errors with their paths.
private struct ConfigReader: DocsJSONReading {
    let file: String
    let load: (String) -> [UInt8]?
    var errors: [Diagnostic] = []
    /// The files the navigation's and the settings' `$ref`s named.
    var referenced: Set<String> = []

    mutating func config(_ root: JSONNode) -> DocsConfig? {
        guard root.members != nil else {
            fail(root, .root, "a docs.json object with \"name\" and \"navigation\"")
            return nil
        }
        let name = string(root, "name", .root) ?? "Docs"
        let description = string(root, "description", .root)
        var navigation = NavigationReader(file: file, load: load)
        if let node = root["navigation"] { navigation.read(node, at: .root / "navigation") }
        errors += navigation.errors
        referenced.formUnion(navigation.referenced)
        var config = DocsConfig(name: name, description: description, tabs: navigation.tabs)
        config.globalLinks = navigation.globalLinks
        config.languages = navigation.languages
        config.versions = navigation.versions
        return config
    }

    /// The root with every `$ref` in a setting's value followed (`"navbar": {"$ref":
    /// "navbar.json"}`, and the `$ref`s in that file), and the files its nodes came from; a
    /// missing file or a cycle is an error at the `$ref`, in the file that holds it.
    mutating func settingsWithReferences(_ root: JSONNode) -> (JSONNode, SettingsSources) {
        var resolver = NavigationReader(file: file, load: load)
        resolver.sources = SettingsSources(root: file)
        guard case .object(var members) = root.value else { return (root, resolver.sources!) }
        for index in members.indices where !DocsSettings.readElsewhere.contains(members[index].key) {
            members[index].node = resolver.resolvingReferences(members[index].node, .root / members[index].key).node
        }
        let sources = resolver.sources!
        errors += resolver.errors.map(sources.placed)
        referenced.formUnion(resolver.referenced)
        var resolved = root
        resolved.value = .object(members)
        return (resolved, sources)
    }
}
