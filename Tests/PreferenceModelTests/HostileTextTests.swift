import PreferenceModel
import Testing

@Suite("Hostile text survives loading unchanged")
struct HostileTextTests {
    /// Each string as it must come out, and as it is written inside a JSON string.
    static let strings: [(expected: String, json: String)] = [
        (#""><script>alert(1)</script>"#, #"\"><script>alert(1)<\/script>"#),
        (#"<img src=x onerror="alert('x')">"#, #"<img src=x onerror=\"alert('x')\">"#),
        ("&amp; &lt;b&gt; &#x27;", "&amp; &lt;b&gt; &#x27;"),
        ("<b>escaped</b>", #"\u003cb\u003eescaped\u003c/b\u003e"#),
        ("Zoë’s café — naïve 日本語", "Zoë’s café — naïve 日本語"),
        ("\u{202E}gnp.exe\u{202C} and \u{2067}isolate\u{2069}", "\u{202E}gnp.exe\u{202C} and \\u2067isolate\\u2069"),
        ("👩🏽‍💻 🏳️‍🌈 1️⃣ 🇯🇵", "👩🏽‍💻 🏳️‍🌈 1️⃣ 🇯🇵"),
        ("e\u{301} vs \u{E9}", "e\u{301} vs \\u00e9"),
        ("zero\u{200B}width\u{FEFF}bom", "zero\u{200B}width\\ufeffbom"),
        ("tab\there\nnewline \\ backslash \"quote\"", #"tab\there\nnewline \\ backslash \"quote\""#),
        ("  padded  ", "  padded  "),
        ("{{mustache}} {{{triple}}} ${js}", "{{mustache}} {{{triple}}} ${js}"),
        ("NUL\u{0}inside", #"NUL\u0000inside"#),
    ]

    @Test("Names, descriptions, categories and the workspace keep every scalar", arguments: strings)
    func catalogText(expected: String, json: String) throws {
        let result = load(
            """
            {
              "workspace": "\(json)",
              "topics": [
                {
                  "slug": "hostile",
                  "name": "\(json)",
                  "description": "\(json)",
                  "category": "\(json)",
                  "channels": { "push": { "default": true } }
                }
              ]
            }
            """)
        #expect(result.errors.isEmpty)
        let catalog = try #require(result.catalog)
        let topic = try #require(catalog.topics.first)
        for text in [catalog.workspace, topic.name, topic.description, topic.category] {
            #expect(text.map { Array($0.unicodeScalars) } == Array(expected.unicodeScalars))
        }
        let resolved = try #require(catalog.resolve().first)
        #expect(Array(resolved.name.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(resolved.footnote.map { Array($0.unicodeScalars) } == Array(expected.unicodeScalars))
        #expect(TopicGroup.group([resolved]).first?.category.map { Array($0.unicodeScalars) } == Array(expected.unicodeScalars))
    }

    @Test("A state's subscriber and label keep every scalar", arguments: strings)
    func stateText(expected: String, json: String) throws {
        let result = load(#"{"subscriber": "\#(json)", "label": "\#(json)", "choices": {}}"#)
        let state = try #require(result.state)
        #expect(state.subscriber.map { Array($0.unicodeScalars) } == Array(expected.unicodeScalars))
        #expect(state.label.map { Array($0.unicodeScalars) } == Array(expected.unicodeScalars))
    }

    @Test("Resolved topics and an API failure's message keep every scalar", arguments: strings)
    func resolvedAndFailureText(expected: String, json: String) throws {
        let topics = try #require(
            load(
                #"[{"slug": "x", "name": "\#(json)", "description": "\#(json)", "channels": {"push": {"isOptedIn": true, "isDefault": true}}}]"#
            )
            .resolvedTopics)
        #expect(Array(topics[0].name.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(topics[0].description.map { Array($0.unicodeScalars) } == Array(expected.unicodeScalars))
        let failure = try #require(load(#"{"success": false, "error": {"code": "\#(json)", "message": "\#(json)"}}"#).failure)
        #expect(Array(failure.code.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(Array(failure.message.unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test("Hostile channel names are kept as written")
    func channelNames() throws {
        let result = load(
            #"{"topics": [{"slug": "x", "name": "X", "channels": {"<script>": {"default": true}, "é\u0301": {"default": false}}}]}"#
        )
        let topic = try #require(result.catalog?.topics.first)
        #expect(Set(topic.channels.keys.map(\.rawValue)) == ["<script>", "é\u{301}"])
        #expect(
            Set(topic.channels.keys.map { Array($0.rawValue.unicodeScalars) }) == [
                Array("<script>".unicodeScalars), ["é", "\u{301}"],
            ])
    }
}
