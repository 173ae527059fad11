/// A page's front matter: the small YAML block between `---` lines at the very top.
///
/// `title`, `description` and `sidebarTitle` have accessors; every other key is kept, in
/// order, for templates.
package struct FrontMatter: Sendable, Hashable {
    /// One value, in the YAML subset Preflight reads.
    package enum Value: Sendable, Hashable {
        case string(String)
        case bool(Bool)
        /// A number, kept as written (`2`, `1.5`, `-3e2`) so templates show it unchanged.
        case number(String)
        case list([String])

        /// The value as template text; a list's items are joined with ", ".
        package var text: String {
            switch self {
            case .string(let text): text
            case .bool(let flag): flag ? "true" : "false"
            case .number(let text): text
            case .list(let items): items.joined(separator: ", ")
            }
        }
    }

    package struct Entry: Sendable, Hashable {
        package var key: String
        package var value: Value
        /// The 1-based line of the key in the page file.
        package var line: Int

        package init(key: String, value: Value, line: Int) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    /// Every key with a value, in file order (a key whose value is `null` is left out).
    package var entries: [Entry]

    package init(entries: [Entry] = []) {
        self.entries = entries
    }

    package subscript(key: String) -> Value? {
        entries.first { $0.key == key }?.value
    }

    package var title: String? { self["title"]?.text }
    package var description: String? { self["description"]?.text }
    /// The shorter title the sidebar shows, when the page sets one.
    package var sidebarTitle: String? { self["sidebarTitle"]?.text }

    /// Every value as text, keyed by name: what a template sees.
    package var strings: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value.text) }, uniquingKeysWith: { first, _ in first })
    }
}
