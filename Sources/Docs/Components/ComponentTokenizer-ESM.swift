import Diagnostics

// MDX's JavaScript lines: imports and the `export`s the script evaluator reads.
extension ComponentTokenizer {
    /// Reads an `import` or `export` statement at the start of a block; returns where the next
    /// unread line starts, or nil when the line is not one (and so is Markdown).
    ///
    /// `import Name from '/snippets/x.mdx'` registers a Markdown snippet. Names imported from
    /// JavaScript modules (`import { Button } from '/snippets/button.jsx'`), or from what a
    /// `.mdx` file exports, are read from that file's `export`s (see ``ScriptModule``); the
    /// page's own `export`s likewise. What the evaluator cannot read is an `unsupported_mdx`
    /// warning, and components it names show their children. A prose line that merely starts
    /// with the word ("import the catalog…") has no `from '…'` and stays Markdown.
    mutating func readESMBlock(from start: Int, to end: Int, bodyEnd: Int) -> Int? {
        guard startsWith("import ", at: start, before: end) || startsWith("export ", at: start, before: end) else {
            return nil
        }
        // Read already, before the body (see ``hoistImports(_:firstLine:)``).
        if hoistedImports.contains(start) { return end + 1 }
        let text = String(decoding: code[start..<end], as: UTF8.self)
        let at = position(of: start)
        if text.hasPrefix("import ") {
            guard let statement = ImportStatement(text) else { return nil }
            if let name = statement.defaultName, statement.isMarkdownPath {
                imports[name] = statement.path
            } else if !statement.isMarkdownPath || (statement.isNamed && !statement.isNamespace) {
                scriptImports.formUnion(statement.names)
                importScript(statement.path, names: statement.names, at: at)
            } else {
                report(
                    .unsupportedMDX, "A Markdown snippet is imported by one name (`import Name from '/snippets/x.mdx'`).",
                    at: at)
            }
            return end + 1
        }
        let rest = text.dropFirst("export ".count).trimmingWhitespace()
        let starters = ["const ", "let ", "var ", "function ", "default ", "class ", "async ", "{", "*"]
        guard starters.contains(where: { rest.hasPrefix($0) }) else { return nil }
        // The statement goes on to a blank line, as in MDX, or further while a bracket is open.
        var blockEnd = ESMBlock.end(code, from: start, limit: bodyEnd)
        var module = ScriptModule(String(decoding: code[start..<blockEnd], as: UTF8.self), scope: scriptScope)
        while module.failures.contains(where: { $0.error.message.hasSuffix("not closed") }), blockEnd < bodyEnd {
            blockEnd = ESMBlock.end(code, from: blockEnd + 1, limit: bodyEnd)
            module = ScriptModule(String(decoding: code[start..<blockEnd], as: UTF8.self), scope: scriptScope)
        }
        // Text right under the statement, with no blank line between, is no JavaScript: MDX
        // refuses the page; here the statement ends at its last line and the text is shown.
        if !module.failures.isEmpty, let (statementEnd, statement) = statementBeforeText(from: start, to: blockEnd) {
            blockEnd = statementEnd
            module = statement
            report(
                .unsupportedMDX,
                "This text follows an `export` with no blank line between, which MDX refuses; it is shown as Markdown.",
                at: position(of: statementEnd + 1), hint: "Put a blank line after the `export`.")
        }
        for (name, value) in module.values {
            scriptScope[name] = value
            if isComponentName(name.utf8) { scriptImports.insert(name) }
        }
        for failure in module.failures {
            // Components it defines show their children, rather than each use being reported.
            if let name = failure.name, isComponentName(name.utf8) { scriptImports.insert(name) }
            report(
                .unsupportedMDX, "This `export` is outside the JavaScript Preflight evaluates: \(failure.error.message).",
                at: position(of: start + failure.error.offset),
                hint: "Write the value into the page, or put shared text in a Markdown snippet and import it instead.")
        }
        return min(blockEnd, bodyEnd) + 1
    }

    /// The end of the first lines of `start..<end` that read as JavaScript without a failure,
    /// when lines follow them, and what they define; nil when no shorter part reads.
    private func statementBeforeText(from start: Int, to end: Int) -> (Int, ScriptModule)? {
        var lineEnd = start
        while let next = code[lineEnd..<end].firstIndex(of: UInt8(ascii: "\n")) {
            lineEnd = next
            let module = ScriptModule(String(decoding: code[start..<lineEnd], as: UTF8.self), scope: scriptScope)
            if module.failures.isEmpty, !module.values.isEmpty { return (lineEnd, module) }
            lineEnd += 1
        }
        return nil
    }

    /// Reads the `export`s of an imported module into the page's names.
    private mutating func importScript(_ path: String, names: [String], at position: SourcePosition) {
        guard let source = snippetLoader?(path) else { return }
        let module = ScriptModule(source, scope: ScriptScope())
        for (name, value) in module.values where names.contains(name) { scriptScope[name] = value }
        for failure in module.failures where failure.name.map(names.contains) ?? false {
            report(
                .unsupportedMDX,
                "'\(failure.name ?? "")' in '\(path)' is outside the JavaScript Preflight evaluates: \(failure.error.message); "
                    + "its uses show their children.",
                at: position)
        }
    }
}

/// Where an ESM block ends: the line feed before the next blank line, or the body's end.
enum ESMBlock {
    static func end(_ code: [UInt8], from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            if code[index] == UInt8(ascii: "\n") {
                var next = index + 1
                while next < limit && (code[next] == UInt8(ascii: " ") || code[next] == UInt8(ascii: "\t")) { next += 1 }
                if next >= limit || code[next] == UInt8(ascii: "\n") { return index }
            }
            index += 1
        }
        return limit
    }
}

/// `import X from 'path'`, `import { X } from "path";` and the like, taken apart.
private struct ImportStatement {
    /// The default import's name (`X` in `import X from …`), nil for named imports.
    var defaultName: String?
    var path: String

    /// Every name the statement brings in: the default one and those in braces (`B` of `A as B`).
    var names: [String] = []

    var isMarkdownPath: Bool { path.hasSuffix(".mdx") || path.hasSuffix(".md") }
    /// Whether the statement names what it imports in braces (`import { A, B as C } from …`).
    var isNamed = false
    /// Whether it imports a whole module under one name (`import * as All from …`).
    var isNamespace = false

    init?(_ line: String) {
        var text = line.trimmingWhitespace()
        if text.hasSuffix(";") { text = text.dropLast().trimmingWhitespace() }
        guard let quote = text.last, quote == "\"" || quote == "'" else { return nil }
        let withoutClose = text.dropLast()
        guard let open = withoutClose.lastIndex(of: quote) else { return nil }
        path = String(withoutClose[withoutClose.index(after: open)...])
        let head = withoutClose[..<open].trimmingWhitespace()
        guard head.hasSuffix(" from") else { return nil }
        let clause = head.dropFirst("import".count).dropLast(" from".count).trimmingWhitespace()
        guard !clause.isEmpty else { return nil }
        if clause.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }) {
            defaultName = String(clause)
        }
        isNamed = clause.contains("{")
        isNamespace = clause.contains("*")
        for part in clause.split(whereSeparator: { $0 == "," || $0 == "{" || $0 == "}" }) {
            let words = part.split(separator: " ")
            if let name = words.last, name != "*", !name.isEmpty { names.append(String(name)) }
        }
    }
}
