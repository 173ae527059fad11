import APIReference
import ByteTools
import Diagnostics
import Docs
import HTML
import Locking
import PreferenceModel
import ScreenPreview

/// Connects the Docs module's Markdown renderer to the site: snippets come from the content
/// folder, and `<SettingsPreview>` draws the live screen from the content's catalogs.
struct DocsRendering: Sendable {
    let contentFolder: String
    /// The site's OpenAPI specs, for endpoint pages; nil where no docs site was read.
    var api: APIPages?
    /// docs.json's `variables`, replaced in pages and snippets; nil where none are defined.
    var variables: DocsVariables?
    /// The build's Mermaid drawings; nil leaves ```` ```mermaid ```` blocks as code.
    var diagrams: DiagramLibrary?
    /// The build's typeset formulas; nil leaves formulas as their TeX.
    var math: MathLibrary?
    /// Where each screen's full preview is; nil draws screens without a link (`markdown`, `lint`).
    var previewLinks: PreviewLinks?
    /// Catalogs and states already read, for pages that show the same one.
    private let documents = PreviewDocuments()

    init(contentFolder: String) {
        self.contentFolder = contentFolder
    }

    /// A page's front matter, for the sidebar, before any page renders.
    @Sendable static func readHead(_ bytes: [UInt8], _ file: String) throws -> DocHead {
        let head = try PageRenderer.head(utf8: bytes, file: file)
        return DocHead(
            title: head.title ?? fileTitle(file), sidebarTitle: head.frontMatter.sidebarTitle,
            description: head.frontMatter.description, extra: head.frontMatter.strings,
            keywords: keywords(head.frontMatter["keywords"]),
            openapiLine: head.frontMatter.entries.first { $0.key == "openapi" }?.line)
    }

