/// JSX attribute values an HTML tag can take as text: literals, and style objects as CSS.
enum JSXStyle {
    /// CSS properties React leaves without a unit when their value is a number.
    private static let unitless: Set<String> = [
        "opacity", "zIndex", "fontWeight", "lineHeight", "flex", "flexGrow", "flexShrink", "order", "zoom",
        "gridRow", "gridColumn", "aspectRatio", "scale", "WebkitLineClamp", "lineClamp", "columnCount", "tabSize",
        "fillOpacity", "strokeOpacity", "orphans", "widows",
    ]

    /// `{ width: "50%", marginTop: 8 }` as `width: 50%; margin-top: 8px`. Declarations whose
    /// value is not a string or number literal need JavaScript and are left out.
    static func css(fromObject object: String) -> String {
        var body = object.trimmingWhitespace()
        guard body.hasPrefix("{"), body.hasSuffix("}") else { return "" }
        body = body.dropFirst().dropLast()
        var declarations: [String] = []
        for pair in split(body) {
            guard let colon = pair.firstIndex(of: ":") else { continue }
            var key = pair[..<colon].trimmingWhitespace()
            if let first = key.first, first == "\"" || first == "'", key.count >= 2, key.last == first {
                key = key.dropFirst().dropLast()
            }
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { continue }
            let rawValue = pair[pair.index(after: colon)...].trimmingWhitespace()
            let value: String
            if let text = literal(String(rawValue)) {
                let isNumber = Double(text) != nil && !(rawValue.first == "\"" || rawValue.first == "'" || rawValue.first == "`")
                value = isNumber && !unitless.contains(String(key)) && text != "0" ? text + "px" : text
            } else {
                continue
            }
            guard !value.contains(";"), !value.contains("{"), !value.contains("}") else { continue }
            declarations.append("\(cssName(String(key))): \(value)")
        }
        return declarations.joined(separator: "; ")
    }

    /// A string (`"a"`, `'a'`, `` `a` `` without `${…}`) or number literal's text; nil for
    /// anything else.
    static func literal(_ expression: String) -> String? {
        let text = expression.trimmingWhitespace()
        if let first = text.first, first == "\"" || first == "'" || first == "`", text.count >= 2, text.last == first {
            let inner = text.dropFirst().dropLast()
            if first == "`" && inner.contains("${") { return nil }
            var result = ""
            var escaped = false
            for character in inner {
                if escaped {
                    result.append(character == "n" ? "\n" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == first {
                    return nil  // two strings, or an expression built from strings
                } else {
                    result.append(character)
                }
            }
            return escaped ? nil : result
        }
        if Double(text) != nil, !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }) {
            return String(text)
        }
        return nil
    }

    /// `marginTop` → `margin-top`, `WebkitLineClamp` → `-webkit-line-clamp`.
    private static func cssName(_ key: String) -> String {
        guard !key.contains("-") else { return key.lowercased() }
        var name = ""
        for (offset, character) in key.enumerated() {
            if character.isUppercase {
                if offset > 0 || key.hasPrefix("Webkit") || key.hasPrefix("Moz") { name.append("-") }
                name += character.lowercased()
            } else {
                name.append(character)
            }
        }
        if key.hasPrefix("ms") && key.dropFirst(2).first?.isUppercase == true { name = "-" + name }
        return name
    }

    /// The object's `key: value` pieces, split on commas outside quotes and parentheses.
    private static func split(_ body: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var start = body.startIndex
        var quote: Character?
        var depth = 0
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" || character == "`" {
                quote = character
            } else if character == "(" || character == "[" || character == "{" {
                depth += 1
            } else if character == ")" || character == "]" || character == "}" {
                depth -= 1
            } else if character == "," && depth == 0 {
                pieces.append(body[start..<index])
                start = body.index(after: index)
            }
            index = body.index(after: index)
        }
        pieces.append(body[start...])
        return pieces.filter { !$0.trimmingWhitespace().isEmpty }
    }
}
