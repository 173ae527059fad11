import Docs
import Testing

@Suite("Markdown twin")
struct MarkdownTwinTests {
    @Test func plainMarkdownIsCopiedAndFrontMatterStripped() throws {
        let source = "---\ntitle: T\n---\n\n# Title\n\nSome *text* with `<code>`.\n\n```swift\nlet x = 1\n\n\nlet y = 2\n```\n"
        #expect(
            try render(source).markdownTwin
                == "# Title\n\nSome *text* with `<code>`.\n\n```swift\nlet x = 1\n\n\nlet y = 2\n```\n")
    }

    @Test func calloutsBecomeBlockQuotes() throws {
        let twin = try render("<Warning>\n  Be careful.\n\n  Really.\n</Warning>\n").markdownTwin
        #expect(twin == "> **Warning**\n>\n> Be careful.\n>\n> Really.\n")
    }

    @Test func stepsBecomeANumberedList() throws {
        let twin = try render(
            "<Steps>\n  <Step title=\"Install\">\n    Run:\n\n    ```bash\n    swift build\n    ```\n  </Step>\n  <Step title=\"Use\">\n    Done.\n  </Step>\n</Steps>\n"
        ).markdownTwin
        #expect(twin == "1. **Install**\n\n   Run:\n\n   ```bash\n   swift build\n   ```\n\n2. **Use**\n\n   Done.\n")
    }

    @Test func tabsAccordionsCardsAndFieldsBecomeTitledSections() throws {
        let twin = try render(
            """
            <Tabs>
              <Tab title="Swift">
                One.
              </Tab>
            </Tabs>
            <Accordion title="Why?">
            Because.
            </Accordion>
            <Card title="Guide" href="/guide">
            Read it.
            </Card>
            <ParamField query="limit" type="integer" required default="20">
            How many.
            </ParamField>
            <Update label="v2" description="March">
            New.
            </Update>
            """
        ).markdownTwin
        #expect(
            twin == """
                **Swift**

                One.

                **Why?**

                Because.

                **[Guide](/guide)**

                Read it.

                **`limit`** (query, `integer`, required, default: `20`)

                How many.

                **v2** — March

                New.

                """)
    }

    @Test func treesBecomeNestedLists() throws {
        let twin = try render(
            "<Tree>\n<Tree.Folder name=\"Sources\">\n<Tree.File name=\"App.swift\" />\n</Tree.Folder>\n<Tree.File name=\"Package.swift\" />\n</Tree>\n"
        ).markdownTwin
        #expect(twin == "- Sources/\n  - App.swift\n- Package.swift\n")
    }

    @Test func fileTreeListsStayLists() throws {
        let twin = try render("<FileTree>\n- docs/\n  - index.mdx\n- README.md\n</FileTree>\n").markdownTwin
        #expect(twin == "- docs/\n  - index.mdx\n- README.md\n")
    }

    @Test func inlineComponentsLeaveTheirText() throws {
        let twin = try render(
            "A <Badge>Beta</Badge> <Tooltip tip=\"Application programming interface\">API</Tooltip> <Icon icon=\"bolt\" />here.\n"
        ).markdownTwin
        #expect(twin == "A Beta API (Application programming interface) here.\n")
    }

    @Test func framesAndPreviewsAreDescribed() throws {
        let twin = try render(
            "<Frame caption=\"The screen\">\n![Settings](/s.png)\n</Frame>\n\n<SettingsPreview catalog=\"catalogs/a.json\" state=\"states/b.json\" />\n"
        ).markdownTwin
        #expect(
            twin
                == "![Settings](/s.png)\n\n*The screen*\n\n*Settings screen preview of `catalogs/a.json` with `states/b.json`.*\n"
        )
    }
}
