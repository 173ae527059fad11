import PreferenceModel
import ScreenPreview

/// Where the full preview of each screen a docs page draws lives, so `<SettingsPreview>` can
/// link to it: the content's own preview (`previews/CATALOG/STATE.html`) when the docs show
/// a catalog of `catalogs/` with a state of `states/`, and otherwise a preview page made for
/// the docs alone, beside the others.
///
/// Those extra pages are planned from a scan of the docs (``DocsScreen/scan(_:read:)``)
/// before any page renders, so every link a page writes names a file the build makes. They
/// are not listed in the previews index, its galleries, the compare page or search: they
/// belong to the docs page that shows them, which is where a reader finds them.
package struct PreviewLinks: Sendable {
    /// A link's target: the page's path in the site and what the screen is called.
    package struct Target: Sendable, Equatable {
        package var path: String
        package var name: String
    }

    /// A screen whose preview page the site makes for its docs.
    struct Extra: Sendable {
        var screen: DocsScreen
        var path: String
        var catalogTitle: String
        var stateTitle: String?
        var subscriber: String
        var document: PreferenceDocument
        var state: PreferenceState
        /// Whether the page sits beside a content catalog's previews, and so its gallery.
        var isBesideGallery: Bool
    }

    private var catalogs: [String: (id: String, title: String)] = [:]
    private var states: [String: (id: String, title: String)] = [:]
    private var extraTargets: [DocsScreen: Target] = [:]
    private(set) var extras: [Extra] = []
    /// Every screen's target: the docs pages' build key takes it, since their links do.
    private(set) var key = ContentHash()
    /// ``key`` and the bytes of the extra pages' files: the previews' build key takes it.
    private(set) var sourcesKey = ContentHash()

    /// The full preview of the screen a page names, or `nil` when the site has none (a screen
    /// the scan did not find, or files that do not load, which the page's render reports).
    package func target(catalog: String, state: String?) -> Target? {
        guard let screen = DocsScreen(named: catalog, state: state) else { return nil }
        if let extra = extraTargets[screen] { return extra }
        guard let catalog = catalogs[screen.catalog] else { return nil }
        guard let statePath = screen.state else {
            return Target(path: "previews/\(catalog.id)/index.html", name: catalog.title)
        }
        guard let state = states[statePath] else { return nil }
        return Target(path: "previews/\(catalog.id)/\(state.id).html", name: "\(catalog.title), \(state.title)")
    }

    /// The targets of every screen `docs` draws (see ``DocsScreen/scan(_:read:)``).
    static func plan(for docs: DocsSite, content: SiteContent, contentFolder: String) -> PreviewLinks {
        let screens = DocsScreen.scan(docs.sources) { path in
            try? FileReader.read("\(contentFolder)/\(path)", inside: contentFolder)
        }
        return plan(screens: screens, content: content, contentFolder: contentFolder)
    }

    /// The targets of `screens`, making a preview page for each that the content's previews
    /// do not have; a screen whose files do not load gets none.
    ///
    /// Names are deterministic: a page takes its catalog's and state's file names (`demo.json`
    /// → `previews/demo/index.html`), with `-2`, `-3`, … after a name already taken, in the
    /// order of the screens' paths.
    static func plan(screens: [DocsScreen], content: SiteContent, contentFolder: String) -> PreviewLinks {
        var links = PreviewLinks()
        for entry in content.catalogs { links.catalogs[entry.file] = (entry.id, entry.title) }
        for entry in content.states { links.states[entry.file] = (entry.id, entry.title) }
        for (file, catalog) in links.catalogs.sorted(by: { $0.key < $1.key }) {
            links.key.combine(file)
            links.key.combine(catalog.id)
        }
        for (file, state) in links.states.sorted(by: { $0.key < $1.key }) {
            links.key.combine(file)
            links.key.combine(state.id)
        }
        let reserved: Set<String> = ["index", "gallery", "compare"]
        var catalogIDs = Set(content.catalogs.map(\.id)).union(reserved)
        var extraCatalogIDs: [String: String] = [:]
        var pageNames: [String: Set<String>] = [:]
        var files: [String: [UInt8]] = [:]
        let read = { (path: String) -> [UInt8]? in
            if let bytes = files[path] { return bytes }
            let bytes = try? FileReader.read("\(contentFolder)/\(path)", inside: contentFolder)
            files[path] = bytes
            return bytes
        }
        for screen in screens.sorted() {
            let contentCatalog = links.catalogs[screen.catalog]
            let contentState = screen.state.flatMap { links.states[$0] }
            if contentCatalog != nil && (screen.state == nil || contentState != nil) { continue }
            guard let loaded = load(screen, contentState: contentState, read: read) else { continue }
            let catalogID: String
            if let contentCatalog {
                catalogID = contentCatalog.id
            } else if let known = extraCatalogIDs[screen.catalog] {
                catalogID = known
            } else {
                catalogID = unique(stem(screen.catalog), taken: &catalogIDs)
                extraCatalogIDs[screen.catalog] = catalogID
            }
            var names = pageNames[catalogID] ?? Set(content.states.map(\.id)).union(reserved)
            let name: String
            if let contentState {
                name = contentState.id
            } else if let statePath = screen.state {
                name = unique(stem(statePath), taken: &names)
            } else {
                name = "index"
            }
            pageNames[catalogID] = names
            let catalogTitle = contentCatalog?.title ?? loaded.title ?? stem(screen.catalog)
            let stateTitle = contentState?.title ?? screen.state.map { StateEntry(file: $0, state: loaded.state).title }
            let extra = Extra(
                screen: screen, path: "previews/\(catalogID)/\(name).html", catalogTitle: catalogTitle,
                stateTitle: stateTitle,
                subscriber: screen.state == nil
                    ? "a subscriber who never chose" : loaded.state.subscriber ?? stem(screen.state ?? ""),
                document: loaded.document, state: loaded.state, isBesideGallery: contentCatalog != nil)
            links.extras.append(extra)
            links.extraTargets[screen] = Target(
                path: extra.path, name: stateTitle.map { "\(catalogTitle), \($0)" } ?? catalogTitle)
            links.key.combine(screen.catalog)
            links.key.combine(screen.state ?? "")
            links.key.combine(extra.path)
        }
        links.sourcesKey = links.key
        for path in files.keys.sorted() {
            links.sourcesKey.combine(path)
            links.sourcesKey.combine(files[path] ?? [])
        }
        return links
    }

    /// The paths of the extra pages.
    var extraPaths: Set<String> { Set(extras.map(\.path)) }

    // MARK: - Helpers

    private static func load(
        _ screen: DocsScreen, contentState: (id: String, title: String)?, read: (String) -> [UInt8]?
    ) -> (document: PreferenceDocument, state: PreferenceState, title: String?)? {
        guard let bytes = read(screen.catalog),
            let document = PreferenceLoader.load(bytes, file: screen.catalog, expecting: .screen).document,
            PreferenceScreen(document: document) != nil
        else { return nil }
        var state = PreferenceState.neverChose
        if let path = screen.state {
            guard let bytes = read(path),
                case .state(let loaded)? = PreferenceLoader.load(bytes, file: path, expecting: .state).document
            else { return nil }
            state = loaded
        }
        var title: String?
        if case .catalog(let catalog) = document, let workspace = catalog.workspace, !workspace.allSatisfy(\.isWhitespace) {
            title = workspace
        }
        return (document, state, title)
    }

    /// A file's name without its folder and extension, made safe for a URL.
    private static func stem(_ path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        let safe = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                    ? Character(scalar) : "-"
            })
        return safe.isEmpty ? "screen" : safe
    }

    /// `name`, or `name-2`, `name-3`, … : the first not in `taken` (nor a gallery page's
    /// name), which is then taken.
    private static func unique(_ name: String, taken: inout Set<String>) -> String {
        let base = name.hasPrefix("gallery") ? "screen-\(name)" : name
        var candidate = base
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
