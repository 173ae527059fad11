import HTML

/// The markup a block component writes around its children: cmark renders the children
/// between `open` and `close`.
struct ComponentMarkup {
    var open = HTMLBuffer(capacity: 256)
    var close = HTMLBuffer(capacity: 64)

    /// Markup with no children between its halves (a self-closing file in a tree, say).
    init() {}

    /// `<element class="…">` … `</element>`.
    init(element: String, classes: String) {
        open.raw("<\(element) class=\"\(classes)\">")
        close.raw("</\(element)>")
    }
}

extension HTMLBuffer {
    /// An `<span class="…">` holding an icon from the built-in set.
    mutating func icon(_ name: String, className: String, size: Int = 16) {
        raw("<span class=\"")
        raw(className)
        raw("\">")
        Icons.append(name, size: size, to: &self)
        raw("</span>")
    }
}
