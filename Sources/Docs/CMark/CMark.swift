import CCmarkGFM
import Foundation

/// The one door to libcmark-gfm: extension registration, parsing and rendering.
///
/// Every page is parsed with the GFM extensions (table, strikethrough, autolink, tagfilter,
/// tasklist), footnotes, and raw HTML allowed (docs are trusted input; the tagfilter still
/// neuters `<script>` and its kin).
enum CMark {
    /// The options for parsing and for rendering.
    static let options: Int32 = CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES

    /// Parses a Markdown document.
    ///
    /// Parses run at the same time on every core when ``SpecialCharacters`` could take
    /// libcmark-gfm's shared table of special characters out of play (github/cmark-gfm#176);
    /// otherwise they are serialized, since two parses at once would make each other miss
    /// `~~strikethrough~~` and autolinks.
    static func parse(_ markdown: [UInt8]) -> CMarkDocument {
        parse(markdown, autolinks: Autolinks.mayOccur(in: markdown))
    }

    /// ``parse(_:)`` with the autolink extension or without it (see ``Autolinks``). Without it a
    /// page with nothing to link parses to the same tree: the extension's walk first joins
    /// adjacent text nodes, which `cmark_parser_finish` has done already for every parser.
    static func parse(_ markdown: [UInt8], autolinks: Bool) -> CMarkDocument {
        let registry = Registry.shared
        let arena = CMarkArena.retain()
        guard let parser = cmark_parser_new_with_mem(options, CMarkArena.memory) else {
            fatalError("cmark_parser_new failed: out of memory")
        }
        for pointer in autolinks ? registry.extensions : registry.extensionsButAutolink {
            cmark_parser_attach_syntax_extension(parser, pointer)
        }
        if !registry.parsesMayOverlap { parseLock.lock() }
        markdown.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                if let base = characters.baseAddress { cmark_parser_feed(parser, base, characters.count) }
            }
        }
        let root = cmark_parser_finish(parser)
        if !registry.parsesMayOverlap { parseLock.unlock() }
        guard let root else { fatalError("cmark_parser_finish failed: out of memory") }
        return CMarkDocument(parser: parser, root: root, arena: arena)
    }

    private static let parseLock = NSLock()

    /// One line of Markdown from an attribute (a frame's caption), as inline HTML: emphasis,
    /// code, links and the like. It is rendered in cmark's safe mode, so raw HTML in it is
    /// left out and `javascript:` links lose their target; nil when the text is not a single
    /// paragraph (a heading, a list), which the caller then shows as plain text.
    static func inlineHTML(_ text: String) -> String? {
        let safe = CMARK_OPT_DEFAULT
        guard let parser = cmark_parser_new(safe) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in ["strikethrough", "autolink"] {
            if let pointer = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, pointer) }
        }
        let registry = Registry.shared
        let bytes = Array(text.utf8)
        if !registry.parsesMayOverlap { parseLock.lock() }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                if let base = characters.baseAddress { cmark_parser_feed(parser, base, characters.count) }
            }
        }
        let root = cmark_parser_finish(parser)
        if !registry.parsesMayOverlap { parseLock.unlock() }
        guard let root else { return nil }
        defer { cmark_node_free(root) }
        guard let paragraph = cmark_node_first_child(root), cmark_node_next(paragraph) == nil,
            cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH
        else { return nil }
        guard let rendered = cmark_render_html(root, safe, cmark_parser_get_syntax_extensions(parser)) else { return nil }
        defer { free(rendered) }
        var html = String(cString: rendered)
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>\n") else { return nil }
        html.removeFirst(3)
        html.removeLast(5)
        return html
    }

    /// The core extensions, registered once: cmark's registry is not thread-safe, and a
    /// `static let` is initialized exactly once however many threads ask at the same time.
    private struct Registry: @unchecked Sendable {
        static let shared = Registry()

        /// Pointers into cmark's registry, which lives as long as the process.
        let extensions: [OpaquePointer]
        /// The same without autolink, for a page where it can find nothing (``Autolinks``).
        let extensionsButAutolink: [OpaquePointer]
        /// Whether parses may run at the same time (see ``SpecialCharacters``).
        let parsesMayOverlap: Bool

        private init() {
            cmark_gfm_core_extensions_ensure_registered()
            let named = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"].map { name in
                guard let pointer = cmark_find_syntax_extension(name) else {
                    fatalError("libcmark-gfm-extensions has no '\(name)' extension")
                }
                return (name, pointer)
            }
            extensions = named.map(\.1)
            extensionsButAutolink = named.filter { $0.0 != "autolink" }.map(\.1)
            SpecialCharacters.enable(with: extensions)
            parsesMayOverlap = SpecialCharacters.parsesMayOverlap
        }
    }
}

/// A parsed document and the parser whose extension list renders it, in the parsing
/// thread's ``CMarkArena``; releasing the document gives the memory back.
final class CMarkDocument {
    private let parser: OpaquePointer
    private let arena: OpaquePointer
    let root: CMarkNode

    fileprivate init(parser: OpaquePointer, root: OpaquePointer, arena: OpaquePointer) {
        self.parser = parser
        self.root = CMarkNode(root)
        self.arena = arena
    }

    deinit {
        // The tree, the parser and everything cmark allocated for them live in the arena.
        CMarkArena.release(arena)
    }

    /// The document as HTML, in UTF-8.
    func renderHTML() -> [UInt8] {
        guard let html = cmark_render_html(root.pointer, CMark.options, cmark_parser_get_syntax_extensions(parser)) else {
            return []
        }
        // The rendered text is in the arena too: copied out, never freed on its own.
        let count = strlen(html)
        return html.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }
}
