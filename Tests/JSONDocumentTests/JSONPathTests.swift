import JSONDocument
import Testing

@Suite("JSONPath")
struct JSONPathTests {
    @Test("Paths print the way people write them")
    func dotted() {
        let path = JSONPath.root / "topics" / 2 / "channels" / "push" / "default"
        #expect(path.description == "topics[2].channels.push.default")
        #expect(path.components == [.key("topics"), .index(2), .key("channels"), .key("push"), .key("default")])
    }

    @Test("The root prints as nothing")
    func root() {
        #expect(JSONPath.root.description == "")
        #expect(JSONPath.root.components.isEmpty)
    }

    @Test("appending(_:) and / build the same path, without changing the original")
    func appending() {
        let base = JSONPath.root.appending("data")
        let built = base.appending("topics").appending(0)
        #expect(built == base / "topics" / 0)
        #expect(base.description == "data")
        #expect(built.description == "data.topics[0]")
    }

    @Test(
        "Indexes print in brackets, also at the root and one after another",
        arguments: [
            (JSONPath.root / 0, "[0]"),
            (JSONPath.root / 0 / "slug", "[0].slug"),
            (JSONPath.root / "a" / 1 / 22, "a[1][22]"),
            (JSONPath.root / "matrix" / 10 / 0 / "x", "matrix[10][0].x"),
        ])
    func indexes(path: JSONPath, expected: String) {
        #expect(path.description == expected)
    }

    @Test(
        "Plain keys (ASCII letters, digits, _ and -) print dotted",
        arguments: ["gym-reminders", "in_app", "Push", "2fa", "a-b_c-9"])
    func plainKeys(key: String) {
        #expect((JSONPath.root / "choices" / key).description == "choices.\(key)")
    }

    @Test(
        "Keys that would be ambiguous dotted are quoted, like jq does",
        arguments: [
            ("a.b", #"choices["a.b"]"#),
            ("web push", #"choices["web push"]"#),
            ("", #"choices[""]"#),
            (#"say "hi""#, #"choices["say \"hi\""]"#),
            (#"back\slash"#, #"choices["back\\slash"]"#),
            ("café", #"choices["café"]"#),
            ("a[0]", #"choices["a[0]"]"#),
            ("\"><script>", #"choices["\"><script>"]"#),
        ])
    func quotedKeys(key: String, expected: String) {
        #expect((JSONPath.root / "choices" / key).description == expected)
    }

    @Test("A quoted key at the root is followed by dotted keys as usual")
    func quotedAtRoot() {
        #expect((JSONPath.root / "a b" / "c" / 1).description == #"["a b"].c[1]"#)
    }
}
