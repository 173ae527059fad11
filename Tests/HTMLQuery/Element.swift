/// A small HTML reader for tests: enough to walk the pages Preflight writes by their elements,
/// classes and `data-*` hooks (see `query(_:)` for the selectors it understands).
///
/// It understands start and end tags, attributes with or without values, void and
/// self-closing elements, comments, raw `script` and `style` bodies, and the five entities the
/// HTML writer emits (plus numeric references).
package final class Element {
    package let name: String
    package let attributes: [String: String]
    package private(set) var children: [Node] = []
    package private(set) weak var parent: Element?

    package enum Node {
        case element(Element)
        case text(String)
    }

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

    package func has(_ attribute: String) -> Bool { attributes[attribute] != nil }

    /// The element children, in order.
    package var elements: [Element] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// Every descendant element, depth first, in document order.
    package var descendants: [Element] {
        var found: [Element] = []
        var stack = elements.reversed() as [Element]
        while let element = stack.popLast() {
            found.append(element)
            stack.append(contentsOf: element.elements.reversed())
        }
        return found
    }

    /// Descendants carrying `attribute` (with `value` when given).
    package func all(_ attribute: String, _ value: String? = nil) -> [Element] {
        descendants.filter { element in
            guard let found = element[attribute] else { return false }
            return value == nil || found == value
        }
    }

    package func first(_ attribute: String, _ value: String? = nil) -> Element? { all(attribute, value).first }

    /// The text inside, entities decoded.
    package var text: String {
        children.map { node in
            switch node {
            case .text(let text): text
            case .element(let element): element.text
            }
        }.joined()
    }

    fileprivate func append(_ node: Node) {
        if case .element(let element) = node { element.parent = self }
        children.append(node)
    }

    /// Parses a fragment or page; the result is a synthetic root element named `#root`.
    package static func parse(_ html: String) -> Element {
        var parser = MiniParser(html: Array(html.unicodeScalars))
        return parser.parse()
    }
}

private struct MiniParser {
    let html: [Unicode.Scalar]
    var index = 0
    static let voidElements: Set<String> = ["br", "img", "input", "meta", "link", "hr", "source", "area", "col", "wbr"]

    init(html: [Unicode.Scalar]) {
        self.html = html
    }

    mutating func parse() -> Element {
        let root = Element(name: "#root", attributes: [:])
        var stack = [root]
        var text = ""
        func flush() {
            if !text.isEmpty { stack.last!.append(.text(decode(text))) }
            text = ""
        }
        while index < html.count {
            if html[index] == "<" {
                if matches("<!--") {
                    flush()
                    skip(past: "-->")
                } else if matches("<!") {
                    flush()
                    skip(past: ">")
                } else if matches("</") {
                    flush()
                    index += 2
                    let name = readName()
                    skip(past: ">")
                    if let position = stack.lastIndex(where: { $0.name == name }), position > 0 {
                        stack.removeSubrange(position...)
                    }
                } else {
                    flush()
                    index += 1
                    let name = readName()
                    let (attributes, selfClosing) = readAttributes()
                    let element = Element(name: name, attributes: attributes)
                    stack.last!.append(.element(element))
                    if !selfClosing && !Self.voidElements.contains(name) {
                        stack.append(element)
                        if name == "script" || name == "style" {
                            let end = "</\(name)"
                            var body = ""
                            while index < html.count, !matches(end) {
                                body.unicodeScalars.append(html[index])
                                index += 1
                            }
                            element.append(.text(body))
                        }
                    }
                }
            } else {
                text.unicodeScalars.append(html[index])
                index += 1
            }
        }
        flush()
        return root
    }

    func matches(_ literal: String) -> Bool {
        let scalars = Array(literal.unicodeScalars)
        guard index + scalars.count <= html.count else { return false }
        return Array(html[index..<index + scalars.count]) == scalars
    }

    mutating func skip(past literal: String) {
        while index < html.count, !matches(literal) { index += 1 }
        index = min(html.count, index + literal.unicodeScalars.count)
    }

    mutating func readName() -> String {
        var name = ""
        while index < html.count, !" \t\n/>=".unicodeScalars.contains(html[index]) {
            name.unicodeScalars.append(html[index])
            index += 1
        }
        return name.lowercased()
    }

    mutating func readAttributes() -> ([String: String], Bool) {
        var attributes: [String: String] = [:]
        while index < html.count {
            while index < html.count, " \t\n".unicodeScalars.contains(html[index]) { index += 1 }
            if matches("/>") {
                index += 2
                return (attributes, true)
            }
            if matches(">") {
                index += 1
                return (attributes, false)
            }
            let name = readName()
            if name.isEmpty {
                index += 1
                continue
            }
            var value = ""
            if matches("=") {
                index += 1
                guard index < html.count else { break }
                let quote = html[index]
                if quote == "\"" || quote == "'" {
                    index += 1
                    while index < html.count, html[index] != quote {
                        value.unicodeScalars.append(html[index])
                        index += 1
                    }
                    index += 1
                } else {
                    while index < html.count, !" \t\n>".unicodeScalars.contains(html[index]) {
                        value.unicodeScalars.append(html[index])
                        index += 1
                    }
                }
            }
            attributes[name] = decode(value)
        }
        return (attributes, false)
    }

    func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingEntities()
    }
}

extension String {
    fileprivate func replacingEntities() -> String {
        var result = ""
        var rest = Substring(self)
        let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&amp;": "&"]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            if let (entity, replacement) = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += replacement
                rest = rest.dropFirst(entity.count)
            } else if let match = rest.prefixMatch(of: /&#(x[0-9A-Fa-f]{1,6}|[0-9]{1,7});/),
                let value = match.1.hasPrefix("x") ? UInt32(match.1.dropFirst(), radix: 16) : UInt32(match.1),
                let scalar = Unicode.Scalar(value)
            {
                result.unicodeScalars.append(scalar)
                rest = rest[match.range.upperBound...]
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
