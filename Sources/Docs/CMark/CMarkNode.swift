import CCmarkGFM
import Foundation
import HTML

/// A node of a cmark tree: an unowned pointer with typed accessors.
///
/// The document owns every node; a node taken out of the tree must be freed (``free()``) or
/// put back, and nothing keeps a `CMarkNode` past its document.
struct CMarkNode: Hashable {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// A new, unlinked node for a document parsed on this thread: it lives in the thread's
    /// ``CMarkArena``, like the document.
    init(type: cmark_node_type) {
        assert(CMarkArena.isInUseOnThisThread, "a cmark node made with no document alive on this thread")
        guard let pointer = cmark_node_new_with_mem(type, CMarkArena.memory) else {
            fatalError("cmark_node_new failed: out of memory")
        }
        self.pointer = pointer
    }

    var type: cmark_node_type { cmark_node_get_type(pointer) }

    var parent: CMarkNode? { cmark_node_parent(pointer).map(CMarkNode.init) }
    var firstChild: CMarkNode? { cmark_node_first_child(pointer).map(CMarkNode.init) }
    var lastChild: CMarkNode? { cmark_node_last_child(pointer).map(CMarkNode.init) }
    var next: CMarkNode? { cmark_node_next(pointer).map(CMarkNode.init) }
    var previous: CMarkNode? { cmark_node_previous(pointer).map(CMarkNode.init) }

    /// The 1-based line in the parsed text where the node starts (0 when cmark does not know).
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    var endLine: Int { Int(cmark_node_get_end_line(pointer)) }
    /// The 1-based column in the parsed text where the node starts (0 when cmark does not know).
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }

    /// The literal's bytes, without going through `String`.
    var literalBytes: [UInt8] {
        guard let literal = cmark_node_get_literal(pointer) else { return [] }
        let length = strlen(literal)
        return literal.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// Calls `body` with the literal's bytes where cmark keeps them, for a look that needs
    /// no copy (empty when the node has no literal).
    func withLiteral<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let literal = cmark_node_get_literal(pointer) else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        let length = strlen(literal)
        return literal.withMemoryRebound(to: UInt8.self, capacity: length) {
            body(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    var url: String? { cmark_node_get_url(pointer).map { String(cString: $0) } }
    var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }

    /// What a custom block or inline writes before its children.
    func setOnEnter(_ bytes: [UInt8]) {
        Self.withCString(bytes) { _ = cmark_node_set_on_enter(pointer, $0) }
    }

    /// What a custom block or inline writes after its children.
    func setOnExit(_ bytes: [UInt8]) {
        Self.withCString(bytes) { _ = cmark_node_set_on_exit(pointer, $0) }
    }

    /// What a custom block or inline writes before and after its children, from one buffer
    /// holding the opening markup, a NUL, the closing markup and a NUL (`exitStart` is where
    /// the closing markup starts). cmark copies both straight out of the buffer, where
    /// ``setOnEnter(_:)`` and ``setOnExit(_:)`` each take an array and copy it again to end it
    /// with a NUL: headings and code blocks, one or more per page, come this way.
    func setMarkup(_ markup: HTMLBuffer, exitStart: Int) {
        markup.withUnsafeBytes { bytes in
            precondition(
                exitStart > 0 && bytes[exitStart - 1] == 0 && bytes.last == 0, "markup must be two NUL-terminated pieces")
            let start = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
            _ = cmark_node_set_on_enter(pointer, start)
            _ = cmark_node_set_on_exit(pointer, start + exitStart)
        }
    }

    /// A custom block that writes nothing of its own around its children (just line breaks).
    func setEmptyMarkup() {
        _ = cmark_node_set_on_enter(pointer, "")
        _ = cmark_node_set_on_exit(pointer, "")
    }

    /// Calls `body` with `bytes` as a NUL-terminated C string (cmark copies it).
    private static func withCString(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Void) {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            bytes.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
            }
            buffer[bytes.count] = 0
            body(UnsafePointer(buffer.baseAddress!))
        }
    }

    /// Replaces a text node's text.
    func setLiteral(_ bytes: [UInt8]) {
        Self.withCString(bytes) { _ = cmark_node_set_literal(pointer, $0) }
    }

    func insertBefore(_ sibling: CMarkNode) {
        cmark_node_insert_before(pointer, sibling.pointer)
    }

    /// Moves `child` (unlinking it from where it was) to the end of this node's children.
    func append(_ child: CMarkNode) {
        cmark_node_append_child(pointer, child.pointer)
    }

    /// Makes the subtree's text its own: inline text can point into its block's buffer, so a
    /// block must own its text before its inlines outlive it.
    func ownText() {
        cmark_node_own(pointer)
    }

    /// Unlinks and frees the node and its subtree.
    func free() {
        cmark_node_free(pointer)
    }
}
