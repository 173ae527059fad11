import Diagnostics
import JSONDocument
import Testing

@Suite("JSONParser: limits")
struct ParserLimitTests {
    /// How many arrays enclose the innermost value.
    private func arrayDepth(_ node: JSONNode) -> Int {
        var depth = 0
        var current = node
        while let elements = current.elements {
            depth += 1
            guard let first = elements.first else { break }
            current = first
        }
        return depth
    }

    @Test("The nesting limit is 512")
    func limit() {
        #expect(JSONParser.maximumDepth == 512)
    }

    @Test("500 nested arrays parse", arguments: [500, 512])
    func deepButAllowed(depth: Int) throws {
        let text = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let root = try JSONParser.parse(text)
        #expect(arrayDepth(root) == depth)
    }

    @Test("500 nested objects parse")
    func deepObjectsAllowed() throws {
        let text = String(repeating: #"{"a":"#, count: 500) + "null" + String(repeating: "}", count: 500)
        var node = try JSONParser.parse(text)
        var depth = 0
        while let next = node["a"] {
            depth += 1
            node = next
        }
        #expect(depth == 500)
        #expect(node.isNull)
    }

    @Test(
        "Nesting past the limit is `nesting_too_deep` at the first bracket too many",
        arguments: [513, 10_000, 100_000])
    func tooDeepArrays(depth: Int) {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = parseError(text)
        #expect(error?.code == .nestingTooDeep)
        #expect(error?.position == at(1, 513))
    }

    @Test("Unclosed deep nesting is still `nesting_too_deep`, not a crash")
    func tooDeepUnclosed() {
        let error = parseError(String(repeating: "[", count: 10_000))
        #expect(error?.code == .nestingTooDeep)
        #expect(error?.position == at(1, 513))
    }

    @Test("Deep objects, and arrays mixed with objects, are limited the same way")
    func tooDeepMixed() {
        let objects = parseError(String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000))
        #expect(objects?.code == .nestingTooDeep)
        #expect(objects?.position == at(1, 5 * 512 + 1))
        let mixed = parseError(String(repeating: #"[{"k":"#, count: 5_000))
        #expect(mixed?.code == .nestingTooDeep)
        #expect(mixed?.position == at(1, 6 * 256 + 1))
    }

    @Test("Depth counts only enclosing brackets: many siblings at a shallow depth are fine")
    func wideNotDeep() throws {
        let text = "[" + Array(repeating: "[[]]", count: 2_000).joined(separator: ",") + "]"
        #expect(try JSONParser.parse(text).elements?.count == 2_000)
    }

    @Test("A 10 MB single-line document parses, with exact columns at its far end")
    func largeSingleLine() throws {
        // One line of topics with multi-byte text in each, so column counting is exercised all the way.
        func element(_ number: Int) -> String {
            #"{"slug":"topic-"# + String(number) + #"","name":"Café ☕ \u00e9 👍🏽 reminders","on":true,"cap":-1.5e3,"n":null}"#
        }
        var text = "["
        var count = 0
        text.reserveCapacity(10_500_000)
        while text.utf8.count < 10_000_000 {
            if count > 0 { text += "," }
            text += element(count)
            count += 1
        }
        text += "]"
        #expect(!text.contains("\n"))

        let root = try JSONParser.parse(text)
        let elements = try #require(root.elements)
        #expect(elements.count == count)
        let last = try #require(elements.last)
        #expect(last["slug"]?.string == "topic-\(count - 1)")
        #expect(last["name"]?.string == "Café ☕ é 👍🏽 reminders")
        let lastStart = text.unicodeScalars.count - 1 - element(count - 1).unicodeScalars.count
        #expect(last.position == at(1, lastStart + 1))
        #expect(last.members?.first?.keyPosition == at(1, lastStart + 2))
    }

    @Test("A megabyte-long string value parses whole, and the value after it has its exact column")
    func largeString() throws {
        let body = String(repeating: "abcdé日😀 ", count: 75_000)
        let root = try JSONParser.parse("[\"" + body + "\", 1]")
        #expect(root.elements?.first?.string == body)
        #expect(root.elements?.last?.position == at(1, body.unicodeScalars.count + 6))
    }
}
