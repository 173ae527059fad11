/// Quick reads of rendered HTML: the ids it defines and its text for the search index.
enum HTMLScan {
    private static let idAttribute = Array(" id=\"".utf8)

    /// Every `id="…"` value in the markup.
    static func ids(in html: [UInt8]) -> Set<String> {
        var ids: Set<String> = []
        var index = 0
        while index + idAttribute.count < html.count {
            if html[index] == 0x20, html[index + 1] == UInt8(ascii: "i"), html[index..<index + idAttribute.count].elementsEqual(idAttribute) {
                let start = index + idAttribute.count
                guard let end = html[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                ids.insert(unescape(String(decoding: html[start..<end], as: UTF8.self)))
                index = end
            }
            index += 1
        }
        return ids
    }

    /// The visible text: tags dropped, entities for `& < > " '` decoded, whitespace collapsed,
    /// cut at `limit` characters. Scripts and styles are skipped.
    static func text(of html: [UInt8], limit: Int) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(min(html.count, limit * 2))
        var index = 0
        var lastWasSpace = true
        while index < html.count, output.count < limit {
            let byte = html[index]
            if byte == UInt8(ascii: "<") {
                let skipped = skipElementBody(html, at: index)
                let end = skipped ?? (html[index...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? html.count)
                // Block elements separate words; inline ones (`<strong>`, `<code>`, `<a>`) do not.
                if !lastWasSpace, skipped != nil || isBlockTag(html[index..<end]) {
                    output.append(0x20)
                    lastWasSpace = true
                }
                index = end
                continue
            }
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                if !lastWasSpace { output.append(0x20) }
                lastWasSpace = true
            } else {
                output.append(byte)
                lastWasSpace = false
            }
            index += 1
        }
        var text = String(decoding: output, as: UTF8.self)
        while text.last == " " { text.removeLast() }
        return unescape(text)
    }

    private static let blockTags: Set<String> = [
        "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "br", "tr", "td", "th", "table", "pre", "section",
        "aside", "blockquote", "details", "summary", "figure", "figcaption", "hr", "dt", "dd", "button",
    ]

    private static func isBlockTag(_ tag: ArraySlice<UInt8>) -> Bool {
        let name = tag.dropFirst().drop { $0 == UInt8(ascii: "/") }.prefix { $0 != 0x20 && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/") }
        return blockTags.contains(String(decoding: name, as: UTF8.self).lowercased())
    }

    /// For `<script` and `<style`, the index after the closing tag.
    private static func skipElementBody(_ html: [UInt8], at index: Int) -> Int? {
        for name in ["script", "style"] {
            let open = Array("<\(name)".utf8)
            guard index + open.count <= html.count, html[index..<index + open.count].elementsEqual(open) else { continue }
            let close = Array("</\(name)>".utf8)
            var cursor = index + open.count
            while cursor + close.count <= html.count {
                if html[cursor] == UInt8(ascii: "<"), html[cursor..<cursor + close.count].elementsEqual(close) { return cursor + close.count }
                cursor += 1
            }
            return html.count
        }
        return nil
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&amp;": "&", "&#x27;": "'", "&nbsp;": " "]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            if let (entity, replacement) = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += replacement
                rest = rest.dropFirst(entity.count)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
