import APIReference
import Foundation
import Testing

@testable import SiteBuilder

@Suite("Interface strings: every language says every word")
struct InterfaceStringsTests {
    static let languages = ["fr", "es", "de", "ja", "zh", "pt", "ko"]

    /// The words a page's language must give: the template's, the renderer's, the API reference's.
    static let keys = Set(InterfaceStrings.strings(for: "en").keys).union(ReferenceWords.english.keys)
        .union(InterfaceStrings.rendered["fr"]!.keys)

    @Test("each language has its own word for every key", arguments: languages)
    func complete(language: String) {
        let strings = InterfaceStrings.strings(for: language)
        let own = InterfaceStrings.rendered[language] ?? [:]
        for key in Self.keys {
            #expect(strings[key] != nil, "\(language): \(key)")
            // The reference's words come from the rendered table, not from English.
            if ReferenceWords.english[key] != nil, !["required", "deprecated", "default", "copy", "copied"].contains(key) {
                #expect(own[key] != nil, "\(language): \(key)")
            }
        }
    }

    @Test("a word fills in the same places as its English", arguments: languages)
    func placeholders(language: String) throws {
        let strings = InterfaceStrings.strings(for: language)
        let pattern = try NSRegularExpression(pattern: #"\{[A-Za-z]+\}"#)
        func names(_ text: String) -> Set<String> {
            Set(
                pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                    String(text[Range($0.range, in: text)!])
                })
        }
        for (key, english) in ReferenceWords.english {
            let word = try #require(strings[key], "\(language): \(key)")
            #expect(names(word) == names(english), "\(language): \(key)")
            // The reference's words go into MDX as they are (a field's `post` labels inside quotes):
            // nothing Markdown or MDX would read.
            for character in ["<", "*", "_", "`", "[", "\""] where !english.contains(character) {
                #expect(!word.contains(character), "\(language): \(key)")
            }
        }
    }

    @Test("French puts a narrow no-break space, never a plain or breaking one, before : ; ? and !")
    func frenchPunctuation() {
        #expect(InterfaceStrings.strings(for: "fr")["languageLabel"] == "Langue\u{202F}: ")
        #expect(InterfaceStrings.strings(for: "en")["languageLabel"] == "Language: ")
        for (key, word) in InterfaceStrings.strings(for: "fr") {
            for mark in [":", ";", "?", "!"] {
                #expect(!word.contains(" " + mark) && !word.contains("\u{A0}" + mark), "fr: \(key)")
            }
        }
    }

    @Test("a language code reads its table, its primary subtag's or an alias's")
    func codes() {
        #expect(InterfaceStrings.strings(for: "pt-BR")["apiSend"] == "Enviar")
        #expect(InterfaceStrings.strings(for: "jp")["permalink"] == "パーマリンク: ")
        #expect(InterfaceStrings.strings(for: "xx")["permalink"] == "Permalink: ")
    }
}
