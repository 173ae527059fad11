import JSONDocument

/// The words an endpoint page writes around the spec's own text (headings, field facts,
/// authentication, the Try-it panel and its script), in the page's language.
///
/// The site's interface strings (one table per language) are given by the caller; a word
/// they lack is said in English, so a page is never missing one. Type names (`string`,
/// `integer<int64>`, `object[]`) and limits (`1 <= x <= 100`) stay as written: they are JSON
/// Schema's own code, which Mintlify shows unchanged in every language too.
package struct ReferenceWords: Sendable {
    private let words: [String: String]

    /// English, or the words of `table` (a language's interface strings, keys as in ``english``).
    package init(_ table: [String: String] = [:]) {
        words = table
    }

    /// The word for `key` in the page's language, each `{name}` in it replaced by
    /// `values[name]` in one pass (a value may hold braces of its own, as a spec's names may).
    package subscript(_ key: String, _ values: [String: String] = [:]) -> String {
        let text = words[key] ?? Self.english[key] ?? key
        guard !values.isEmpty else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            if let value = values[name] {
                result += rest[..<open] + value
            } else {
                result += rest[...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Whether the word for `key` is not English: a heading then needs its English anchor.
    func isTranslated(_ key: String) -> Bool {
        self[key] != Self.english[key]
    }

    /// The JSON `api.js` reads its words from (`{"copied":"Copié",…}`), or nil when they are
    /// all English, which the script says without it.
    var scriptJSON: String? {
        guard Self.script.keys.contains(where: isTranslated) else { return nil }
        var json = JSONWriter(capacity: 4096)
        json.beginObject()
        for key in Self.script.keys.sorted() {
            json.key(key)
            json.string(self[key])
        }
        json.endObject()
        return String(decoding: json.bytes, as: UTF8.self)
    }
}
