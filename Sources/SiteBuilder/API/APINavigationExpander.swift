import Diagnostics
import Docs
import OpenAPI

/// Walks the navigation once, generating a page per operation it reaches.
struct APINavigationExpander {
    let library: APISpecLibrary
    let pages: Set<String>
    let configFile: String
    var generated: [APIPages.Generated] = []
    /// Errors and warnings (what a spec gets wrong that Mintlify tolerates), each with its severity.
    var problems: [Diagnostic] = []
    var defaultSpecs: [String: String] = [:]
    /// Generated pages by spec file and operation, so one named twice is one page.
    private var keys: [String: String] = [:]
    private var usedKeys: Set<String> = []
    /// Spec files whose problems (errors or warnings) were already reported.
    private var reported: Set<String> = []

    init(library: APISpecLibrary, pages: Set<String>, configFile: String) {
        self.library = library
        self.pages = pages
        self.configFile = configFile
        usedKeys = pages
    }

    mutating func expand(_ group: DocsConfig.NavGroup) -> DocsConfig.NavGroup {
        var group = group
        var entries: [DocsConfig.NavEntry] = []
        if group.listsAllOperations, let openapi = group.openapi {
            for source in openapi.sources { entries += allOperations(source, openapi: openapi) }
        }
        for entry in group.entries {
            switch entry {
            case .page(let key, let position):
                if DocLocation.pageKey(key, exists: pages.contains) == nil, let reference = APIPageReference(key) {
                    if let page = page(for: reference, openapi: group.openapi, position: position) {
                        entries.append(.page(page, position: position))
                    }
                    continue
                }
                if let spec = group.openapi?.sources.first, let found = DocLocation.pageKey(key, exists: pages.contains) {
                    defaultSpecs[found] = defaultSpecs[found] ?? spec
                }
                entries.append(entry)
            case .group(let nested):
                entries.append(.group(expand(nested)))
            case .link:
                entries.append(entry)
            }
        }
        group.entries = entries
        return group
    }

    /// Every operation of a spec, in groups by first tag (untagged ones first, ungrouped).
    private mutating func allOperations(_ source: String, openapi: DocsConfig.NavOpenAPI) -> [DocsConfig.NavEntry] {
        guard let spec = read(source, file: openapi.file, position: openapi.position) else { return [] }
        var untagged: [DocsConfig.NavEntry] = []
        var tagged: [(tag: String, entries: [DocsConfig.NavEntry])] = []
        for operation in spec.operations + spec.webhooks where !operation.hidden {
            let entry = DocsConfig.NavEntry.page(
                key(for: operation, spec: spec, source: source, directory: openapi.directory), position: openapi.position)
            guard let tag = operation.tags.first else {
                untagged.append(entry)
                continue
            }
            if let index = tagged.firstIndex(where: { $0.tag == tag }) {
                tagged[index].entries.append(entry)
            } else {
                tagged.append((tag, [entry]))
            }
        }
        // Groups in the order of the spec's `tags` list, then in the order operations name them.
        let order = spec.tags.map(\.name)
        // Tags the list leaves out keep the order operations first name them.
        tagged = tagged.enumerated().sorted {
            (order.firstIndex(of: $0.element.tag) ?? .max, $0.offset) < (order.firstIndex(of: $1.element.tag) ?? .max, $1.offset)
        }.map(\.element)
        return untagged
            + tagged.map { tag, entries in
                var group = DocsConfig.NavGroup(
                    name: spec.tags.first { $0.name == tag }?.displayName ?? tag, entries: entries)
                group.openapi = openapi
                return .group(group)
            }
    }

    /// The page for a `GET /users` entry, or nil after reporting why there is none.
    private mutating func page(
        for reference: APIPageReference, openapi: DocsConfig.NavOpenAPI?, position: SourcePosition
    ) -> String? {
        let file = openapi?.file ?? configFile
        guard let source = reference.spec ?? openapi?.sources.first else {
            problems.append(
                Diagnostic(
                    .unknownOperation,
                    "The navigation lists \(reference.operationName) but names no spec around it; expected \"openapi\" on the group or tab, or \"spec.json \(reference.operationName)\".",
                    file: file, position: position))
            return nil
        }
        guard let spec = read(source, file: file, position: position) else { return nil }
        guard let operation = operation(reference, in: spec, file: file, position: position) else { return nil }
        return key(for: operation, spec: spec, source: source, directory: openapi?.directory)
    }

