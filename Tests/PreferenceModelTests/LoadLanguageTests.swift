import Diagnostics
import PreferenceModel
import Testing

@Suite("A catalog's language")
struct LoadLanguageTests {
    private func catalog(language: String) -> String {
        #"{"language": \#(language), "topics": [{"slug": "a", "name": "A", "channels": {"push": {"default": true}}}]}"#
    }

    @Test("a BCP 47 tag is kept", arguments: ["de", "en-GB", "zh-Hant-TW", "gsw", "es-419"])
    func tag(tag: String) throws {
        let result = load(catalog(language: "\"\(tag)\""))
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.catalog).language == tag)
    }

    @Test("null or no language leaves it unset")
    func absent() throws {
        #expect(try #require(load(catalog(language: "null")).catalog).language == nil)
        let plain = load(#"{"topics": [{"slug": "a", "name": "A", "channels": {"push": {"default": true}}}]}"#)
        #expect(try #require(plain.catalog).language == nil)
    }

    @Test(
        "anything else is wrong_type at the language, an error like any other wrong value",
        arguments: ["\"German\"", "\"d\"", "\"de_DE\"", "\"de-\"", "3"])
    func invalid(value: String) throws {
        let result = load(catalog(language: value))
        #expect(result.summaries == ["error wrong_type language 1:14"])
    }
}
