import Foundation
import JSONDocument
import Testing

@Suite("JSONWriter")
struct JSONWriterTests {
    /// What Foundation writes for the same data, with the options the site's files use.
    private func foundation(_ object: Any) throws -> [UInt8] {
        Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
    }

    @Test("Every ASCII character and some beyond are written as JSONSerialization writes them")
    func escaping() throws {
        var samples: [String] = (0..<0x80).map { String(Character(Unicode.Scalar($0)!)) }
        samples += [
            "é", "e\u{301}", "\u{2028}", "\u{2029}", "\u{FEFF}", "😀", "\r\n", "a/b</script>", "tab\there \"quoted\" back\\slash",
            "",
        ]
        for sample in samples {
            var writer = JSONWriter()
            writer.strings([sample])
            #expect(writer.bytes == (try foundation([sample])), "\(sample.unicodeScalars.map { $0.value })")
        }
    }

    @Test("A character that needs escaping is found at every place in long text, word by word")
    func escapesAnywhereInLongText() throws {
        let fillers = ["abcdefghijklmnopqrstuvwxyz0123", "ééééééééééééééé", "~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~"]
        for filler in fillers {
            for special in ["\"", "\\", "\n", "\u{1}", "\u{1F}", "\t"] {
                for place in 0...filler.count {
                    var text = filler
                    text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: place))
                    var writer = JSONWriter()
                    writer.strings([text, text + special + text])
                    #expect(
                        writer.bytes == (try foundation([text, text + special + text])),
                        "\(special.unicodeScalars.map(\.value)) at \(place)")
                }
            }
        }
    }

    @Test("Arrays of objects with sorted keys come out byte for byte as JSONSerialization's")
    func structure() throws {
        var writer = JSONWriter()
        writer.beginArray()
        for index in 0..<3 {
            writer.beginObject()
            if index != 1 {
                writer.key("d")
                writer.string("Description \(index)")
            }
            writer.key("h")
            writer.strings(index == 2 ? [] : ["One", "Two/\(index)"])
            writer.key("t")
            writer.string("Title \"\(index)\"")
            writer.key("x")
            writer.beginObject()
            writer.endObject()
            writer.endObject()
        }
        writer.endArray()
        let expected: [[String: Any]] = (0..<3).map { index in
            var entry: [String: Any] = [
                "h": index == 2 ? [String]() : ["One", "Two/\(index)"], "t": "Title \"\(index)\"", "x": [String: Any](),
            ]
            if index != 1 { entry["d"] = "Description \(index)" }
            return entry
        }
        #expect(writer.bytes == (try foundation(expected)))

        var empty = JSONWriter()
        empty.beginArray()
        empty.endArray()
        #expect(empty.bytes == Array("[]".utf8))
    }
}
