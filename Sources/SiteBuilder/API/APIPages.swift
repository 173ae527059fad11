import APIReference
import Diagnostics
import Docs
import OpenAPI

/// The pages an OpenAPI spec adds to a docs site, and the navigation that lists them.
///
/// As in Mintlify: a navigation level or group with `openapi` and no pages lists every
/// operation of the spec, grouped by tag; an entry written `GET /users` (or
/// `spec.yaml GET /users`) is that operation's page; a page whose front matter says
/// `openapi: POST /users` is a hand-written page around the generated reference.
struct APIPages: Sendable {
    let library: APISpecLibrary
    /// Pages whose front matter names an operation without its spec, by key: the spec the
    /// navigation sets around them.
    let defaultSpecs: [String: String]

    /// The pages generated for operations, as a docs site holds pages.
    struct Generated {
        var location: DocLocation
        var head: DocHead
        var source: [UInt8]
    }

    /// What expanding the navigation gives: the navigation with operations as pages, the
    /// pages to generate, and problems (specs that do not read, operations that are not there).
    struct Expansion {
        var config: DocsConfig
        var pages: [Generated] = []
        /// Errors and warnings, each with its own severity.
        var problems: [Diagnostic] = []
    }

    /// The spec a site uses when nothing names one: the navigation's only spec, else
    /// docs.json's `api.openapi`.
    let soleSpec: String?
    /// How much of the Try-it panel endpoint pages show (docs.json `api.playground.display`).
    let playground: PlaygroundDisplay

