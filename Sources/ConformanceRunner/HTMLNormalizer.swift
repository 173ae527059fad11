/// Puts two HTML fragments in one shape before they are compared: attributes sorted, their
/// values written one way, the slash of self-closing tags dropped, and whitespace-only text
/// between tags removed (except inside `<pre>`, where whitespace is content).
enum HTMLNormalizer {
    static func normalize(_ html: String) -> String {
        let characters = Array(html.unicodeScalars)
        var output = String.UnicodeScalarView()
        var text = String.UnicodeScalarView()
        var preDepth = 0
        var index = 0

        func flushText() {
            if preDepth > 0 || !text.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" }) {
                output.append(contentsOf: text)
            }
            text.removeAll()
        }

        while index < characters.count {
            let character = characters[index]
            guard character == "<", let (tag, end) = readTag(characters, from: index) else {
                text.append(character)
                index += 1
                continue
            }
            flushText()
            output.append(contentsOf: tag.rendered.unicodeScalars)
            if tag.name == "pre" { preDepth += tag.isClosing ? -1 : 1 }
            index = end
        }
        flushText()
        return String(output).trimmingCharacters(in: [" ", "\n", "\t"])
    }

    private struct Tag {
        var name: String
        var isClosing: Bool
        var rendered: String
    }

    /// The tag starting at `start`, normalized, and the index after it; nil when the `<`
    /// does not open a tag (comments and declarations pass through as text).
    private static func readTag(_ characters: [Unicode.Scalar], from start: Int) -> (Tag, Int)? {
        var index = start + 1
        let isClosing = index < characters.count && characters[index] == "/"
        if isClosing { index += 1 }
        let nameStart = index
        while index < characters.count, characters[index].properties.isAlphabetic || ("0"..."9").contains(characters[index]) {
            index += 1
        }
        guard index > nameStart else { return nil }
        let name = String(String.UnicodeScalarView(characters[nameStart..<index])).lowercased()
        var attributes: [String] = []
        while index < characters.count {
            while index < characters.count, characters[index].properties.isWhitespace { index += 1 }
            guard index < characters.count else { return nil }
            if characters[index] == ">" {
                index += 1
                break
            }
            if characters[index] == "/" {
                index += 1
                continue
            }
            let attributeStart = index
            while index < characters.count, !characters[index].properties.isWhitespace, characters[index] != "=",
                characters[index] != ">", characters[index] != "/"
            {
                index += 1
            }
            var attribute = String(String.UnicodeScalarView(characters[attributeStart..<index]))
            // White space may stand around the `=` (`bam = 'baz'`).
            var afterName = index
            while afterName < characters.count, characters[afterName].properties.isWhitespace { afterName += 1 }
            if afterName < characters.count, characters[afterName] == "=" {
                index = afterName + 1
                while index < characters.count, characters[index].properties.isWhitespace { index += 1 }
                var value = String.UnicodeScalarView()
                if index < characters.count, characters[index] == "\"" || characters[index] == "'" {
                    let quote = characters[index]
                    index += 1
                    while index < characters.count, characters[index] != quote {
                        value.append(characters[index])
                        index += 1
                    }
                    index += 1
                } else {
                    while index < characters.count, !characters[index].properties.isWhitespace, characters[index] != ">" {
                        value.append(characters[index])
                        index += 1
                    }
                }
                attribute += "=\"" + canonical(String(value)) + "\""
            }
            if attribute.isEmpty { return nil }
            attributes.append(attribute)
        }
        let rendered = "<" + (isClosing ? "/" : "") + name + attributes.sorted().map { " " + $0 }.joined() + ">"
        return (Tag(name: name, isClosing: isClosing, rendered: rendered), index)
    }

    /// An attribute value as a browser reads it, written one way: `<` and `&lt;` are the same
    /// value (as the spec's own normalizer, which parses attributes, also finds).
    private static func canonical(_ value: String) -> String {
        let decoded = value.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        return decoded.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
