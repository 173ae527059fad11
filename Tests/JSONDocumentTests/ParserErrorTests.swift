import Diagnostics
import JSONDocument
import Testing

/// One malformed input and where its error must point.
struct BadInput: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var note: String

    init(_ text: String, _ line: Int, _ column: Int, _ note: String = "") {
        self.init(bytes: Array(text.utf8), line, column, note.isEmpty ? text : note)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ note: String) {
        self.bytes = bytes
        self.line = line
        self.column = column
        self.note = note
    }

    var testDescription: String { note.debugDescription }
}

@Suite("JSONParser: errors")
struct ParserErrorTests {
    private func expectError(_ input: BadInput, code: DiagnosticCode, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = parseError(input.bytes)
        #expect(error?.code == code, sourceLocation: sourceLocation)
        #expect(error?.position == at(input.line, input.column), sourceLocation: sourceLocation)
        #expect(error?.severity == .error, sourceLocation: sourceLocation)
        #expect(error?.file == nil, "the parser leaves the file to its caller", sourceLocation: sourceLocation)
        #expect(error?.message.isEmpty == false, sourceLocation: sourceLocation)
    }

    @Test(
        "Empty and whitespace-only files are `empty_file`, at the end of the file",
        arguments: [
            BadInput("", 1, 1, "empty"),
            BadInput("   ", 1, 4, "spaces"),
            BadInput(" \n\t\r\n ", 3, 2, "mixed whitespace"),
            BadInput("\n\n", 3, 1, "newlines"),
            BadInput(bytes: [0xEF, 0xBB, 0xBF], 1, 1, "only a byte order mark"),
            BadInput(bytes: [0xEF, 0xBB, 0xBF, 0x0A, 0x20], 2, 2, "byte order mark and whitespace"),
        ])
    func emptyFile(input: BadInput) {
        expectError(input, code: .emptyFile)
    }

