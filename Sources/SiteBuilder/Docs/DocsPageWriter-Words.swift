import HTML
import Templates

extension DocsPageWriter {
    /// The words the page renderer writes in English because it does not know the page's
    /// language, each as the exact bytes around it, with the interface string that says it in
    /// the page's language: a code block's copy button, and the labels of API fields.
    private static let renderedWords: [(english: [UInt8], build: @Sendable ([String: String]) -> [UInt8]?)] = [
        (
            Array("<button class=\"pf-copy\" type=\"button\" aria-label=\"Copy code\">Copy</button>".utf8),
            { words in
                guard let copy = words["copy"], let copyCode = words["copyCode"] else { return nil }
                return wrapped("<button class=\"pf-copy\" type=\"button\" aria-label=\"", copyCode, "\">")
                    + escaped(copy) + Array("</button>".utf8)
            }
        ),
        label("<span class=\"pf-field-required\">", "required", "</span>", key: "required"),
        label("<span class=\"pf-field-deprecated\">", "deprecated", "</span>", key: "deprecated"),
        label("<span class=\"pf-field-default\">", "Default:", " <code>", key: "default"),
        label("<summary class=\"pf-expandable-title\">", "Child attributes", "</summary>", key: "childAttributes"),
    ]

    /// `body` with those words in the language of `words` (the page's interface strings); the
    /// same bytes for English.
    static func translatingRenderedWords(_ body: [UInt8], words: [String: TemplateValue]) -> [UInt8] {
        var strings: [String: String] = [:]
        for (key, value) in words { if case .string(let text) = value { strings[key] = text } }
        var body = body
        for (english, build) in renderedWords {
            guard let translated = build(strings), translated != english else { continue }
            body = body.replacing(english, with: translated)
        }
        return body
    }

    private static func label(
        _ open: String, _ english: String, _ close: String, key: String
    ) -> (english: [UInt8], build: @Sendable ([String: String]) -> [UInt8]?) {
        (Array((open + english + close).utf8), { words in words[key].map { wrapped(open, $0, close) } })
    }

    private static func wrapped(_ open: String, _ text: String, _ close: String) -> [UInt8] {
        Array(open.utf8) + escaped(text) + Array(close.utf8)
    }

    private static func escaped(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        HTMLEscaping.appendEscaped(text, to: &bytes)
        return bytes
    }
}
