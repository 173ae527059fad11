import JSONDocument
import Testing

@testable import APIReference

@Suite struct TryItJSONTests {
    @Test(arguments: [
        ("10", "10"), ("0.5", "0.5"), ("-2e3", "-2e3"), (".5", "0.5"), ("1e3", "1e3"), ("+4", "4"), ("nan", "null"),
        ("x", "null"),
    ])
    func numbersAreWrittenAsJSONNumbers(written: String, expected: String) {
        var json = JSONWriter()
        json.number(specText: written)
        #expect(json.scriptText == expected)
    }

    @Test func theScriptTextHasNoLessThanSign() {
        var json = JSONWriter()
        json.beginObject()
        json.key("</script>")
        json.string("<!-- a\"b")
        json.endObject()
        #expect(json.scriptText == #"{"\u003c/script>":"\u003c!-- a\"b"}"#)
    }
}
