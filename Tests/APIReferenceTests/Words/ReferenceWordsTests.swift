import Foundation
import HTMLQuery
import OpenAPI
import Testing

@testable import APIReference

@Suite("The API reference's words in the page's language")
struct ReferenceWordsTests {
    /// A few words in another language, as a site's interface strings give them.
    static let french = ReferenceWords([
        "apiPathParameters": "Paramètres de chemin", "apiAnyOf": "L’une des suivantes :",
        "apiAuthBearer": "En-tête Bearer de la forme {example}, où {token} est votre jeton.",
        "apiOptions": "Options disponibles :", "apiRange": "Plage :", "apiSend": "Envoyer", "copied": "Copié",
        "apiSentAsHeader": "envoyée dans l’en-tête {name}", "apiKeyLabel": "{scheme} : clé d’API",
    ])

    @Test func aWordMissingFromTheTableIsEnglish() {
        #expect(Self.french["apiSend"] == "Envoyer")
        #expect(Self.french["apiBody"] == "Body")
        #expect(ReferenceWords()["apiAuthKey"] == "Your API key.")
    }

    @Test func placeholdersAreFilledInOnePass() {
        let words = ReferenceWords(["apiOr": "{first} ou {second}"])
        // A value holding a placeholder's spelling stays as it is.
        #expect(words["apiOr", ["first": "{second}", "second": "b"]] == "{second} ou b")
        #expect(words["apiOr", ["first": "a"]] == "a ou {second}")
    }

    @Test func aTranslatedReferenceKeepsEnglishAnchorsAndSaysItsWords() throws {
        let spec = try OpenAPIReader.read(file: "openapi.json", bytes: Array(EndpointReferenceTests.specText.utf8)) { _ in
            []
        }
        let operation = try #require(spec.operation(.put, "/users/{id}"))
        let mdx = EndpointReference(spec: spec, operation: operation).mdx(
            ownExamples: [.request, .response], words: Self.french)
        #expect(mdx.contains("## Paramètres de chemin {#path-parameters}\n"))
        // Untranslated headings are written as in English, with the ids their text gives.
        #expect(mdx.contains("## Query Parameters\n"))
        #expect(mdx.contains("L’une des suivantes :"))
        #expect(mdx.contains("En-tête Bearer de la forme `Bearer <token>`, où `<token>` est votre jeton."))
        #expect(mdx.contains("Options disponibles : `admin`, `member`"))
        #expect(mdx.contains("Plage : `1 <= x <= 100`"))
        #expect(!mdx.contains("Any one of") && !mdx.contains("Available options") && !mdx.contains("Range:"))
    }

    @Test func theEnglishReferenceIsUnchangedByTheWords() throws {
        let spec = try OpenAPIReader.read(file: "openapi.json", bytes: Array(EndpointReferenceTests.specText.utf8)) { _ in
            []
        }
        let operation = try #require(spec.operation(.put, "/users/{id}"))
        let reference = EndpointReference(spec: spec, operation: operation)
        #expect(
            reference.mdx(words: ReferenceWords(ReferenceWords.english)) == reference.mdx(words: ReferenceWords()))
    }

    @Test func aTranslatedPanelGivesItsScriptTheWordsAndAnEnglishOneDoesNot() throws {
        let spec = try TryItFixture.spec(TryItFixture.messages)
        let send = try #require(spec.operation(.post, "/messages/{channel}"))
        let french = Element.parse(
            TryItPanel.render(operation: send, spec: spec, display: .interactive, bodyExample: nil, words: Self.french))
        let section = try #require(french.query("section.pf-try"))
        let json = try #require(section["data-try-words"])
        let words = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        #expect(words["copied"] == "Copié")
        // Every word the script reads is there, in English where the table has none.
        #expect(Set(words.keys) == Set(ReferenceWords.script.keys))
        #expect(words["apiFixFields"] == "Fix the fields marked above before sending.")
        #expect(french.query("button.pf-try-send")?.normalizedText == "Envoyer")
        let english = Element.parse(TryItPanel.render(operation: send, spec: spec, display: .interactive, bodyExample: nil))
        #expect(english.query("section.pf-try")?["data-try-words"] == nil)
    }

    /// Every word `api.js` writes goes through `localized(key, english…)`: the key is one the
    /// page gives it, and the English it falls back on is the table's.
    @Test func theScriptsWordsAreTheTablesWords() throws {
        var script = APIReferenceAssets.script
        let pattern = try NSRegularExpression(pattern: #"localized\("([A-Za-z0-9]+)", "((?:[^"\\]|\\.)*)""#)
        let matches = pattern.matches(in: script, range: NSRange(script.startIndex..., in: script))
        var keys: Set<String> = []
        for match in matches {
            let key = String(script[Range(match.range(at: 1), in: script)!])
            let english = String(script[Range(match.range(at: 2), in: script)!])
            keys.insert(key)
            #expect(ReferenceWords.script[key] == english, "\(key)")
        }
        #expect(keys == Set(ReferenceWords.script.keys))
        // No message is written around the table: no status or error text in a string
        // literal once the English of those calls is taken out.
        for match in matches.reversed() { script.removeSubrange(Range(match.range, in: script)!) }
        for phrase in ["\"Fix ", "\"The browser", "\"Sending", "\"Copied", "\"Not valid", "\"expected ", "\"must "] {
            #expect(!script.contains(phrase), "\(phrase)")
        }
    }
}
