import Foundation
import Testing

@testable import SiteBuilder

@Suite("Endpoint pages' short descriptions")
struct APIPageTitleTests {
    /// As the description was made with Foundation's trimming and replacing.
    private func foundation(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty, text.count <= 300,
            !text.contains("\n\n"), !text.contains(where: { "<{`*[#|".contains($0) })
        else { return nil }
        return text.replacingOccurrences(of: "\n", with: " ")
    }

    @Test("Trims and joins lines as Foundation did, whatever the spaces and line breaks")
    func sameAsFoundation() {
        let texts: [String?] = [
            nil, "", "   ", "\n\t ", "Sends one.", "  Sends one.  ", "\u{00A0}Sends\u{2028}one.\u{3000}", "Two\nlines\r\nhere.",
            "Paragraph.\n\nAnother.", " \u{301}accent after a space", "Has a <tag>.", "Ends with a break\r\n",
            String(repeating: "x", count: 300), String(repeating: "x", count: 301), "\u{85}Next line\u{2029}",
            "e\u{301} and \u{1F600}\n",
        ]
        for text in texts {
            #expect(APIPageTitle.shortDescription(text) == foundation(text), "\(String(describing: text))")
        }
    }
}
