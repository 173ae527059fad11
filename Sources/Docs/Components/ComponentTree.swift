import Diagnostics

/// A page body after tokenizing: Markdown lines and the components around them.
enum ContentItem: Sendable {
    /// A line with inline components, or the text after a tag.
    case line(SourceLine)
    /// Lines that go on as written.
    case lines(LineSpan)
    case component(ComponentNode)
}

/// One line of Markdown (or the part of a line after a tag), as a slice of its file's bytes.
struct SourceLine: Sendable {
    /// The text without its line ending; indices are offsets into the whole file.
    var bytes: ArraySlice<UInt8>
    /// 1-based line in the file.
    var number: Int
    /// Leading spaces and tabs, which a component's dedent may remove.
    var indent: Int
    /// Text that followed a tag on the same line: already at its content's margin.
    var isRemainder = false
    /// The 1-based column (in characters) where `bytes` starts on its file line: past the tag
    /// for a remainder, else 1.
    var column = 1
    /// Inline components on the line, in order.
    var inlineTags: [InlineTag] = []

    var isBlank: Bool { indent == bytes.count }
}

/// An inline component tag (`<Badge>`, `</Badge>`, `<Icon icon="bolt" />`) inside a line.
struct InlineTag: Sendable {
    enum Role: Sendable { case open, close, selfClosing }

    var kind: ComponentKind
    var role: Role
    /// The tag's bytes, as offsets into the file.
    var range: Range<Int>
    /// For a closing tag, the attributes of the tag it closes (a tooltip's tip goes at its end).
    var attributes: ComponentAttributes
}

/// A block component and everything between its opening and closing tags.
struct ComponentNode: Sendable {
    enum Kind: Sendable {
        case known(ComponentKind)
        /// `<Name />` for `import Name from '…'`: the snippet's own items are the children,
        /// read from `file` (the name diagnostics give the snippet).
        case snippet(path: String, file: String)
        /// A component imported from a JavaScript module (`import { X } from '/snippets/x.jsx'`):
        /// without a JavaScript runtime its children are shown as they are, without the wrapper.
        case imported
        /// A tag with an unknown name, kept only so its closing tag pairs up; its error stops
        /// the page before anything is rendered.
        case unknown
        /// The page body itself, the root of the tree.
        case root
        /// A lowercase HTML block element (`<div id="x">` … `</div>`, each tag on a line of its
        /// own) in an MDX file, whose children are Markdown, as MDX reads them.
        case htmlWrapper
    }

    var kind: Kind
    var name: String
    var attributes: ComponentAttributes
    /// Where the opening tag's `<` is, in `file`.
    var position: SourcePosition
    var file: String
    /// Leading whitespace of the opening tag's line.
    var indent: Int
    var children: [ContentItem] = []
    /// For an HTML wrapper, its opening and closing tags' lines, written around the children.
    var htmlOpen: SourceLine?
    var htmlClose: SourceLine?

    var isHTMLWrapper: Bool {
        if case .htmlWrapper = kind { return true }
        return false
    }

    var componentKind: ComponentKind? {
        if case .known(let kind) = kind { return kind }
        return nil
    }

    /// How much indentation the children share: the least of their non-blank lines and
    /// child tags, not counting text that followed a tag on its line.
    var childDedent: Int {
        var dedent = Int.max
        for item in children {
            switch item {
            case .line(let line) where !line.isRemainder && !line.isBlank:
                dedent = min(dedent, line.indent)
            case .lines(let span) where span.leastIndent != nil:
                dedent = min(dedent, span.leastIndent!)
            case .component(let child):
                dedent = min(dedent, child.indent)
            default:
                continue
            }
        }
        return dedent == .max ? 0 : dedent
    }
}
