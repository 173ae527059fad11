import APIReference
import HTML
import Templates

extension DocsPageWriter {
    /// The words the page renderer writes in English because it does not know the page's
    /// language, each as the exact bytes around it, with the interface string that says it in
    /// the page's language: a code block's copy button, and the labels of API fields.
    private typealias Word = (english: [UInt8], build: @Sendable ([String: String]) -> [UInt8]?)

    private static let renderedWords: [Word] = docsWords + apiWords

    /// The endpoint pages' words: the Try-it panel's labels, the contents headings, the
    /// script's words.
    private static let apiWords: [Word] =
        RenderedLabels.tryIt.map { label($0.open, $0.english, $0.close, key: $0.key) }
        + RenderedLabels.headings.map { heading($0.english, id: $0.id, key: $0.key) } + [tryItScriptWords]

    private static let docsWords: [Word] = [
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

    /// The contents list ("On this page") with an endpoint page's headings in the language of
    /// `words`, as ``translatingRenderedWords`` writes them in the body.
    static func translatingHeadings(_ toc: [TemplateValue], words: [String: TemplateValue]) -> [TemplateValue] {
        toc.map { entry in
            guard case .object(var fields) = entry, case .string(let text)? = fields["text"],
                case .string(let id)? = fields["id"],
                let heading = RenderedLabels.headings.first(where: { $0.english == text && $0.id == id }),
                case .string(let word)? = words[heading.key]
            else { return entry }
            fields["text"] = .string(word)
            return .object(fields)
        }
    }

    /// `open + english + close` with the word in the page's language; nothing to do on an
    /// English page, whose table may spell a shared key otherwise ("Path Parameters" heads the
    /// section, "Path parameters" the Try-it field group).
    private static func label(
        _ open: String, _ english: String, _ close: String, key: String
    ) -> (english: [UInt8], build: @Sendable ([String: String]) -> [UInt8]?) {
        (
            Array((open + english + close).utf8),
            { words in
                guard let word = words[key], word != InterfaceStrings.strings(for: "en")[key] else { return nil }
                return wrapped(open, word, close)
            }
        )
    }

    /// An endpoint page's contents heading, as the renderer writes `## Path Parameters`: its
    /// text and its permalink's label in the page's language, its anchor in English so links
    /// to it work from every language.
    private static func heading(
        _ english: String, id: String, key: String
    ) -> (english: [UInt8], build: @Sendable ([String: String]) -> [UInt8]?) {
        (
            Array("<h2 id=\"\(id)\">\(english)<a class=\"pf-anchor\" href=\"#\(id)\" aria-label=\"Permalink: \(english)\">".utf8),
            { words in
                guard let word = words[key], word != InterfaceStrings.strings(for: "en")[key] else { return nil }
                return wrapped("<h2 id=\"\(id)\">", word, "<a class=\"pf-anchor\" href=\"#\(id)\" aria-label=\"")
                    + escaped("Permalink: " + word) + Array("\">".utf8)
            }
        )
    }

    /// The interactive Try-it panel's words for `api.js` (status, copied, the response's
    /// headers), as JSON in an attribute of the panel; an English panel has none.
    private static let tryItScriptWords: (english: [UInt8], build: @Sendable ([String: String]) -> [UInt8]?) = (
        Array("<section class=\"pf-try pf-try-interactive\"".utf8),
        { words in
            guard words["apiTryIt"] != InterfaceStrings.strings(for: "en")["apiTryIt"] else { return nil }
            return Array("<section class=\"pf-try pf-try-interactive\" data-try-words=\"".utf8)
                + escaped(RenderedLabels.scriptWords(words)) + Array("\"".utf8)
        }
    )

    private static func wrapped(_ open: String, _ text: String, _ close: String) -> [UInt8] {
        Array(open.utf8) + escaped(text) + Array(close.utf8)
    }

    private static func escaped(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        HTMLEscaping.appendEscaped(text, to: &bytes)
        return bytes
    }
}
