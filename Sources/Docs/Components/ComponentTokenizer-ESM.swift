import Diagnostics

// MDX's JavaScript lines: snippet imports are understood, everything else is refused.
extension ComponentTokenizer {
    /// Reads an `import` or `export` line at the start of a block; returns whether the line
    /// was one (and so is not Markdown).
    ///
    /// `import Name from '/snippets/x.mdx'` registers a Markdown snippet. Components imported
    /// from JavaScript modules (`import { Button } from '/snippets/button.jsx'`), or by name
    /// from what a `.mdx` file exports (`import { Rainbow } from '/snippets/rainbow.mdx'`),
    /// are known by name and show their children, since there is no JavaScript runtime to
    /// draw them.
    /// JavaScript `export`s would need that runtime to mean anything, so they are
    /// `unsupported_mdx` errors rather than text that silently shows up on the page. A prose
    /// line that merely starts with the word ("import the catalog…") has no `from '…'` and
    /// stays Markdown.
    mutating func readESMLine(from start: Int, to end: Int) -> Bool {
        guard startsWith("import ", at: start, before: end) || startsWith("export ", at: start, before: end) else {
            return false
        }
        let text = String(decoding: code[start..<end], as: UTF8.self)
        let at = position(of: start)
        if text.hasPrefix("import ") {
            guard let statement = ImportStatement(text) else { return false }
            if let name = statement.defaultName, statement.isMarkdownPath {
                imports[name] = statement.path
            } else if !statement.isMarkdownPath || (statement.isNamed && !statement.isNamespace) {
                // Named imports from a `.mdx` file are what it exports: JavaScript
                // components and values, like those of a `.jsx` module.
                scriptImports.formUnion(statement.names)
            } else {
                report(
                    .unsupportedMDX, "A Markdown snippet is imported by one name (`import Name from '/snippets/x.mdx'`).",
                    at: at)
            }
            return true
        }
        if text.hasPrefix("export ") {
            let rest = text.dropFirst("export ".count).trimmingWhitespace()
            let starters = ["const ", "let ", "var ", "function ", "default ", "class ", "async ", "{", "*"]
            guard starters.contains(where: { rest.hasPrefix($0) }) else { return false }
            // The component it defines is known by name, so its uses are not each reported
            // again as unknown: the export is the one error.
            let words = rest.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") })
            if let name = words.first(where: { !["const", "let", "var", "function", "async", "class", "default"].contains($0) }),
                isComponentName(name.utf8)
            {
                scriptImports.insert(String(name))
            }
            report(
                .unsupportedMDX, "JavaScript `export` lines are not supported in Preflight pages.", at: at,
                hint: "Put shared text in a Markdown snippet and import it instead.")
            return true
        }
        return false
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
