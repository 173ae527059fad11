import Testing

@testable import APIReference

@Suite("Spec text written into MDX")
struct MDXTextTests {
    @Test func expressionsAndComponentTagsAreNeutralised() {
        #expect(MDXText.markdown("Use {id} or }{") == #"Use \{id\} or \}\{"#)
        #expect(MDXText.markdown("A <Note> stays text") == #"A \<Note> stays text"#)
        // Code spans and fenced blocks show what they hold, so nothing is escaped in them.
        #expect(MDXText.markdown("Use `{id}` and `<Note>`") == "Use `{id}` and `<Note>`")
        #expect(MDXText.markdown("```\n{a}\n```\n{b}") == "```\n{a}\n```\n\\{b\\}")
        // Lowercase HTML, comparisons and Markdown are kept.
        #expect(MDXText.markdown("a <b>bold</b> x < 3 and *em* [link](/a)") == "a <b>bold</b> x < 3 and *em* [link](/a)")
        // A closing tag is neutralised unless it closes lowercase HTML: a component's or a fragment's.
        #expect(MDXText.markdown("</Note> </> </ b>") == #"\</Note> \</> \</ b>"#)
        #expect(MDXText.markdown("ends with <") == "ends with <")
    }

    @Test func moduleStatementsAtTheStartOfALineAreNeutralised() {
        #expect(MDXText.markdown("import x from 'y'") == "&#105;mport x from 'y'")
        #expect(MDXText.markdown("text\n  export const a = 1") == "text\n  &#101;xport const a = 1")
        #expect(MDXText.markdown("export{a}") == #"&#101;xport\{a\}"#)
        #expect(MDXText.markdown("we import data") == "we import data")
        #expect(MDXText.markdown("important") == "important")
    }

    @Test func attributesChooseTheirQuotes() {
        #expect(MDXText.attribute("title", "Plain") == #" title="Plain""#)
        #expect(MDXText.attribute("title", #"Say "hi""#) == #" title='Say "hi"'"#)
        #expect(MDXText.attribute("title", #"It's "on""#) == " title=\"It's \u{201D}on\u{201D}\"")
        #expect(MDXText.attribute("title", "two\nlines") == #" title="two lines""#)
    }

    @Test func codeIsFencedLongerThanTheBackticksInside() {
        #expect(MDXText.codeSpan("a") == "`a`")
        #expect(MDXText.codeSpan("a`b") == "``a`b``")
        #expect(MDXText.codeSpan("`a") == "`` `a ``")
        // Only spaces: CommonMark keeps them, so the span shows as blank rather than vanishing.
        #expect(MDXText.codeSpan("") == "`  `")
        #expect(MDXText.codeBlock("x", info: "js") == "```js\nx\n```\n")
        #expect(MDXText.codeBlock("a ```` b\n", info: "md\nx") == "`````md x\na ```` b\n`````\n")
    }
}

@Suite("Spec text with fences and line endings")
struct MDXTextFenceTests {
    @Test func aFenceLeftOpenIsClosed() {
        #expect(MDXText.markdown("Use:\n```json\n{\"a\": 1}") == "Use:\n```json\n{\"a\": 1}\n```")
        #expect(MDXText.markdown("~~~~\ncode\n~~~") == "~~~~\ncode\n~~~\n~~~~")
    }

    @Test func aFenceClosesOnlyOnARunAsLongAloneOnItsLine() {
        #expect(MDXText.markdown("````\n``` not yet\n````\n{x}") == "````\n``` not yet\n````\n\\{x\\}")
    }

    @Test func crlfLinesAreLinesToo() {
        #expect(MDXText.markdown("a\r\nexport const x = 1") == "a\n&#101;xport const x = 1")
    }
}
