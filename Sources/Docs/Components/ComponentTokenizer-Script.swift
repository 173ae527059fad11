import ByteTools
import Diagnostics

// Components a page declares in JavaScript (or imports from a module), drawn by evaluating them.
extension ComponentTokenizer {
    /// The props a tag passes: strings, `true` for bare names, evaluated `{…}` values, spreads.
    func scriptProps(_ attributes: ComponentAttributes) -> [(key: String, value: ScriptValue)] {
        var entries: [(key: String, value: ScriptValue)] = []
        for (name, value) in attributes.entries {
            switch value {
            case .string(let text):
                entries.append((name, .string(text)))
            case .bare:
                entries.append((name, .bool(true)))
            case .expression(let raw):
                let evaluated = try? ScriptEvaluator.evaluate(raw, scope: scriptScope)
                if name == "..." {
                    if case .object(let more) = evaluated { entries += more }
                } else {
                    entries.append((name, evaluated ?? .string(raw)))
                }
            }
        }
        return entries
    }

    /// The attributes with `{name}` values the page's script defines as strings or numbers
    /// written in as strings, and each `{...name}` spread of an object the script defines
    /// replaced by that object's entries where it stands, so that, as in JSX, an attribute
    /// written after the spread wins and one written before it loses. An element passed as a
    /// prop becomes what the built-in component can show (see ``elementText(_:)``).
    func evaluated(_ attributes: ComponentAttributes) -> ComponentAttributes {
        var result = attributes
        // From the end, so that a spread's several entries do not move the ones still to read.
        for (index, entry) in attributes.entries.enumerated().reversed() {
            guard case .expression(let raw) = entry.value,
                // Without script only an element (`icon={<Icon icon="x" />}`) needs reading.
                !scriptScope.names.isEmpty || raw.trimmingWhitespace().hasPrefix("<"),
                let value = try? ScriptEvaluator.evaluate(raw, scope: scriptScope)
            else { continue }
            if entry.name == "..." {
                guard case .object(let entries) = value else { continue }
                result.replace(
                    at: index,
                    with: entries.compactMap { key, value in
                        guard ScriptRenderer.isAttributeName(key), let written = Self.attributeValue(value) else { return nil }
                        return (key, written)
                    })
                continue
            }
            switch value {
            case .string, .number: result.replaceValue(at: index, with: .string(value.text))
            case .jsx: Self.elementText(value).map { result.replaceValue(at: index, with: .string($0)) }
            default: continue
            }
        }
        return result
    }

    /// What a built-in component shows for an element passed as a prop (`icon={<Icon
    /// icon="rocket" />}`, `title={<b>New</b>}`): an `<Icon>`'s name, which the component draws
    /// as its icon, or else the element's text, since built-in components take text there.
    static func elementText(_ value: ScriptValue) -> String? {
        guard case .jsx(let source, _) = value else { return nil }
        let bytes = Array(source.utf8.drop(while: { ByteClass.isWhitespace($0) }))
        if case .tag(let tag) = TagScanner.scan(bytes, at: 0, limit: bytes.count), tag.name == "Icon",
            let name = tag.attributes.nonEmptyString("icon") ?? tag.attributes.nonEmptyString("name")
        {
            return name
        }
        guard let markup = try? ScriptRenderer.render(value, depth: 0) else { return nil }
        var text = ""
        var isInTag = false
        for character in markup {
            switch character {
            case "<": isInTag = true
            case ">" where isInTag: isInTag = false
            default: if !isInTag { text.append(character) }
            }
        }
        // The renderer escaped the element's text for the page; an attribute is escaped when written.
        for (escaped, plain) in [("&lt;", "<"), ("&#123;", "{"), ("&#125;", "}"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: escaped, with: plain)
        }
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.isEmpty ? nil : words
    }