    /// Reads the spec, reporting (once) why it cannot be read.
    mutating func checkReadable(_ source: String, file: String, position: SourcePosition?) {
        _ = read(source, file: file, position: position)
    }

    /// Reports an operation that a page names and its spec does not have.
    mutating func check(_ reference: APIPageReference, in source: String, file: String, position: SourcePosition?) {
        guard let spec = read(source, file: file, position: position) else { return }
        _ = operation(reference, in: spec, file: file, position: position)
    }

    private mutating func operation(
        _ reference: APIPageReference, in spec: APISpec, file: String, position: SourcePosition?
    ) -> APIOperation? {
        if let operation = reference.operation(in: spec) { return operation }
        let names = (spec.operations + spec.webhooks).map(\.displayName)
        let nearest = NearestNames.matches(for: reference.operationName, among: names)
        problems.append(
            Diagnostic(
                .unknownOperation,
                "\(spec.file) has no operation \(reference.operationName); expected one of its \(names.count) operations.",
                file: file, position: position,
                hint: nearest.isEmpty ? nil : "did you mean \(nearest.map { "\"\($0)\"" }.joined(separator: " or "))?"))
        return nil
    }

    /// The spec, or nil after reporting (once per spec) why it cannot be read.
    private mutating func read(_ source: String, file: String, position: SourcePosition?) -> APISpec? {
        if source.contains("://") {
            if reported.insert(source).inserted {
                problems.append(
                    Diagnostic(
                        .unsupportedSetting,
                        "The spec \(source) is on another server, which the build does not fetch; its pages are left out. Expected a spec file in the site.",
                        file: file, position: position))
            }
            return nil
        }
        // Keyed by file: two spellings of one spec (`/api.json`, `api.json`) report once.
        let isFirst = reported.insert(library.file(source)).inserted
        switch library.navigationSpec(source) {
        case .success(let spec):
            // What Mintlify tolerates is left off the pages; the build says so as warnings.
            if isFirst { problems += spec.warnings }
            return spec
        case .failure(let list):
            if isFirst { problems += list.diagnostics }
            return nil
        }
    }

    /// A path's segments when every one names a file or folder inside the site (no `.`, `..`,
    /// backslash or control character); nil otherwise.
    private static func segments(_ path: String) -> [String]? {
        let segments = path.split(separator: "/").map(String.init)
        let safe = segments.allSatisfy { segment in
            segment != "." && segment != ".."
                && !segment.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }
        }
        return safe && !segments.isEmpty ? segments : nil
    }

    /// The generated page's key: `x-mint.href`, else `directory/tag/title` as Mintlify
    /// makes it, unique in the site.
    private mutating func key(for operation: APIOperation, spec: APISpec, source: String, directory: String?) -> String {
        let identity = "\(spec.file) \(operation.displayName) \(directory ?? "")"
        if let known = keys[identity] { return known }
        var base: String
        if let href = operation.href, href.hasPrefix("/"), let segments = Self.segments(href) {
            base = segments.joined(separator: "/")
        } else {
            if let href = operation.href {
                problems.append(
                    Diagnostic(
                        .invalidOpenAPI,
                        "x-mint.href \"\(href)\" of \(operation.displayName) is no path inside the site; expected a path such as \"/guides/users\".",
                        file: spec.file, position: operation.position))
            }
            // A folder inside the output: `.` and `..` steps could leave it.
            let folder = Self.segments(directory ?? "")?.joined(separator: "/") ?? ""
            let title = APIPageTitle.title(of: operation)
            let tag = operation.tags.first.map { HeadingSlugger.slugify($0) }
            base = ([folder.isEmpty ? "api-reference" : folder] + (tag.map { [$0] } ?? []) + [HeadingSlugger.slugify(title)])
                .filter { !$0.isEmpty }.joined(separator: "/")
        }
        var key = base
        var number = 2
        while usedKeys.contains(key) {
            key = "\(base)-\(number)"
            number += 1
        }
        usedKeys.insert(key)
        keys[identity] = key
        generated.append(
            APIPages.Generated(
                location: DocLocation(source: key + ".mdx"), head: APIPageTitle.head(of: operation, source: source),
                source: Array(
                    "---\nopenapi: \(APIPageTitle.quoted("\(source) \(operation.displayName)"))\n\(APIPages.generatedKey): true\n---\n"
                        .utf8)))
        return key
    }
}
