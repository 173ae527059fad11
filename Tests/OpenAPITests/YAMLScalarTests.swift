import Diagnostics
import JSONDocument
import Testing

@testable import OpenAPI

@Suite("YAML scalars (core schema)")
struct YAMLScalarTests {
    @Test(
        "plain scalars resolve as OpenAPI authors expect",
        arguments: [
            ("true", JSONValue.bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)), ("false", .bool(false)),
            ("False", .bool(false)), ("FALSE", .bool(false)),
            ("null", .null), ("Null", .null), ("NULL", .null), ("~", .null), ("", .null),
            ("42", .number("42")), ("-7", .number("-7")), ("+1", .number("1")), ("007", .number("7")), ("0", .number("0")),
            ("0x1F", .number("31")), ("0xff", .number("255")), ("0o17", .number("15")),
            ("1.5", .number("1.5")), ("-0.25", .number("-0.25")), (".5", .number("0.5")), ("1.", .number("1")),
            ("+2e3", .number("2e3")), ("1.5E-3", .number("1.5E-3")), ("01.50", .number("1.50")),
            (".inf", .string(".inf")), ("-.Inf", .string("-.Inf")), (".NaN", .string(".NaN")),
            ("1_000", .string("1_000")), ("yes", .string("yes")), ("on", .string("on")), ("0x", .string("0x")),
            ("0b101", .string("0b101")), ("1.2.3", .string("1.2.3")), ("3.1.0", .string("3.1.0")),
            ("0xFFFFFFFFFFFFFFFFFF", .string("0xFFFFFFFFFFFFFFFFFF")), ("e3", .string("e3")),
            ("hello world", .string("hello world")), ("nULL", .string("nULL")), ("tRUE", .string("tRUE")),
        ] as [(String, JSONValue)])
    func plain(text: String, expected: JSONValue) throws {
        let node = try yaml("value: \(text)\n")
        #expect(node["value"]?.value == expected, "\(text)")
        // A scalar alone is a document too, and a sequence item reads the same way.
        #expect(try yaml(text.isEmpty ? "~" : text).value == (text.isEmpty ? .null : expected))
        #expect(try yaml("- \(text)").elements?.first?.value == expected)
    }

    @Test("quoted and block scalars are strings, whatever they look like")
    func quoted() throws {
        let node = try yaml(
            """
            a: "true"
            b: '42'
            c: "null"
            d: |
              12
            e: >
              0x1F
            f: ""
            """)
        #expect(node["a"]?.value == .string("true"))
        #expect(node["b"]?.value == .string("42"))
        #expect(node["c"]?.value == .string("null"))
        #expect(node["d"]?.value == .string("12\n"))
        #expect(node["e"]?.value == .string("0x1F\n"))
        #expect(node["f"]?.value == .string(""))
    }

    @Test("explicit tags are honoured; unknown ones are ignored")
    func tags() throws {
        let node = try yaml(
            """
            s: !!str 123
            i: !!int "0x10"
            f: !!float "2"
            fi: !!float .inf
            b: !!bool "FALSE"
            n: !!null ""
            u: !custom 12
            uq: !custom "12"
            ns: ! 12
            """)
        #expect(node["s"]?.value == .string("123"))
        #expect(node["i"]?.value == .number("16"))
        #expect(node["f"]?.value == .number("2"))
        #expect(node["fi"]?.value == .string(".inf"))
        #expect(node["b"]?.value == .bool(false))
        #expect(node["n"]?.value == .null)
        #expect(node["u"]?.value == .number("12"))
        #expect(node["uq"]?.value == .string("12"))
        #expect(node["ns"]?.value == .string("12"))
    }

    @Test(
        "a tag that does not fit its value is invalid_yaml at the value",
        arguments: [
            ("!!int abc", "The value 'abc' is tagged !!int; expected an integer after that tag."),
            ("!!bool yes", "The value 'yes' is tagged !!bool; expected true or false after that tag."),
            ("!!float 1_0", "The value '1_0' is tagged !!float; expected a number after that tag."),
        ])
    func tagMismatch(value: String, message: String) {
        let failure = yamlFailure("a: 1\nb: \(value)\n")
        #expect(failure?.code == .invalidYAML)
        #expect(failure?.message == message)
        #expect(failure?.position == SourcePosition(line: 2, column: 4))
    }

    @Test("strings keep escapes, NUL and non-ASCII text")
    func strings() throws {
        let node = try yaml("a: \"tab\\there \\u00e9 \\0 end\"\nb: 'it''s'\nc: café ☕\n")
        #expect(node["a"]?.string == "tab\there é \u{0} end")
        #expect(node["b"]?.string == "it's")
        #expect(node["c"]?.string == "café ☕")
    }
}