    /// The spec a page's `openapi:` value means: its own, else the navigation's around it.
    /// A path starting `./` or `../` is the page's own neighbour, as Mintlify repositories
    /// write them (`openapi: ../metadata.json POST /rpc/Get`); others start at the docs root.
    func specName(for reference: APIPageReference, page key: String) -> String? {
        guard let spec = reference.spec else { return defaultSpecs[key] ?? soleSpec }
        guard spec.hasPrefix("./") || spec.hasPrefix("../") else { return spec }
        var parts = key.split(separator: "/").dropLast().map(String.init)
        for part in spec.split(separator: "/") {
            switch part {
            case ".": continue
            // Above the docs root: left as written, so reading it names the file it meant.
            case "..": if parts.popLast() == nil { return spec }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}

// MARK: - Expanding the navigation

extension APIPages {
    /// - Parameters:
    ///   - files: the file of each page whose front matter names an `openapi` operation, by key,
    ///     for problems with that front matter.
    ///   - configFile: `docs.json`, for problems with navigation entries.
    static func expand(
        config: DocsConfig, configFile: String, heads: [String: DocHead], files: [String: String], library: APISpecLibrary
    ) -> (APIPages, Expansion) {
        var expander = APINavigationExpander(library: library, pages: Set(heads.keys), configFile: configFile)
        var expansion = Expansion(config: config)
        for tabIndex in config.tabs.indices {
            var groups: [DocsConfig.NavGroup] = []
            for group in config.tabs[tabIndex].groups {
                let expanded = expander.expand(group)
                // A tab naming only a spec: the tag groups are the tab's own groups, after an
                // unnamed one holding the operations without a tag.
                if group.name.isEmpty, group.listsAllOperations {
                    var untagged = expanded
                    untagged.entries = expanded.entries.filter {
                        if case .group = $0 { return false }
                        return true
                    }
                    if !untagged.entries.isEmpty { groups.append(untagged) }
                    groups += expanded.entries.compactMap {
                        if case .group(let nested) = $0 { return nested }
                        return nil
                    }
                } else {
                    groups.append(expanded)
                }
            }
            expansion.config.tabs[tabIndex].groups = groups
        }
        // Every spec the navigation names is read, so its problems are told even when no
        // page of it is listed yet.
        let named = config.tabs.flatMap { tab in [tab.openapi].compactMap { $0 } + tab.groups.flatMap(Self.specs(in:)) }
        for openapi in named {
            for source in openapi.sources { expander.checkReadable(source, file: openapi.file, position: openapi.position) }
        }
        let api = APIPages(
            library: library, defaultSpecs: expander.defaultSpecs, specs: Set(named.flatMap(\.sources)), config: config)
        // Hand-written endpoint pages: their spec read now, so its problems are told once.
        // Only they are sorted (for the order of the problems): most pages name no operation.
        let endpointPages = heads.compactMap { key, head in
            head.extra["openapi"].flatMap { APIPageReference($0) }.map { (key: key, head: head, reference: $0) }
        }
        for (key, head, reference) in endpointPages.sorted(by: { $0.key < $1.key }) {
            guard let name = api.specName(for: reference, page: key) else {
                expander.problems.append(
                    Diagnostic(
                        .unknownOperation,
                        "The page names \(reference.operationName) but no spec: neither its front matter nor the navigation around it names one; expected \"openapi: spec.json \(reference.operationName)\".",
                        file: files[key], position: head.openapiLine.map { SourcePosition(line: $0, column: 1) }))
                continue
            }
            expander.check(
                reference, in: name, file: files[key] ?? key,
                position: head.openapiLine.map { SourcePosition(line: $0, column: 1) })
        }
        expansion.pages = expander.generated
        expansion.problems = expander.problems
        return (api, expansion)
    }
}

// MARK: - Sites without an API

extension APIPages {
    /// Whether the navigation has anything to expand: a spec on a tab or group, or a page
    /// entry naming no page that reads as an operation (`GET /users`). Most sites have none,
    /// and the expansion would walk every entry and copy the navigation for nothing.
    ///
    /// - Parameter exists: whether a page has the key.
    static func navigationNamesOperations(_ config: DocsConfig, exists: (String) -> Bool) -> Bool {
        config.tabs.contains { tab in tab.openapi != nil || tab.groups.contains { namesOperations($0, exists: exists) } }
    }

    /// What ``expand(config:configFile:heads:files:library:)`` gives a site whose navigation
    /// names no operation and whose pages name none in their front matter: the navigation
    /// as it is, no pages and no problems.
    static func unexpanded(config: DocsConfig, library: APISpecLibrary) -> (APIPages, Expansion) {
        (APIPages(library: library, defaultSpecs: [:], specs: [], config: config), Expansion(config: config))
    }

    private init(library: APISpecLibrary, defaultSpecs: [String: String], specs: Set<String>, config: DocsConfig) {
        self.init(
            library: library, defaultSpecs: defaultSpecs,
            soleSpec: specs.count == 1 ? specs.first : config.settings.openAPIFile,
            playground: config.settings.playgroundDisplay.flatMap(PlaygroundDisplay.init(rawValue:)) ?? .default)
    }

    /// Whether `text` has a space or a tab, looked for in its bytes in place.
    private static func hasSpace(_ text: String) -> Bool {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSpace) } ?? text.utf8.contains(where: isSpace)
    }

    private static func namesOperations(_ group: DocsConfig.NavGroup, exists: (String) -> Bool) -> Bool {
        if group.openapi != nil || group.listsAllOperations { return true }
        return group.entries.contains { entry in
            switch entry {
            // An operation's name has a space (`GET /users`): looked for first, as a page key
            // rarely has one, so that no key is parsed or looked up.
            case .page(let key, _):
                hasSpace(key) && APIPageReference(key) != nil && DocLocation.pageKey(key, exists: exists) == nil
            case .group(let nested): namesOperations(nested, exists: exists)
            case .link: false
            }
        }
    }
}

extension APIPages {
    /// The specs a group and the groups inside it name.
    fileprivate static func specs(in group: DocsConfig.NavGroup) -> [DocsConfig.NavOpenAPI] {
        [group.openapi].compactMap { $0 }
            + group.entries.flatMap { entry -> [DocsConfig.NavOpenAPI] in
                if case .group(let nested) = entry { return specs(in: nested) }
                return []
            }
    }
}
