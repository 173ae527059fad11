import ByteTools

/// Turns script values into MDX text the component tokenizer reads: JSX with its `{…}`
/// expressions, attribute values and spreads replaced by what they evaluate to.
enum ScriptRenderer {
    /// The value as page text. Strings are escaped so that they stay text: `&` too, so that a
    /// string holding `&lt;` shows those four characters.
    static func render(_ value: ScriptValue, depth: Int) throws(ScriptError) -> String {
        switch value {
        case .string, .number: return escapeText(value.text)
        case .bool, .null, .function, .object: return ""
        case .array(let items):
            var out = ""
            for item in items {
                out += try render(item, depth: depth)
                guard out.utf8.count <= ScriptValue.maximumLength else {
                    throw ScriptError(message: "the text grows too long", offset: 0)
                }
            }
            return out
        case .jsx(let source, let scope): return try expand(source, scope: scope, depth: depth + 1)
        case .markup(let text): return text
        }
    }

    static func escapeText(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case "{": out += "&#123;"
            case "}": out += "&#125;"
            default: out.append(character)
            }
        }
        return out
    }

    static func escapeAttribute(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// JSX source with its expressions evaluated; its lines lose their indentation, which in
    /// JSX is layout but in Markdown would make code blocks.
    static func expand(_ source: String, scope: ScriptScope, depth: Int) throws(ScriptError) -> String {
        guard depth < ScriptEvaluator.maximumDepth else { throw ScriptError(message: "JSX nests too deep", offset: 0) }
        let dedented = source.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.drop(while: { $0 == " " || $0 == "\t" })
        }
        .joined(separator: "\n")
        let code = Array(dedented.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "{") {
                guard let end = JSXScanner.braceEnd(code, from: index) else {
                    throw ScriptError(message: "a brace is not closed", offset: index)
                }
                let inner = String(decoding: code[(index + 1)..<(end - 1)], as: UTF8.self)
                let trimmed = inner.trimmingWhitespace()
                if !(trimmed.hasPrefix("/*") && trimmed.hasSuffix("*/")) && !trimmed.isEmpty {
                    out += try render(ScriptEvaluator.evaluate(inner, scope: scope, depth: depth), depth: depth).utf8
                    guard out.count <= ScriptValue.maximumLength else {
                        throw ScriptError(message: "the text grows too long", offset: index)
                    }
                }
                index = end
            } else if byte == UInt8(ascii: "<"), index + 1 < code.count, code[index + 1] == UInt8(ascii: ">") {
                index += 2  // a fragment's opening `<>`
            } else if byte == UInt8(ascii: "<"), index + 2 < code.count, code[index + 1] == UInt8(ascii: "/"),
                code[index + 2] == UInt8(ascii: ">")
            {
                index += 3  // `</>`
            } else if byte == UInt8(ascii: "<"), index + 1 < code.count, ByteClass.isIdentifierStart(code[index + 1]) {
                guard let (end, _) = JSXScanner.tagEnd(code, from: index) else {
                    throw ScriptError(message: "a tag is not closed", offset: index)
                }
                out += try expandTag(Array(code[index..<end]), scope: scope, depth: depth).utf8
                index = end
            } else {
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// An opening tag with its `{…}` attribute values and `{...spread}`s evaluated.
    private static func expandTag(_ tag: [UInt8], scope: ScriptScope, depth: Int) throws(ScriptError) -> String {
        var out = ""
        var index = 1
        while index < tag.count && !ByteClass.isWhitespace(tag[index]) && tag[index] != UInt8(ascii: ">")
            && tag[index] != UInt8(ascii: "/")
        {
            index += 1
        }
        out += String(decoding: tag[0..<index], as: UTF8.self)
        while index < tag.count {
            let byte = tag[index]
            if byte == UInt8(ascii: "{") {
                guard let end = JSXScanner.braceEnd(tag, from: index) else {
                    throw ScriptError(message: "a brace is not closed", offset: index)
                }
                var inner = String(decoding: tag[(index + 1)..<(end - 1)], as: UTF8.self).trimmingWhitespace()
                if inner.hasPrefix("...") {
                    inner = inner.dropFirst(3)
                    if case .object(let entries) = try ScriptEvaluator.evaluate(String(inner), scope: scope, depth: depth) {
                        for (key, value) in entries { out += attribute(key, value) }
                    }
                }
                index = end
            } else if ByteClass.isIdentifierStart(byte) {
                let start = index
                while index < tag.count
                    && (ByteClass.isIdentifierPart(tag[index]) || tag[index] == UInt8(ascii: "-")
                        || tag[index] == UInt8(ascii: ":"))
                {
                    index += 1
                }
                let name = String(decoding: tag[start..<index], as: UTF8.self)
                guard index < tag.count, tag[index] == UInt8(ascii: "=") else {
                    out += " " + name
                    continue
                }
                index += 1
                if index < tag.count, tag[index] == UInt8(ascii: "{") {
                    guard let end = JSXScanner.braceEnd(tag, from: index) else {
                        throw ScriptError(message: "a brace is not closed", offset: index)
                    }
                    let inner = String(decoding: tag[(index + 1)..<(end - 1)], as: UTF8.self)
                    out += attribute(name, try ScriptEvaluator.evaluate(inner, scope: scope, depth: depth))
                    index = end
                } else if index < tag.count, tag[index] == UInt8(ascii: "\"") || tag[index] == UInt8(ascii: "'") {
                    let quote = tag[index]
                    let close = tag[(index + 1)...].firstIndex(of: quote) ?? tag.count - 1
                    out += " " + name + "=" + String(decoding: tag[index...close], as: UTF8.self)
                    index = close + 1
                }
            } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                out += String(decoding: tag[index...], as: UTF8.self)
                break
            } else {
                index += 1
            }
        }
        return out
    }

    /// One attribute as MDX writes it: a quoted string, a bare name for `true`, nothing for
    /// false or null, a JSX object for a style.
    static func attribute(_ name: String, _ value: ScriptValue) -> String {
        guard isAttributeName(name) else { return "" }
        switch value {
        case .string, .number: return " \(name)=\"\(escapeAttribute(value.text))\""
        case .bool(true): return " " + name
        case .object(let entries) where name == "style":
            let body = entries.compactMap { entry -> String? in
                guard isAttributeName(entry.key) else { return nil }
                switch entry.value {
                case .string, .number: return "\(entry.key): \"\(escapeAttribute(entry.value.text))\""
                default: return nil
                }
            }
            return " style={{" + body.joined(separator: ", ") + "}}"
        default: return ""
        }
    }

    /// Whether an object's key may be written as an attribute (or style) name:
    /// `[A-Za-z_:][-A-Za-z0-9_:.]*`. Other keys of a spread are left out.
    static func isAttributeName(_ name: String) -> Bool {
        func isStart(_ byte: UInt8) -> Bool {
            ByteClass.isUppercase(byte) || ByteClass.isLowercase(byte) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ":")
        }
        guard let first = name.utf8.first, isStart(first) else { return false }
        return name.utf8.allSatisfy {
            isStart($0) || ByteClass.isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }
}