    /// The words of a `keywords` value: a list's items, or a string's comma-separated parts.
    static func keywords(_ value: FrontMatter.Value?) -> [String] {
        let words: [String]
        switch value {
        case .list(let items)?: words = items
        case .string(let text)?: words = text.split(separator: ",").map(String.init)
        case .number(let text)?: words = [text]
        default: words = []
        }
        return words.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Renders one page's body, noting every other file it reads (for incremental builds).
    ///
    /// - Parameter words: the interface strings of the page's language, for the words the
    ///   renderer writes itself (a heading anchor's label, the API reference); English when empty.
    @Sendable func render(_ bytes: [UInt8], _ file: String, words: [String: String] = [:]) throws -> RenderedDoc {
        let contentFolder = self.contentFolder
        let documents = self.documents
        let dependencies = Locked<[String]>([])
        let variables = self.variables
        let previewLinks = self.previewLinks
        // Undefined variables in the page and its snippets, each in its file.
        let undefined = Locked<[Diagnostic]>([])
        var renderer = PageRenderer(
            settingsPreview: { catalog, state, position in
                dependencies.withLock {
                    $0 += [Self.path(catalog, in: contentFolder)] + (state.map { [Self.path($0, in: contentFolder)] } ?? [])
                }
                let screen = try Self.settingsPreview(
                    catalog: catalog, state: state, contentFolder: contentFolder, documents: documents, position: position)
                guard let target = previewLinks?.target(catalog: catalog, state: state) else { return screen }
                return screen + Self.previewLink(target)
            },
            snippetLoader: { path in
                let file = Self.path(path, in: contentFolder)
                dependencies.withLock { $0.append(file) }
                guard var bytes = try? FileReader.read(file, inside: contentFolder) else { return nil }
                if let variables {
                    let substituted = variables.substitute(bytes, file: file)
                    bytes = substituted.bytes
                    undefined.withLock { $0 += substituted.errors }
                }
                return String(decoding: bytes, as: UTF8.self)
            },
            snippetFile: { path in Self.path(path, in: contentFolder) })
        if let diagrams { renderer.diagramDrawer = { diagrams.drawing(for: $0) } }
        if let math { renderer.mathRenderer = { math.rendering(for: $0) } }
        if let prefix = words["permalink"] { renderer.permalinkPrefix = prefix }
        // An endpoint page: the generated reference follows the page's own Markdown, so
        // positions in what the author wrote stay theirs.
        let addition = api?.addition(source: bytes, file: file, words: ReferenceWords(words))
        var source = bytes
        if let variables {
            let substituted = variables.substitute(bytes, file: file)
            source = substituted.bytes
            undefined.withLock { $0 += substituted.errors }
        }
        if let addition { source += Array("\n\n\(addition.mdx)".utf8) }
        let page: MarkdownPage
        do {
            page = try renderer.render(utf8: source, file: file)
        } catch let list as DiagnosticList {
            throw DiagnosticList(undefined.withLock { $0 } + list.diagnostics)
        }
        if let errors = undefined.withLock({ $0.isEmpty ? nil : $0 }) { throw DiagnosticList(errors) }
        var html = page.htmlUTF8
        if let addition {
            html = Array(addition.header.utf8) + html + Array(addition.screens.utf8) + Array(addition.panel.utf8)
            dependencies.withLock { $0 += addition.files }
        }
        // Only a page that read a preview's or snippet's file can hold a screen; a byte search
        // then confirms it (Foundation's `String.contains` goes through NSString and UTF-16).
        let hasScreens = dependencies.withLock { !$0.isEmpty } && ByteSearch.contains(Self.screenMarker, anchor: 11, in: html)
        if hasScreens { html = ScreenHeadings.fit(html) }
        return RenderedDoc(
            html: html, headings: page.headings.map { DocHeading(level: $0.level, text: $0.text, id: $0.id) },
            links: page.links.map { ($0.target, $0.file, SourcePosition(line: $0.line, column: $0.column)) },
            markdown: (addition?.markdownHeader ?? "") + page.markdownTwin,
            hasScreens: hasScreens, dependencies: dependencies.withLock { $0 }, warnings: page.warnings,
            utilityClasses: page.utilityClasses, hasEndpoint: addition != nil)
    }

    /// A path named in a page (`/snippets/x.mdx`, `catalogs/y.json`), inside the content folder.
    private static func path(_ named: String, in contentFolder: String) -> String {
        "\(contentFolder)/\(named.hasPrefix("/") ? String(named.dropFirst()) : named)"
    }

    private static let screenMarker = Array("data-screen=\"preferences\"".utf8)

    /// The live screen for `<SettingsPreview catalog="catalogs/x.json" state="states/y.json" />`.
    private static func settingsPreview(
        catalog: String, state: String?, contentFolder: String, documents: PreviewDocuments, position: SourcePosition
    ) throws -> String {
        let catalogDocument = try documents.document(path(catalog, in: contentFolder), kind: .screen) {
            try load(catalog, kind: .screen, contentFolder: contentFolder)
        }
        var subscriber = PreferenceState.neverChose
        if let state {
            let stateDocument = try documents.document(path(state, in: contentFolder), kind: .state) {
                try load(state, kind: .state, contentFolder: contentFolder)
            }
            guard case .state(let loaded) = stateDocument else {
                throw Diagnostic(
                    .invalidPreview, "\(state) is not a preference state; expected a state file.", position: position)
            }
            subscriber = loaded
        }
        guard let screen = PreferenceScreen(document: catalogDocument, state: subscriber) else {
            throw Diagnostic(.invalidPreview, "\(catalog) is not a catalog; expected a catalog file.", position: position)
        }
        // Ids must be unique on the page and the same on every build: derive them from the position.
        // Full length: a page of prose shows the whole screen rather than a second scroll area.
        let options = ScreenOptions(idPrefix: "sp\(position.line)-\(position.column)", fullLength: true)
        var html = HTMLBuffer(capacity: 8192)
        ScreenRenderer(options: options, headingLevel: ScreenHeadings.drawnLevel).renderPhone(screen, into: &html)
        return html.string
    }

    /// The link under a docs screen to its full preview, root-relative (the page's links are
    /// rewritten relative to it and checked). Without script it opens the preview as the
    /// system's appearance shows it; the site's script adds the docs' own (`#appearance=dark`).
    private static func previewLink(_ target: PreviewLinks.Target) -> String {
        var html = HTMLBuffer(capacity: 256)
        html.raw("<a class=\"pf-preview-open\" data-preview-link")
        html.attribute("href", "/" + target.path)
        html.attribute("aria-label", "Open full preview of \(target.name)")
        html.raw(">Open full preview</a>")
        return html.string
    }

    private static func load(_ named: String, kind: DocumentKind, contentFolder: String) throws -> PreferenceDocument {
        let file = path(named, in: contentFolder)
        let result = PreferenceLoader.load(try FileReader.read(file, inside: contentFolder), file: file, expecting: kind)
        guard let document = result.document else { throw DiagnosticList(result.errors) }
        if case .failure(let failure) = document, kind == .state { throw failure.diagnostic(file: file) }
        return document
    }

    private static func fileTitle(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.split(separator: ".").first.map(String.init) ?? name
    }
}

/// Catalogs and states read for `<SettingsPreview>` during one build, by file and kind: a
/// catalog shown on many pages is read, parsed and checked once rather than on every page.
/// Only documents that loaded are kept, so each page that names a broken file reports it.
final class PreviewDocuments: Sendable {
    private struct Key: Hashable {
        var file: String
        var kind: DocumentKind
    }

    private let loaded = Locked<[Key: PreferenceDocument]>([:])

    func document(_ file: String, kind: DocumentKind, load: () throws -> PreferenceDocument) throws -> PreferenceDocument {
        let key = Key(file: file, kind: kind)
        if let document = loaded.withLock({ $0[key] }) { return document }
        let document = try load()
        loaded.withLock { $0[key] = document }
        return document
    }
}
