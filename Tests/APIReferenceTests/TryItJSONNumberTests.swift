import JSONDocument
import Testing

@testable import APIReference

@Suite("JSON number syntax in the Try-it data")
struct TryItJSONNumberTests {
    @Test(arguments: ["0", "-0", "12", "-3.5", "1e9", "1E+9", "2.5e-3", "10"])
    func numbersAsJSONWritesThem(_ text: String) {
        #expect(JSONWriter.isJSONNumber(text))
    }

    @Test(arguments: ["", "-", "01", "+1", ".5", "5.", "1e", "1e+", "0x10", "1_000", "NaN", "1.2.3", " 1"])
    func textThatIsNotAJSONNumber(_ text: String) {
        #expect(!JSONWriter.isJSONNumber(text))
    }
}