    /// A spread entry as an attribute would be written: strings and numbers quoted, other
    /// values as the JavaScript literal they are (`{true}`, `{["a"]}`, `{{ width: 1 }}`); nil
    /// for what has no literal (JSX, functions).
    private static func attributeValue(_ value: ScriptValue) -> ComponentAttributes.Value? {
        switch value {
        case .string, .number: return .string(value.text)
        default: return value.literalSource.map { .expression($0) }
        }
    }

    /// Draws a use of a component the page's script defines: its props (and its children, as
    /// written) go into the function, and the JSX it returns is read as part of the page.
    /// Returns where the next unread line starts, or nil when the tag is not such a use or the
    /// function cannot be evaluated (then the component shows its children).
    mutating func expandScriptComponent(_ tag: TagScanner.Tag, bodyEnd: Int) -> Int? {
        guard !tag.isClosing, ComponentKind(name: tag.name) == nil, case .function(let function) = scriptScope[tag.name] else {
            return nil
        }
        var props = scriptProps(tag.attributes)
        var resume = tag.range.upperBound
        if !tag.isSelfClosing {
            guard let close = matchingClose(tag.name, from: tag.range.upperBound, limit: bodyEnd) else { return nil }
            props.append(("children", .markup(String(decoding: code[tag.range.upperBound..<close.lowerBound], as: UTF8.self))))
            resume = close.upperBound
        }
        let at = position(of: tag.range.lowerBound)
        let text: String
        do throws(ScriptError) {
            text = try ScriptRenderer.render(ScriptEvaluator.call(function, [.object(props)], depth: 0, at: 0), depth: 0)
        } catch {
            report(
                .unsupportedMDX,
                "<\(tag.name)> cannot be drawn without a JavaScript engine: \(error.message); its children are shown.", at: at)
            return nil
        }
        var node = ComponentNode(
            kind: .imported, name: tag.name, attributes: ComponentAttributes(), position: at, file: file, indent: 0)
        node.children = tokenizeExpansion(text, at: at)
        addToInnermost(.component(node))
        return ByteSearch.lineEnd(code, from: resume, limit: bodyEnd) + 1
    }

    /// Reads MDX a component returned, as part of the page, with the page's names.
    private mutating func tokenizeExpansion(_ text: String, at position: SourcePosition) -> [ContentItem] {
        let bytes = Array(text.utf8)
        snippetBytes += bytes.count
        guard snippetDepth < 8, snippetBytes <= CMarkInputBounds.maximumDocumentBytes else {
            report(.unsupportedMDX, "Components the page declares use each other too deep or grow too big.", at: position)
            return []
        }
        var expansion = ComponentTokenizer(
            code: bytes, file: file, snippetLoader: snippetLoader, snippetFile: snippetFile, snippetDepth: snippetDepth + 1,
            outerNesting: nesting, snippetBytes: snippetBytes)
        expansion.scriptScope = scriptScope
        expansion.scriptImports = scriptImports
        expansion.imports = imports
        expansion.inlineExpansionCount = inlineExpansionCount
        let items = expansion.tokenize(0..<bytes.count, firstLine: position.line)
        snippetBytes = expansion.snippetBytes
        inlineExpansionCount = expansion.inlineExpansionCount
        if expansion.isAbandoned { isAbandoned = true }
        absorb(expansion.diagnostics)
        warnings += expansion.warnings
        return items
    }

    /// The `</name>` that closes a tag opened before `from`, counting the same name nested.
    func matchingClose(_ name: String, from start: Int, limit: Int) -> Range<Int>? {
        var depth = 1
        var index = start
        while index + 1 < limit {
            if code[index] == UInt8(ascii: "<"), code[index + 1] == UInt8(ascii: "/") || ByteClass.isUppercase(code[index + 1]),
                case .tag(let tag) = scanTag(at: index, limit: limit), tag.name == name
            {
                if tag.isClosing {
                    depth -= 1
                    if depth == 0 { return tag.range }
                } else if !tag.isSelfClosing {
                    depth += 1
                }
                index = tag.range.upperBound
                continue
            }
            index += 1
        }
        return nil
    }
}
