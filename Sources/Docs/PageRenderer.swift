import Diagnostics

/// Renders one Markdown page: front matter, components, GitHub Flavored Markdown through
/// cmark-gfm, highlighting, heading ids, and the page's links and Markdown twin.
///
/// A renderer holds no state between pages, so one value renders any number of pages from
/// any number of threads at once.
package struct PageRenderer: Sendable {
    /// Draws `<SettingsPreview catalog="…" state="…" />`: the HTML of the settings screen.
    package typealias SettingsPreview =
        @Sendable (_ catalog: String, _ state: String?, _ position: SourcePosition) throws -> String
    /// Reads a snippet's Markdown by the path its `import` line names, or nil when it cannot.
    package typealias SnippetLoader = @Sendable (_ path: String) -> String?
    /// The file name a snippet's diagnostics give, for the path its `import` line names.
    package typealias SnippetFile = @Sendable (_ path: String) -> String
    /// Draws a ```` ```mermaid ```` block's source (see ``DiagramDrawing``).
    package typealias DiagramDrawer = @Sendable (_ source: String) -> DiagramDrawing
    /// Typesets a formula (see ``MathRendering``).
    package typealias MathRenderer = @Sendable (_ formula: MathFormula) -> MathRendering

    /// What Preflight adds to cmark's plain HTML.
    package struct Decorations: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// An `id` and an anchor link on every heading.
        package static let headingAnchors = Decorations(rawValue: 1 << 0)
        /// Highlighting, a title header and a copy button around every code block.
        package static let codeBlocks = Decorations(rawValue: 1 << 1)
        /// Formulas: `$…$`, `$$…$$` and `<Latex>` typeset (or shown as TeX), never Markdown.
        package static let math = Decorations(rawValue: 1 << 2)

        package static let all: Decorations = [.headingAnchors, .codeBlocks, .math]
        /// cmark's own HTML for headings and code (the conformance suite compares against it);
        /// front matter and components are still read.
        package static let none: Decorations = []
    }

    private let settingsPreview: SettingsPreview?
    private let snippetLoader: SnippetLoader?
    private let snippetFile: SnippetFile?
    private let decorations: Decorations
    /// Draws Mermaid diagrams; without it a ```` ```mermaid ```` block is a code block.
    package var diagramDrawer: DiagramDrawer?
    /// Typesets formulas; without it they show as their TeX in a styled `<code>`.
    package var mathRenderer: MathRenderer?
    /// What a heading's anchor link is called before the heading's text, for screen readers,
    /// in the page's language.
    package var permalinkPrefix = "Permalink: "

    /// `snippetFile` names a snippet's file in what is reported from it; without it, the path
    /// its `import` line names.
    package init(
        settingsPreview: SettingsPreview? = nil, snippetLoader: SnippetLoader? = nil, snippetFile: SnippetFile? = nil,
        decorations: Decorations = .all
    ) {
        self.settingsPreview = settingsPreview
        self.snippetLoader = snippetLoader
        self.snippetFile = snippetFile
        self.decorations = decorations
    }

    /// Renders the page whose text is `source`; `file` names it in diagnostics.
    ///
    /// - Throws: a ``Diagnostic``, or a ``DiagnosticList`` when there are several, for
    ///   broken front matter (`invalid_front_matter`, `unclosed_front_matter`) and broken
    ///   components (`unknown_component`, `unclosed_component`, `mismatched_component`,
    ///   `misplaced_component`, `missing_attribute`, `invalid_attribute`,
    ///   `invalid_component_tag`, `unsupported_mdx`, `unresolved_snippet`, `snippet_cycle`,
    ///   `nesting_too_deep`), pages too large for cmark-gfm (`page_too_large`), Markdown that cmark-gfm cannot parse in linear time
    ///   (`table_too_large`, `too_many_images`), and whatever the settings-preview closure throws.
    package func render(source: String, file: String) throws -> MarkdownPage {
        try render(normalized: SourceText.utf8(source), file: file)
    }

    /// Renders the page whose UTF-8 text is `source`: the same as ``render(source:file:)`` of
    /// `String(decoding: source, as: UTF8.self)`, without the round trip through `String`.
    ///
    /// - Throws: what ``render(source:file:)`` throws.
    package func render(utf8 source: [UInt8], file: String) throws -> MarkdownPage {
        try render(normalized: SourceText.utf8(bytes: source), file: file)
    }

    private func render(normalized bytes: [UInt8], file: String) throws -> MarkdownPage {
        // Refused before any work, whatever size limit the files were read with.
        if let tooLarge = CMarkInputBounds.check(size: bytes.count, file: file) { throw tooLarge }
        let split = try FrontMatterParser.split(bytes, file: file)

        var tokenizer = ComponentTokenizer(code: bytes, file: file, snippetLoader: snippetLoader, snippetFile: snippetFile)
        tokenizer.math.isOn = decorations.contains(.math)
        let items = tokenizer.tokenize(split.bodyRange, firstLine: split.bodyFirstLine)
        var assembler = DocumentAssembler(settingsPreview: settingsPreview, capacity: bytes.count, file: file)
        if tokenizer.diagnostics.isEmpty { assembler.assemble(items) }
        var problems = tokenizer.diagnostics + assembler.diagnostics
        if problems.isEmpty { problems = CMarkInputBounds.check(assembler.markdown, sourceMap: assembler.sourceMap, file: file) }
        if problems.count == 1 { throw problems[0] }
        if !problems.isEmpty { throw DiagnosticList(problems) }

        let document = CMark.parse(assembler.markdown)
        var transformer = DocumentTransformer(
            records: assembler.records, sourceMap: assembler.sourceMap, markdown: assembler.markdown, decorations: decorations)
        transformer.diagramDrawer = diagramDrawer
        transformer.mathRenderer = mathRenderer
        transformer.permalinkPrefix = permalinkPrefix
        transformer.transform(document.root)
        // Formulas KaTeX refused: each in its file (the page's, or a snippet's).
        let mathErrors = transformer.errors.map { $0.file == nil ? $0.inFile(file) : $0 }
        if mathErrors.count == 1 { throw mathErrors[0] }
        if !mathErrors.isEmpty { throw DiagnosticList(mathErrors) }
        let html = document.renderHTML()

        let frontMatter = split.frontMatter
        var page = MarkdownPage(
            frontMatter: frontMatter,
            title: frontMatter.title ?? transformer.firstTopHeading ?? Self.fileStem(file),
            description: frontMatter.description,
            htmlUTF8: html,
            headings: transformer.headings,
            links: transformer.links,
            markdownTwin: MarkdownTwinWriter.twin(of: items, capacity: bytes.count))
        // Warnings from a snippet name it; the rest are the page's.
        page.warnings = (tokenizer.warnings + transformer.warnings).map { $0.file == nil ? $0.inFile(file) : $0 }
        page.utilityClasses = transformer.utilityClasses.sorted()
        if !page.warnings.isEmpty { page.markdownTwin = TwinScrubber.scrub(page.markdownTwin) }
        return page
    }

    /// `docs/sdks/ios/preferences.mdx` → `preferences`: the last resort for a title.
    private static func fileStem(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name }
        return String(name[..<dot])
    }
}
