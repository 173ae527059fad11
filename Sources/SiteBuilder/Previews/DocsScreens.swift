import ByteTools
import Foundation

/// The screens that docs pages draw with `<SettingsPreview>`, found by a scan of their
/// sources (and the snippets they import) before any page renders.
///
/// A docs screen links to its full preview, and a link is checked when its page renders, so
/// every preview page a link may name must be planned first: the previews of the content's
/// catalogs and states exist already, and the scan finds the other screens, whose preview
/// pages are then made too (``PreviewLinks``). A screen the scan cannot see (its catalog
/// given through a component's prop) is drawn without a link unless another page names it.
package struct DocsScreen: Hashable, Sendable, Comparable {
    /// The catalog's path inside the content folder, normalized (`catalogs/x.json`).
    package var catalog: String
    /// The state's path inside the content folder, normalized; `nil` for the subscriber who
    /// never chose.
    package var state: String?

    package init(catalog: String, state: String?) {
        self.catalog = catalog
        self.state = state
    }

    /// The screen as a page names it: paths relative to the content folder, with or without a
    /// leading `/`, normalized; `nil` when a path leaves the content folder.
    package init?(named catalog: String, state: String?) {
        guard let catalog = Self.normalize(catalog) else { return nil }
        var normalizedState: String?
        if let state {
            guard let path = Self.normalize(state) else { return nil }
            normalizedState = path
        }
        self.init(catalog: catalog, state: normalizedState)
    }

    package static func < (left: DocsScreen, right: DocsScreen) -> Bool {
        (left.catalog, left.state ?? "") < (right.catalog, right.state ?? "")
    }

    private static func normalize(_ path: String) -> String? {
        let trimmed = path.trimmingWhitespace
        guard !trimmed.isEmpty, !trimmed.contains("{{"), let normalized = RelativePath.normalize(trimmed),
            !normalized.isEmpty
        else { return nil }
        return normalized
    }
}

extension DocsScreen {
    /// Every screen that the docs pages and the files they import draw, each once, in order;
    /// `read` gives an imported file's bytes by its path in the content folder.
    static func scan(_ sources: PageSources, read: (String) -> [UInt8]?) -> [DocsScreen] {
        // Pages left unread bring what their sources gave the previous build (in any order:
        // what is found is a set, returned sorted).
        let pages = sources.pageScans() + sources.known.values.compactMap(\.scan)
        var found = Set(pages.flatMap(\.screens))
        var imported: Set<String> = []
        var queue = pages.flatMap(\.imports)
        while let path = queue.popLast() {
            guard imported.insert(path).inserted, let source = read(path) else { continue }
            found.formUnion(tags(in: source))
            queue += imports(in: source)
        }
        return found.sorted()
    }

    /// The `<SettingsPreview catalog="…" state="…">` tags of one source, with literal values
    /// (`"…"`, `'…'`, or a string in braces).
    static func tags(in source: [UInt8]) -> [DocsScreen] {
        guard ByteSearch.contains(tagName, anchor: 1, in: source) else { return [] }
        var screens: [DocsScreen] = []
        var index = 0
        while let start = firstRange(of: tagName, in: source, from: index) {
            index = start + tagName.count
            guard index < source.count, [0x20, 0x0A, 0x09, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")].contains(source[index])
            else { continue }
            let attributes = attributes(in: source, from: &index)
            if let catalog = attributes["catalog"], let screen = DocsScreen(named: catalog, state: attributes["state"]) {
                screens.append(screen)
            }
        }
        return screens
    }

    /// The files `import X from '/snippets/x.mdx'` lines name, as paths in the content folder.
    static func imports(in source: [UInt8]) -> [String] {
        var paths: [String] = []
        var index = 0
        while let found = firstRange(of: importWord, in: source, from: index) {
            index = found + importWord.count
            guard found == 0 || source[found - 1] == 0x0A else { continue }
            let end = ByteSearch.firstIndex(of: 0x0A, in: source, from: index) ?? source.count
            index = end
            // Most such lines are a code sample's (`import Foundation`): without ` from ` in
            // their bytes there is none for Foundation's search either, which costs more.
            guard ByteSearch.find(" from ", in: source, from: found, to: end) != nil else { continue }
            let line = String(decoding: source[found..<end], as: UTF8.self)
            guard let from = line.range(of: " from ", options: .backwards) else { continue }
            var target = line[from.upperBound...].trimmingCharacters(in: .whitespaces)
            if target.hasSuffix(";") { target.removeLast() }
            guard let quote = target.first, quote == "'" || quote == "\"", target.count > 2, target.last == quote else {
                continue
            }
            if let screen = DocsScreen(named: String(target.dropFirst().dropLast()), state: nil) { paths.append(screen.catalog) }
        }
        return paths
    }

    private static let importWord = Array("import ".utf8)
    private static let tagName = Array("<SettingsPreview".utf8)

    /// The attributes from `index` to the tag's `>` (outside quotes and braces), by name.
    private static func attributes(in source: [UInt8], from index: inout Int) -> [String: String] {
        var attributes: [String: String] = [:]
        var name: [UInt8] = []
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: "=") {
                index += 1
                let value = literal(in: source, from: &index)
                if let value { attributes[String(decoding: name, as: UTF8.self)] = value }
                name = []
                continue
            }
            if isNameByte(byte) { name.append(byte) } else { name = [] }
            index += 1
        }
        return attributes
    }

    /// A quoted value, or a quoted string inside braces; `nil` (skipping it) for anything else.
    private static func literal(in source: [UInt8], from index: inout Int) -> String? {
        guard index < source.count else { return nil }
        var braced = false
        if source[index] == UInt8(ascii: "{") {
            braced = true
            index += 1
        }
        guard index < source.count else { return nil }
        let quote = source[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") || (braced && quote == UInt8(ascii: "`")) else {
            // An expression: skip to its closing brace.
            if braced { while index < source.count, source[index] != UInt8(ascii: "}") { index += 1 } }
            return nil
        }
        let start = index + 1
        var end = start
        while end < source.count, source[end] != quote, source[end] != 0x0A { end += 1 }
        guard end < source.count, source[end] == quote else {
            index = end
            return nil
        }
        index = end + 1
        if braced {
            while index < source.count, source[index] == 0x20 { index += 1 }
            guard index < source.count, source[index] == UInt8(ascii: "}") else { return nil }
            index += 1
            if quote == UInt8(ascii: "`"), source[start..<end].contains(UInt8(ascii: "$")) { return nil }
        }
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "-")
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        haystack.withUnsafeBufferPointer { ByteSearch.find(needle, anchor: 1, in: $0, from: start) }
    }
}
