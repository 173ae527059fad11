import Diagnostics
import Docs
import Testing

@Suite("Front matter")
struct FrontMatterTests {
    @Test func readsTheKnownKeysAndKeepsTheRestAsStrings() throws {
        let page = try render(
            """
            ---
            title: "Preferences \\"SDK\\" \\u00e9"
            description: 'It''s the screen'
            sidebarTitle: Prefs   # shorter
            order: 2
            ratio: -1.5e3
            draft: false
            tags: [ios, "sdk", 'swift']
            empty: ~
            ---
            Body
            """)
        #expect(page.title == "Preferences \"SDK\" é")
        #expect(page.description == "It's the screen")
        #expect(page.frontMatter.sidebarTitle == "Prefs")
        #expect(page.frontMatter["order"] == .number("2"))
        #expect(page.frontMatter["ratio"] == .number("-1.5e3"))
        #expect(page.frontMatter["draft"] == .bool(false))
        #expect(page.frontMatter["tags"] == .list(["ios", "sdk", "swift"]))
        #expect(page.frontMatter["empty"] == nil)
        #expect(page.frontMatter.strings["tags"] == "ios, sdk, swift")
        #expect(
            page.frontMatter.entries.map(\.key) == ["title", "description", "sidebarTitle", "order", "ratio", "draft", "tags"])
        #expect(page.frontMatter.entries.first?.line == 2)
        #expect(page.html == "<p>Body</p>\n")
    }

    @Test func readsBlockListsAndBlockScalars() throws {
        let page = try render(
            """
            ---
            title: Lists
            platforms:
              - iOS
              - "macOS"
            keywords:
            - one
            summary: >
              folded
              text
            notes: |-
              kept
              lines
            ---
            """)
        #expect(page.frontMatter["platforms"] == .list(["iOS", "macOS"]))
        #expect(page.frontMatter["keywords"] == .list(["one"]))
        #expect(page.frontMatter["summary"] == .string("folded text\n"))
        #expect(page.frontMatter["notes"] == .string("kept\nlines"))
    }

    @Test func valuesMayGoOnOverIndentedLines() throws {
        let page = try render(
            """
            ---
            title: "Quoted
              across lines"
            description:
              Plain text
              on two lines
            keywords:
              ["one", "two",
               "three"]
            tags: [a,
              b
            ]
            plain: first
              second
            ---
            """)
        #expect(page.title == "Quoted across lines")
        #expect(page.description == "Plain text on two lines")
        #expect(page.frontMatter["keywords"] == .list(["one", "two", "three"]))
        #expect(page.frontMatter["tags"] == .list(["a", "b"]))
        #expect(page.frontMatter["plain"] == .string("first second"))
    }

    @Test func quotedKeysAndKeysWithColonsAreRead() throws {
        let page = try render(
            """
            ---
            "og:image": "/images/card.png"
            'twitter:site': "@mintlify"
            og:title: Shared title
            ---
            """)
        #expect(page.frontMatter.entries.map(\.key) == ["og:image", "twitter:site", "og:title"])
        #expect(page.frontMatter["og:title"] == .string("Shared title"))
    }

    @Test func nestedMappingsAreReadPastAndLeftOut() throws {
        let page = try render(
            """
            ---
            title: API page
            api:
              method: GET
              auth:
                scheme: bearer
            inline: { method: "GET", path: "/x" }
            servers:
              - url: https://a.example
                name: A
              - url: https://b.example
            description: After them
            ---
            Body
            """)
        #expect(page.frontMatter.entries.map(\.key) == ["title", "description"])
        #expect(page.description == "After them")
        #expect(page.html == "<p>Body</p>\n")
    }

    @Test func titleComesFromTheFirstTopHeadingThenTheFileName() throws {
        #expect(try render("Intro\n\n## Sub\n\n# The *real* title\n\n# Second").title == "The real title")
        let untitled = try PageRenderer().render(source: "Just text", file: "docs/sdks/ios/preferences.mdx")
        #expect(untitled.title == "preferences")
        #expect(untitled.description == nil)
    }

    @Test(arguments: [
        "---\nFoo\n---\nBar\n---\nBaz\n",  // CommonMark's setext example
        "---\n---\n",  // two thematic breaks
        "---\n\nNot a key\n",
    ])
    func aLeadingRuleThatIsNotFrontMatterStaysMarkdown(source: String) throws {
        let page = try render(source)
        #expect(page.html.hasPrefix("<hr />"))
        #expect(page.frontMatter.entries.isEmpty)
    }

    @Test func bodyLinesKeepTheirFileLineNumbers() throws {
        let page = try render("---\ntitle: T\n---\n\nSee [it](/x).\n")
        #expect(page.links == [PageLink(target: "/x", line: 5, column: 5, isImage: false)])
    }

    @Test(arguments: [
        ("---\ntitle: T\nnot a pair\n---\n", "invalid_front_matter@3:1"),
        ("---\ntitle: \"open\n---\n", "invalid_front_matter@2:8"),
        ("---\ntitle: T\ntitle: U\n---\n", "invalid_front_matter@3:1"),
        ("---\ntitle: T\ntags: [a, b\n---\n", "invalid_front_matter@3:7"),
        ("---\ntitle: T\ntags: !!set {a}\n---\n", "invalid_front_matter@3:7"),
        ("---\ntitle: [a, b]\n---\n", "invalid_front_matter@2:1"),
        ("---\ntitle: T\nref: *anchor\n---\n", "invalid_front_matter@3:6"),
        ("---\ntitle: \"bad \\q escape\"\n---\n", "invalid_front_matter@2:13"),
        ("---\ntitle: T\ndescription: D\n", "unclosed_front_matter@1:1"),
    ])
    func problemsNameTheirLineAndColumn(source: String, expected: String) {
        #expect(firstProblem(source) == expected)
        #expect(diagnostics(source).first?.file == "page.mdx")
    }

    /// Quoted values are copied whole between escapes; every escape still counts.
    @Test(arguments: [
        (#"title: "plain""#, "plain"),
        (#"title: """#, ""),
        (#"title: "a \"b\" c""#, #"a "b" c"#),
        (#"title: "\\x\ty""#, "\\x\ty"),
        (#"title: "tail\u00e9""#, "tailé"),
        (#"title: "\x41BC""#, "ABC"),
        (#"title: "Grüße 🚀" # a comment"#, "Grüße 🚀"),
        (#"title: 'it''s'"#, "it's"),
        (#"title: ''''"#, "'"),
        (#"title: 'no \ escapes \n here'"#, #"no \ escapes \n here"#),
        ("title: \"two\n  lines\"", "two lines"),
        ("title: 'a\n  ''b'''", "a 'b'"),
    ])
    func quotedValuesKeepTheirText(line: String, expected: String) throws {
        let page = try render("---\n\(line)\n---\nBody\n")
        #expect(page.frontMatter.title == expected)
    }

    @Test(arguments: [
        (#"title: "done" extra"#, "invalid_front_matter@2:14"),
        (#"title: 'done'x"#, "invalid_front_matter@2:14"),
        (#"title: "é\q""#, "invalid_front_matter@2:11"),
        (#"title: 'open"#, "invalid_front_matter@2:8"),
    ])
    func quotedValueProblemsNameTheirColumn(line: String, expected: String) {
        #expect(firstProblem("---\n\(line)\n---\n") == expected)
    }

    @Test func everyProblemInTheBlockIsReported() {
        let found = diagnostics("---\ntitle: T\nbad one\nbad two\n---\n")
        #expect(found.map(\.code) == [.invalidFrontMatter, .invalidFrontMatter])
        #expect(found.map { $0.position?.line } == [3, 4])
    }
}
