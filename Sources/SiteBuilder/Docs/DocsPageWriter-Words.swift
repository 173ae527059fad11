import ByteTools
import HTML
import Locking

extension DocsPageWriter {
    /// The words the Markdown components write in English, each as the exact bytes around it,
    /// with the interface string that says it in the page's language: a code block's copy
    /// button, the labels of `<ParamField>` and `<ResponseField>`, the example groups' names. (Heading anchors and
    /// the API reference are written in the page's language directly: see
    /// ``DocsRendering/render(_:_:words:)``.)
    private typealias Word = (english: [UInt8], build: @Sendable ([String: String]) -> [UInt8]?)

    private static let renderedWords: [Word] =
        [
            (
                Array("<button class=\"pf-copy\" type=\"button\" aria-label=\"Copy code\">Copy</button>".utf8),
                { @Sendable words in
                    // English words are the button as it is: nothing to build and compare.
                    guard let copy = words["copy"], let copyCode = words["copyCode"], copy != "Copy" || copyCode != "Copy code"
                    else { return nil }
                    return wrapped("<button class=\"pf-copy\" type=\"button\" aria-label=\"", copyCode, "\">")
                        + escaped(copy) + Array("</button>".utf8)
                }
            ),
            label("<span class=\"pf-field-required\">", "required", "</span>", key: "required"),
            label("<span class=\"pf-field-deprecated\">", "deprecated", "</span>", key: "deprecated"),
            label("<span class=\"pf-field-default\">", "Default:", " <code>", key: "default"),
            label("<summary class=\"pf-expandable-title\">", "Child attributes", "</summary>", key: "childAttributes"),
        ]
        // Where a field is sent: `<ParamField header="X-Key">`.
        + [
            ("path", "fieldInPath"), ("query", "fieldInQuery"), ("header", "fieldInHeader"), ("cookie", "fieldInCookie"),
            ("body", "fieldInBody"),
        ].map { label("<span class=\"pf-field-location\">", $0.0, "</span>", key: $0.1) }
        // `<RequestExample>` and `<ResponseExample>`: their tabs' names.
        + [("Request example", "requestExample"), ("Response example", "responseExample")].map {
            label("<div class=\"pf-tablist\" role=\"tablist\" aria-label=\"", $0.0, "\">", key: $0.1)
        }

    /// `body` with those words in the page's language, `language`; the same bytes for English.
    static func translatingRenderedWords(_ body: [UInt8], language: String?) -> [UInt8] {
        var body = body
        for (english, translated) in replacements(language: language) {
            if let replaced = ByteSearch.replacing(english, with: translated, in: body) { body = replaced }
        }
        return body
    }

    /// Each word that the language's interface strings say otherwise than English, with its
    /// bytes in both: made once per language (none for English), from the strings themselves so
    /// that what is kept can only be what they give, not looked up again for every page.
    private static func replacements(language: String?) -> [Replacement] {
        if let made = madeReplacements.withLock({ $0[language ?? ""] }) { return made }
        let words = InterfaceStrings.strings(for: language)
        let made = renderedWords.compactMap { english, build -> Replacement? in
            guard let translated = build(words), translated != english else { return nil }
            return (english, translated)
        }
        madeReplacements.withLock { $0[language ?? ""] = made }
        return made
    }

    private typealias Replacement = (english: [UInt8], translated: [UInt8])
    private static let madeReplacements = Locked<[String: [Replacement]]>([:])

    /// `open + english + close` with the word in the page's language; nothing to do on an
    /// English page.
    private static func label(_ open: String, _ english: String, _ close: String, key: String) -> Word {
        (
            Array((open + english + close).utf8),
            { words in
                guard let word = words[key], word != english else { return nil }
                return wrapped(open, word, close)
            }
        )
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
