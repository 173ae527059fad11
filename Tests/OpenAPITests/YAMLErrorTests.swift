import Diagnostics
import JSONDocument
import Testing

@testable import OpenAPI

@Suite("YAML errors")
struct YAMLErrorTests {
    @Test(
        "syntax errors carry libyaml's problem at its line and column",
        arguments: [
            (
                "info:\n  title: Shop: orders\n", 2, 14,
                "Mapping values are not allowed in this context; expected valid YAML."
            ),
            (
                "tags: [a, b\nnext: 1\n", 2, 5,
                "Did not find expected ',' or ']' (while parsing a flow sequence at 1:7); expected valid YAML."
            ),
            (
                "a:\n  - b\n c: 1\n", 3, 2,
                "Did not find expected key (while parsing a block mapping at 1:1); expected valid YAML."
            ),
            (
                "a: \"open\n", 2, 1,
                "Found unexpected end of stream (while scanning a quoted scalar at 1:4); expected valid YAML."
            ),
            (
                "a:\n\tb: 1\n", 2, 1,
                "Found character that cannot start any token (while scanning for the next token at 2:1); expected valid YAML."
            ),
        ])
    func syntax(text: String, line: Int, column: Int, message: String) {
        let failure = yamlFailure(text)
        #expect(failure?.code == .invalidYAML)
        #expect(failure?.position == SourcePosition(line: line, column: column))
        #expect(failure?.message == message)
        #expect(failure?.file == nil)
    }

    @Test("a syntax error after a multi-byte character is placed in Unicode scalars")
    func syntaxAfterMultiByte() {
        let failure = yamlFailure("tïtle: Shöp: orders\n")
        #expect(failure?.position == SourcePosition(line: 1, column: 12))
    }

    @Test("a control character is invalid_yaml at its own position")
    func controlCharacter() {
        let failure = yamlFailure("a: 1\nbé: x\u{1}y\n")
        #expect(failure?.code == .invalidYAML)
        #expect(failure?.position == SourcePosition(line: 2, column: 6))
        #expect(failure?.message == "Control characters are not allowed; expected text without control characters.")
    }

    @Test("a second document is invalid_yaml where it starts")
    func twoDocuments() {
        let failure = yamlFailure("a: 1\n---\nb: 2\n")
        #expect(failure?.code == .invalidYAML)
        #expect(failure?.position == SourcePosition(line: 2, column: 1))
        #expect(failure?.message == "The file holds more than one YAML document; expected one document.")
    }

    @Test(
        "an empty file, or one of only comments and blank lines, is empty_file",
        arguments: ["", "\n\n", "# only\n  # comments\n"])
    func empty(text: String) {
        let failure = yamlFailure(text)
        #expect(failure?.code == .emptyFile)
        #expect(failure?.message == "The file is empty or holds only comments; expected a YAML document.")
    }

    @Test("a complex mapping key is invalid_yaml at the key")
    func complexKey() {
        let failure = yamlFailure("a: 1\n? [x, y]\n: 2\n")
        #expect(failure?.code == .invalidYAML)
        #expect(failure?.position == SourcePosition(line: 2, column: 3))
        #expect(
            failure?.message
                == "A mapping key is a sequence; expected a scalar key (a name, a number or a quoted string).")
        #expect(yamlFailure("{? {a: 1} : 2}")?.position == SourcePosition(line: 1, column: 4))
        #expect(yamlFailure("a: &k [1]\n*k : 2\n")?.position == SourcePosition(line: 2, column: 1))
    }

    @Test("nesting deeper than JSON allows is nesting_too_deep at the first level too deep")
    func depth() {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(yamlFailure(ok) == nil)
        let failure = yamlFailure(String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
        #expect(failure?.code == .nestingTooDeep)
        #expect(failure?.position == SourcePosition(line: 1, column: 513))
        var block = ""
        for level in 0..<513 { block += String(repeating: " ", count: level) + "k:\n" }
        #expect(yamlFailure(block)?.position == SourcePosition(line: 513, column: 513))
    }

    @Test("invalid UTF-8 is invalid_utf8 at the first bad byte; UTF-16 is not read")
    func utf8() {
        let latin1 = Array("a: 1\nname: Caf".utf8) + [0xE9] + Array("\n".utf8)
        let failure = yamlFailure(latin1)
        #expect(failure?.code == .invalidUTF8)
        #expect(failure?.position == SourcePosition(line: 2, column: 10))
        #expect(failure?.message == "The file holds bytes that are not valid UTF-8; expected UTF-8 text.")
        let utf16: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00, 0x20, 0x00, 0x31, 0x00]
        #expect(yamlFailure(utf16)?.code == .invalidUTF8)
    }
}
