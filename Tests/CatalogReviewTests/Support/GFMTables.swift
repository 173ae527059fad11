import CCmarkGFM

/// A Markdown document as the real cmark-gfm parser (with GitHub's table extension) reads
/// it: its tables, each as rows of cell texts, and the kinds of every node.
struct GFMDocument {
    /// Each table: its rows (the header first), each row its cells' plain text.
    var tables: [[[String]]] = []
    /// Every node's type string, in document order.
    var nodeTypes: [String] = []

    init(_ markdown: String) {
        cmark_gfm_core_extensions_ensure_registered()
        let parser = cmark_parser_new(CMARK_OPT_DEFAULT)!
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink", "tagfilter"] {
            if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
        }
        var bytes = Array(markdown.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        let document = cmark_parser_finish(parser)!
        defer { cmark_node_free(document) }
        let iterator = cmark_iter_new(document)!
        defer { cmark_iter_free(iterator) }
        var cell: String?
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            let node = cmark_iter_get_node(iterator)!
            let type = String(cString: cmark_node_get_type_string(node))
            if event == CMARK_EVENT_ENTER { nodeTypes.append(type) }
            switch (type, event) {
            case ("table", CMARK_EVENT_ENTER): tables.append([])
            case ("table_row", CMARK_EVENT_ENTER), ("table_header", CMARK_EVENT_ENTER): tables[tables.count - 1].append([])
            case ("table_cell", CMARK_EVENT_ENTER): cell = ""
            case ("table_cell", CMARK_EVENT_EXIT):
                let rows = tables[tables.count - 1].count
                tables[tables.count - 1][rows - 1].append(cell ?? "")
                cell = nil
            case (_, CMARK_EVENT_ENTER) where cell != nil:
                if let literal = cmark_node_get_literal(node) { cell! += String(cString: literal) }
            default: break
            }
        }
    }
}
