import Diagnostics
import JSONDocument
import Testing

@Suite("JSONParser: values")
struct ParserValueTests {
    @Test("Literals parse to their values")
    func literals() throws {
        #expect(try JSONParser.parse("true").value == .bool(true))
        #expect(try JSONParser.parse("false").value == .bool(false))
        #expect(try JSONParser.parse("null").value == .null)
        #expect(try JSONParser.parse("\"hi\"").value == .string("hi"))
        #expect(try JSONParser.parse("[]").value == .array([]))
        #expect(try JSONParser.parse("{}").value == .object([]))
    }

    @Test("Nested objects and arrays keep their structure")
    func nested() throws {
        let root = try JSONParser.parse(#"{"a": [1, {"b": [true, null, []]}, "x"], "c": {"d": {}}}"#)
        let a = try #require(root["a"]?.elements)
        #expect(a.count == 3)
        #expect(a[0].numberText == "1")
        let inner = try #require(a[1]["b"]?.elements)
        #expect(inner.map(\.value) == [.bool(true), .null, .array([])])
        #expect(a[2].string == "x")
        #expect(root["c"]?["d"]?.members?.isEmpty == true)
        #expect(root["missing"] == nil)
        #expect(a[0]["a"] == nil, "subscripting a non-object gives nil")
    }

    @Test("Object members keep file order, and later duplicates win on lookup")
    func memberOrder() throws {
        let root = try JSONParser.parse(#"{"zeta": 1, "alpha": 2, "mid": 3, "alpha": 4}"#)
        #expect(root.members?.map(\.key) == ["zeta", "alpha", "mid", "alpha"])
        #expect(root["alpha"]?.numberText == "4")
    }

    @Test(
        "Every simple escape decodes",
        arguments: [
            (#""\"""#, "\""), (#""\\""#, "\\"), (#""\/""#, "/"), (#""\b""#, "\u{08}"),
            (#""\f""#, "\u{0C}"), (#""\n""#, "\n"), (#""\r""#, "\r"), (#""\t""#, "\t"),
            (#""a\"b\\c\/d\ne""#, "a\"b\\c/d\ne"),
        ])
    func simpleEscapes(source: String, expected: String) throws {
        #expect(try JSONParser.parse(source).string == expected)
    }

    @Test(
        "\\u escapes decode, in either case, including surrogate pairs",
        arguments: [
            (#""\u0041""#, "A"), (#""\u00e9""#, "é"), (#""\u00E9""#, "é"), (#""\u20AC""#, "€"),
            (#""\u0000""#, "\u{0}"), (#""\uFFFF""#, "\u{FFFF}"),
            (#""\uD83D\uDE00""#, "😀"), (#""\ud83d\ude00""#, "😀"), (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
            (#""x\uD800\uDC00y""#, "x\u{10000}y"),
        ])
    func unicodeEscapes(source: String, expected: String) throws {
        let string = try #require(try JSONParser.parse(source).string)
        #expect(Array(string.unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test(
        "Lone surrogates become U+FFFD and the text around them survives",
        arguments: [
            (#""\uD800""#, "\u{FFFD}"),
            (#""\uDC00""#, "\u{FFFD}"),
            (#""\uDFFFz""#, "\u{FFFD}z"),
            (#""a\uD83Db""#, "a\u{FFFD}b"),
            (#""\uD800\u0041""#, "\u{FFFD}A"),
            (#""\uD800\n""#, "\u{FFFD}\n"),
            (#""\uD800\uD800\uDC00""#, "\u{FFFD}\u{10000}"),
            (#""\uDC00\uD800""#, "\u{FFFD}\u{FFFD}"),
        ])
    func loneSurrogates(source: String, expected: String) throws {
        let string = try #require(try JSONParser.parse(source).string)
        #expect(Array(string.unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test("Raw UTF-8 in strings passes through unchanged")
    func rawUnicode() throws {
        let text = "Crème brûlée — 日本語 👩🏽‍💻 \u{202E}evil\u{202C} e\u{301}"
        let root = try JSONParser.parse("[\"\(text)\"]")
        let string = try #require(root.elements?.first?.string)
        #expect(Array(string.unicodeScalars) == Array(text.unicodeScalars))
    }

    @Test(
        "Numbers keep the text they were written with",
        arguments: [
            "0", "-0", "7", "-12", "1234567890123456789012345678901234567890", "0.5", "-0.0", "3.14159",
            "1e10", "1E10", "1e+10", "1e-10", "-2.5E-3", "0e0", "1.5e+300", "1e400",
        ])
    func numbers(source: String) throws {
        #expect(try JSONParser.parse(source).value == .number(source))
        #expect(try JSONParser.parse("[\(source)]").elements?.first?.value == .number(source))
    }

    @Test("`integer` reads plain whole numbers only")
    func integers() throws {
        #expect(try JSONParser.parse("42").integer == 42)
        #expect(try JSONParser.parse("-0").integer == 0)
        #expect(try JSONParser.parse("-7").integer == -7)
        #expect(try JSONParser.parse("2.5").integer == nil)
        #expect(try JSONParser.parse("1e2").integer == nil)
        #expect(try JSONParser.parse("99999999999999999999").integer == nil)
        #expect(try JSONParser.parse("\"3\"").integer == nil)
    }

    @Test("Accessors answer only for their own kind")
    func accessors() throws {
        let string = try JSONParser.parse("\"s\"")
        #expect(string.string == "s")
        #expect(string.bool == nil && string.members == nil && string.elements == nil && !string.isNull)
        let null = try JSONParser.parse("null")
        #expect(null.isNull && null.string == nil)
        #expect(try JSONParser.parse("false").bool == false)
    }

    @Test("Whitespace of all four kinds is allowed between tokens")
    func whitespace() throws {
        let root = try JSONParser.parse(" \t\r\n[ \t\r\n1 \t\r\n, \t\r\n{ \"k\" \t\r\n: \t\r\nnull } ] \n\t ")
        #expect(root.elements?.count == 2)
        #expect(root.elements?[1]["k"]?.isNull == true)
    }

    @Test("The value kinds are described as nouns for messages")
    func kindDescriptions() {
        #expect(JSONValue.null.kindDescription == "null")
        #expect(JSONValue.bool(true).kindDescription == "a boolean")
        #expect(JSONValue.number("1").kindDescription == "a number")
        #expect(JSONValue.string("").kindDescription == "a string")
        #expect(JSONValue.array([]).kindDescription == "an array")
        #expect(JSONValue.object([]).kindDescription == "an object")
    }
}