    @Test(
        "Trailing commas are `invalid_json` at the closing bracket",
        arguments: [
            BadInput("[1, 2,]", 1, 7),
            BadInput(#"{"a": 1,}"#, 1, 9),
            BadInput("{\n  \"a\": 1,\n}", 3, 1),
            BadInput("[,]", 1, 2),
            BadInput("{,}", 1, 2),
        ])
    func trailingComma(input: BadInput) {
        expectError(input, code: .invalidJSON)
    }

    @Test(
        "Single quotes, missing colons and missing commas are `invalid_json`",
        arguments: [
            BadInput("{'a': 1}", 1, 2),
            BadInput("['a']", 1, 2),
            BadInput(#"{"a": 'b'}"#, 1, 7),
            BadInput(#"{"a" 1}"#, 1, 6),
            BadInput(#"{"a"}"#, 1, 5),
            BadInput("{\"a\"\n  \"b\"}", 2, 3),
            BadInput("[1 2]", 1, 4),
            BadInput(#"{"a": 1 "b": 2}"#, 1, 9),
            BadInput("{a: 1}", 1, 2),
            BadInput("{1: 1}", 1, 2),
        ])
    func structure(input: BadInput) {
        expectError(input, code: .invalidJSON)
    }

    @Test(
        "Unterminated strings and documents are `invalid_json` at the end of the file",
        arguments: [
            BadInput(#""abc"#, 1, 5),
            BadInput(#"["abc]"#, 1, 7),
            BadInput(#"{"a"#, 1, 4),
            BadInput("[1, 2", 1, 6),
            BadInput("{\"a\": 1", 1, 8),
            BadInput("{\"a\":", 1, 6),
            BadInput("[", 1, 2),
            BadInput("{\n", 2, 1),
        ])
    func unterminated(input: BadInput) {
        expectError(input, code: .invalidJSON)
    }

    @Test(
        "Raw line breaks and control characters inside strings are `invalid_json` where they are",
        arguments: [
            BadInput("\"ab\ncd\"", 1, 4, "raw newline"),
            BadInput("[\"é\n\"]", 1, 4, "raw newline after a multi-byte character"),
            BadInput("\"a\rb\"", 1, 3, "raw carriage return"),
            BadInput("\"a\tb\"", 1, 3, "raw tab"),
            BadInput("\"\u{1F}\"", 1, 2, "U+001F"),
            BadInput("\"\u{08}\"", 1, 2, "raw backspace"),
            BadInput(bytes: [0x22, 0x61, 0x00, 0x22], 1, 3, "NUL inside a string"),
        ])
    func controlCharacters(input: BadInput) {
        expectError(input, code: .invalidJSON)
    }

    @Test(
        "Unknown escapes are `invalid_json` at their backslash",
        arguments: [
            BadInput(#""\x""#, 1, 2),
            BadInput(#""ab\'""#, 1, 4),
            BadInput(#""\U0041""#, 1, 2),
            BadInput(#""\a""#, 1, 2),
            BadInput(#"{"k\ey": 1}"#, 1, 4),
            BadInput(#""\"#, 1, 3, "a backslash at the end of the file"),
        ])
    func badEscape(input: BadInput) {
        expectError(input, code: .invalidJSON)
    }

    @Test(
        "Malformed \\u escapes are `invalid_json` at their backslash",
        arguments: [
            BadInput(#""\u12G4""#, 1, 2),
            BadInput(#""\u12""#, 1, 2),
            BadInput(#""x\u""#, 1, 3),
            BadInput(#""\u-123""#, 1, 2),
            BadInput(#""\uD800\uZZZZ""#, 1, 8, "a bad escape right after a high surrogate"),
            BadInput(#""\u"#, 1, 4, "the file ends inside the escape"),
        ])
    func badUnicodeEscape(input: BadInput) {
        expectError(input, code: .invalidJSON)
    }

    @Test(
        "Malformed numbers are `invalid_json`",
        arguments: [
            BadInput("01", 1, 2, "leading zero"),
            BadInput("[00]", 1, 3, "two zeros"),
            BadInput("-01", 1, 3, "negative leading zero"),
            BadInput(#"{"cap": 007}"#, 1, 10, "leading zeros in an object"),
            BadInput("-", 1, 2),
            BadInput("[-]", 1, 3),
            BadInput("1.", 1, 3),
            BadInput("[1.e3]", 1, 4),
            BadInput(".5", 1, 1),
            BadInput("+1", 1, 1),
            BadInput("1e", 1, 3),
            BadInput("1e+", 1, 4),
            BadInput("-a", 1, 2),
            BadInput("0x10", 1, 2),
            BadInput("NaN", 1, 1),
            BadInput("[Infinity]", 1, 2),
            BadInput("-Infinity", 1, 2),
        ])
    func badNumber(input: BadInput) {
        expectError(input, code: .invalidJSON)
    }

    @Test(
        "Anything after the value is trailing garbage",
        arguments: [
            BadInput("{} x", 1, 4),
            BadInput("[1] [2]", 1, 5),
            BadInput(#""a" "b""#, 1, 5),
            BadInput("truex", 1, 5),
            BadInput("null,", 1, 5),
            BadInput("1 2", 1, 3),
            BadInput("{}\n\n}", 3, 1),
            BadInput("[1]]", 1, 4),
        ])
    func trailingGarbage(input: BadInput) {
        expectError(input, code: .invalidJSON)
    }

    @Test(
        "Bare words and comments are `invalid_json` where the word starts",
        arguments: [
            BadInput("hello", 1, 1),
            BadInput(#"{"a": yes}"#, 1, 7),
            BadInput("tru", 1, 1),
            BadInput("True", 1, 1),
            BadInput("nul", 1, 1),
            BadInput("falsy", 1, 1),
            BadInput("[1, undefined]", 1, 5),
            BadInput("  [\n    none\n  ]", 2, 5),
            BadInput("// comment\n1", 1, 1),
            BadInput("[1 /* c */]", 1, 4),
        ])
    func bareWords(input: BadInput) {
        expectError(input, code: .invalidJSON)
    }

    @Test(
        "A NUL byte outside strings is `invalid_json` where it is",
        arguments: [
            BadInput(bytes: [0x00], 1, 1, "only NUL"),
            BadInput(bytes: Array("[1,".utf8) + [0x00] + Array("]".utf8), 1, 4, "NUL as a value"),
            BadInput(bytes: Array("[1]".utf8) + [0x00], 1, 4, "NUL after the value"),
            BadInput(bytes: Array("{\"a\"".utf8) + [0x00, 0x3A, 0x31, 0x7D], 1, 5, "NUL before a colon"),
        ])
    func nulByte(input: BadInput) {
        expectError(input, code: .invalidJSON)
    }

    @Test(
        "Whitespace JSON does not allow is `invalid_json`",
        arguments: [
            BadInput("[1,\u{0C}2]", 1, 4, "form feed"),
            BadInput("[1,\u{A0}2]", 1, 4, "no-break space"),
            BadInput("[1,\u{0B}2]", 1, 4, "vertical tab"),
        ])
    func foreignWhitespace(input: BadInput) {
        expectError(input, code: .invalidJSON)
    }

    @Test(
        "Invalid UTF-8 is `invalid_utf8` at the first bad byte",
        arguments: [
            BadInput(bytes: [0x22, 0x61, 0xFF, 0x62, 0x22], 1, 3, "0xFF in a string"),
            BadInput(bytes: [0x22, 0xC3, 0x22], 1, 2, "truncated two-byte sequence"),
            BadInput(bytes: [0x22, 0xC3, 0x28, 0x22], 1, 2, "lead byte followed by ASCII"),
            BadInput(bytes: [0x22, 0x61, 0x62, 0x80, 0x22], 1, 4, "stray continuation byte"),
            BadInput(bytes: [0x22, 0xC0, 0xAF, 0x22], 1, 2, "overlong encoding"),
            BadInput(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "an encoded surrogate"),
            BadInput(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "beyond U+10FFFF"),
            BadInput(bytes: [0x22, 0xE6, 0x97, 0x22], 1, 2, "three-byte sequence cut short"),
            BadInput(bytes: Array("{\"k".utf8) + [0xFE] + Array("\": 1}".utf8), 1, 4, "in a key"),
            BadInput(bytes: Array("[\n \"é\", \"".utf8) + [0xFF] + Array("\"]".utf8), 2, 8, "after a multi-byte character"),
            BadInput(bytes: Array(#""\n"#.utf8) + [0xFF, 0x22], 1, 4, "right after an escape"),
            BadInput(bytes: Array("[1, ".utf8) + [0xFF] + Array("]".utf8), 1, 5, "0xFF where a value belongs"),
            BadInput(bytes: Array("[1,\n".utf8) + [0xC3] + Array("]".utf8), 2, 1, "a cut-off sequence where a value belongs"),
            BadInput(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], 1, 1, "a UTF-16 file"),
        ])
    func invalidUTF8(input: BadInput) {
        expectError(input, code: .invalidUTF8)
    }

    @Test("A valid non-ASCII character outside a string is `invalid_json`, not `invalid_utf8`")
    func validUnicodeOutsideString() {
        expectError(BadInput("[1, é]", 1, 5), code: .invalidJSON)
    }

    @Test("The first error in the file is the one reported")
    func firstErrorWins() {
        expectError(BadInput("[1,\n 2,\n 'a', \"\\x\"]", 3, 2), code: .invalidJSON)
    }
}
