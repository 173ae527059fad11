import ChildProcess
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A Markdown document as the real cmark-gfm reads it, with GitHub's extensions: its tables,
/// each as rows of cell texts, and the kinds of every node.
///
/// Runs the `cmark-gfm` command (`-t xml` prints the parsed tree) rather than the library,
/// whose parses share process-wide state with the Docs target's in this test process.
struct GFMDocument {
    /// Each table: its rows (the header first), each row its cells' plain text.
    var tables: [[[String]]] = []
    /// Every node's type, in document order.
    var nodeTypes: [String] = []

    static let tool = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm", "/opt/homebrew/bin/cmark-gfm"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    init(_ markdown: String) throws {
        guard let tool = Self.tool else { throw GFMError(message: "cmark-gfm is not installed (apt install cmark-gfm)") }
        let finished = try ChildProcess.run(
            tool, ["-t", "xml"] + ["table", "strikethrough", "autolink", "tagfilter"].flatMap { ["-e", $0] },
            input: Data(markdown.utf8))
        guard finished.succeeded else { throw GFMError(message: "cmark-gfm exited \(finished.status)") }
        let xml = finished.output
        let reader = TreeReader()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        guard parser.parse() else { throw GFMError(message: "cmark-gfm's XML does not parse") }
        tables = reader.tables
        nodeTypes = reader.nodeTypes
    }
}

struct GFMError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Collects tables and node types from cmark's XML tree.
private final class TreeReader: NSObject, XMLParserDelegate {
    var tables: [[[String]]] = []
    var nodeTypes: [String] = []
    private var cell: String?
    private var inLiteral = false

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        nodeTypes.append(name)
        switch name {
        case "table": tables.append([])
        case "table_header", "table_row": tables[tables.count - 1].append([])
        case "table_cell": cell = ""
        case "text", "code": inLiteral = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "table_cell":
            tables[tables.count - 1][tables[tables.count - 1].count - 1].append(cell ?? "")
            cell = nil
        case "text", "code": inLiteral = false
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inLiteral, cell != nil { cell! += string }
    }
}
