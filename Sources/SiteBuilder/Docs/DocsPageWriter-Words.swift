import HTML
import Templates

extension DocsPageWriter {
    /// A code block's copy button as the page renderer writes it, in English: the renderer
    /// does not know the page's language, so the page writer puts the button in it.
    static let englishCopyButton = Array(
        "<button class=\"pf-copy\" type=\"button\" aria-label=\"Copy code\">Copy</button>".utf8)

    /// `body` with each code block's copy button labelled in the language of `words` (the
    /// page's interface strings); the same bytes for English.
    static func translatingCopyButtons(_ body: [UInt8], words: [String: TemplateValue]) -> [UInt8] {
        guard case .string(let copy)? = words["copy"], case .string(let copyCode)? = words["copyCode"],
            copy != "Copy" || copyCode != "Copy code"
        else { return body }
        var button = Array("<button class=\"pf-copy\" type=\"button\" aria-label=\"".utf8)
        HTMLEscaping.appendEscaped(copyCode, to: &button)
        button += Array("\">".utf8)
        HTMLEscaping.appendEscaped(copy, to: &button)
        button += Array("</button>".utf8)
        return body.replacing(englishCopyButton, with: button)
    }
}
