/// One piece of a parsed template. A template is parsed once into a tree of these, which
/// `TemplateProgram` lays out flat for rendering; nothing about the source text is left to
/// work out while rendering.
///
/// Each piece keeps `at`, the byte offset in the source where it starts, so that a render that
/// hits a limit can name the tag it was at.
enum TemplateNode: Sendable {
    /// Literal text, never empty; all the text between two tags that print something, so
    /// rendering appends it in one go unless a standalone partial's lines need indenting.
    case text([UInt8], at: Int)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(TemplatePath, escaped: Bool, at: Int)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(TemplatePath, inverted: Bool, body: [TemplateNode], at: Int)
    /// `{{>name}}`. `indentation` is the whitespace before a standalone tag, prepended to every
    /// line of the partial; `nil` for a tag with other content on its line.
    case partial(String, indentation: [UInt8]?, at: Int)
    /// `{{<name}}…{{/name}}`: a partial whose blocks are replaced by `overrides`.
    /// `indentation` works as for a partial.
    case parent(String, indentation: [UInt8]?, overrides: [String: [TemplateNode]], at: Int)
    /// `{{$name}}…{{/name}}` outside a parent: a place an inheriting template may fill.
    /// `defaultBody` renders when nothing overrides it; an override renders with `indentation`
    /// added to each of its lines, which the parser has already stripped of their own.
    case block(String, indentation: [UInt8], defaultBody: [TemplateNode], at: Int)
}

/// A tag's name split on dots: `a.b.c` is `["a", "b", "c"]`, and the implicit iterator `.` is
/// the empty path, meaning the top of the context stack.
struct TemplatePath: Sendable {
    let components: [String]
    /// The first component's ``TemplateRootIndex/hash(_:)``, worked out once here rather than
    /// at every render; nil for `.` and for a name that is not ASCII.
    let firstHash: UInt64?

    init(_ name: String) {
        components = name == "." ? [] : Self.components(of: name)
        firstHash = components.first.flatMap(TemplateRootIndex.hash)
    }

    /// An ASCII name (the usual one) is split on its bytes: splitting a `String` walks it a
    /// `Character` at a time, some 3,000 instructions a tag, most of the parse of the built-in
    /// templates that every build makes. Other names are split by `Character`, where a `.`
    /// before a combining mark is no dot.
    private static func components(of name: String) -> [String] {
        var components: [String] = []
        let isSplit = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
                components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                start = end + 1
            }
            return true
        }
        guard isSplit == true else {
            return name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
        return components
    }
}
