import Diagnostics
import Docs
import HTMLQuery
import Testing

@Suite("Components")
struct ComponentRenderingTests {
    @Test(arguments: [
        ("Note", "pf-note", "M4 20h4L19"),
        ("Tip", "pf-tip", "M9 18h6"),
        ("Info", "pf-info", "M12 11v6"),
        ("Warning", "pf-warning", "M12 3l10 18H2z"),
        ("Check", "pf-check", "M8 12l3 3 5-6"),
        ("Danger", "pf-danger", "M8 3h8l5 5v8"),
    ])
    func calloutsAreAsidesWithMarkdownInside(name: String, className: String, iconPath: String) throws {
        let html = try render("<\(name)>\n  Some **bold** text.\n\n  - a list\n</\(name)>\n").html
        #expect(html.hasPrefix("<aside class=\"pf-callout \(className)\" role=\"note\" aria-label=\"\(name)\">"))
        #expect(html.contains(iconPath))
        #expect(
            html.contains(
                "<div class=\"pf-callout-body\">\n<p>Some <strong>bold</strong> text.</p>\n<ul>\n<li>a list</li>\n</ul>\n</div>\n</aside>"
            ))
    }

    @Test func calloutContentMayShareTheTagsLines() throws {
        #expect(try render("<Tip>Short **tip**.</Tip>\n").html.contains("<p>Short <strong>tip</strong>.</p>\n</div>\n</aside>"))
        #expect(try render("<Note>First line\nsecond line</Note>\n").html.contains("<p>First line\nsecond line</p>"))
    }

    @Test func cardsLinkTheirTitleAndShowTheirIcon() throws {
        let html = try render(
            """
            <CardGroup cols={3}>
              <Card title="Quickstart" icon="rocket" href="/quickstart">
                Ship in *five* minutes.
              </Card>
              <Card title="Horizontal" horizontal />
            </CardGroup>
            """
        ).html
        #expect(html.hasPrefix("<div class=\"pf-card-group pf-cols-3\">"))
        #expect(html.contains("<div class=\"pf-card pf-card-linked\"><span class=\"pf-card-icon\"><svg"))
        #expect(
            html.contains(
                "<div class=\"pf-card-title\"><a href=\"/quickstart\">Quickstart</a></div>\n<p>Ship in <em>five</em> minutes.</p>"
            ))
        #expect(html.contains("<div class=\"pf-card pf-card-horizontal\">"))
        #expect(html.occurrences(of: "<div class=\"pf-card ") == 2)
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", " java\tscript:alert(1)", "data:text/html,<b>x</b>", "vbscript:msgbox",
    ])
    func dangerousHrefsAreRenderedWithoutTheLink(href: String) throws {
        let page = try render("<Card title=\"Danger\" href=\"\(href)\">Body</Card>\n")
        let card = try #require(try requireFragment(page.html).query(".pf-card"))
        #expect(card.query(".pf-card-title")?.normalizedText == "Danger")
        #expect(card.query(".pf-card-title > a") == nil)
        #expect(card.attributes(named: "href").isEmpty)
        #expect(!page.html.contains("href="))
        #expect(page.links.isEmpty)
    }

    @Test func attributeValuesAreEscaped() throws {
        let html = try render(
            "<Card title=\"<script>alert('x')</script> & co\" href='/a?b=1&c=\"2\"'>x</Card>\n<Accordion title='\"quoted\" <b>'>y</Accordion>\n"
        ).html
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co"))
        #expect(html.contains("href=\"/a?b=1&amp;c=&quot;2&quot;\""))
        #expect(html.contains("&quot;quoted&quot; &lt;b&gt;"))
        let page = try requireFragment(html)
        #expect(page.query(".pf-card-title")?.normalizedText == "<script>alert('x')</script> & co")
        #expect(page.query(".pf-card-title a")?["href"] == "/a?b=1&c=\"2\"")
        #expect(page.queryAll("script, b").isEmpty)
        #expect(!html.contains("<script>"))
    }

    @Test func stepsAreAnOrderedListWithTitles() throws {
        let html = try render(
            "<Steps>\n  <Step title=\"Install\">\n    Run it.\n  </Step>\n  <Step title=\"Use\" icon=\"bolt\">\n    Done.\n  </Step>\n</Steps>\n"
        ).html
        #expect(
            html.hasPrefix(
                "<ol class=\"pf-steps\">\n<li class=\"pf-step\" id=\"install\"><div class=\"pf-step-title\">Install</div>\n<div class=\"pf-step-body\">\n<p>Run it.</p>\n</div>\n</li>"
            ))
        // A step's title is its anchor, as Mintlify links to it.
        #expect(html.contains("<li class=\"pf-step\" id=\"use\"><span class=\"pf-step-icon\"><svg"))
        #expect(html.hasSuffix("</ol>\n"))
    }

    @Test func tabsAreAnAccessibleTabList() throws {
        let html = try render(
            "<Tabs>\n  <Tab title=\"Swift\">\n    One\n  </Tab>\n  <Tab title=\"Kotlin\">\n    Two\n  </Tab>\n</Tabs>\n"
        ).html
        #expect(
            html.contains(
                "<div class=\"pf-tablist\" role=\"tablist\"><button class=\"pf-tab\" type=\"button\" role=\"tab\" id=\"swift\" aria-controls=\"pf-tabs-1-panel-1\" aria-selected=\"true\" tabindex=\"0\">Swift</button><button class=\"pf-tab\" type=\"button\" role=\"tab\" id=\"kotlin\" aria-controls=\"pf-tabs-1-panel-2\" aria-selected=\"false\" tabindex=\"-1\">Kotlin</button></div>"
            ))
        #expect(
            html.contains(
                "<div class=\"pf-tabpanel\" role=\"tabpanel\" tabindex=\"0\" id=\"pf-tabs-1-panel-1\" aria-labelledby=\"swift\">\n<p>One</p>\n</div>"
            ))
        #expect(html.contains("id=\"pf-tabs-1-panel-2\" aria-labelledby=\"kotlin\" hidden>\n<p>Two</p>"))
    }

    @Test func tabsNestInStepsAndHoldCodeBlocks() throws {
        let html = try render(
            """
            <Steps>
              <Step title="Show it">
                <Tabs>
                  <Tab title="SwiftUI">
                    ```swift
                    BuzzKitPreferencesView()
                    ```
                  </Tab>
                  <Tab title="UIKit">
                    Wrap it.
                  </Tab>
                </Tabs>
              </Step>
            </Steps>
            """
        ).html
        let expectedOrder = [
            "<ol class=\"pf-steps\">", "<li class=\"pf-step\"", "<div class=\"pf-tabs\">", "id=\"pf-tabs-1-panel-1\"",
            "<span class=\"tok-type\">BuzzKitPreferencesView</span>()", "id=\"pf-tabs-1-panel-2\"", "<p>Wrap it.</p>",
            "</li>\n</ol>",
        ]
        var rest = html[...]
        for piece in expectedOrder {
            let range = try #require(rest.range(of: piece), "missing \(piece)")
            rest = rest[range.upperBound...]
        }
    }

    @Test func nestedTabGroupsGetTheirOwnIDs() throws {
        let html = try render(
            "<Tabs>\n<Tab title=\"A\">\n<Tabs>\n<Tab title=\"A1\">\nx\n</Tab>\n</Tabs>\n</Tab>\n<Tab title=\"B\">\ny\n</Tab>\n</Tabs>\n"
        ).html
        #expect(html.contains("role=\"tab\" id=\"b\" aria-controls=\"pf-tabs-1-panel-2\""))
        #expect(html.contains("role=\"tab\" id=\"a1\" aria-controls=\"pf-tabs-2-panel-1\""))
        #expect(html.contains("id=\"pf-tabs-1-panel-2\" aria-labelledby=\"b\" hidden>\n<p>y</p>"))
    }

    @Test func aTabsAnchorIsItsTitleAsMintlifySpellsIt() throws {
        let page = try render(
            "## Keys\n\n<Tabs>\n<Tab title=\"OAuth 2.0\">\nx\n</Tab>\n<Tab title=\"Keys\">\ny\n</Tab>\n<Tab title=\"Z\" id=\"zed\">\nz\n</Tab>\n</Tabs>\n"
        )
        #expect(page.html.contains("role=\"tab\" id=\"oauth-2-0\" aria-controls=\"pf-tabs-1-panel-1\""))
        #expect(page.html.contains("aria-labelledby=\"oauth-2-0\">"))
        // The heading keeps its slug; the tab's is made unique beside it.
        #expect(page.headings.map(\.id) == ["keys"])
        #expect(page.html.contains("role=\"tab\" id=\"keys-1\" aria-controls=\"pf-tabs-1-panel-2\""))
        #expect(page.html.contains("role=\"tab\" id=\"zed\" aria-controls=\"pf-tabs-1-panel-3\""))
    }

    @Test func codeTabsKeepNumberedIDs() throws {
        let html = try render("<CodeGroup>\n```bash Install\nswift build\n```\n</CodeGroup>\n").html
        #expect(html.contains("id=\"pf-tabs-1-tab-1\""))
    }

    @Test func codeGroupsTakeTheirTabsFromTheBlocksTitles() throws {
        let html = try render("<CodeGroup>\n```bash Install\nswift build\n```\n\n```json\n{}\n```\n</CodeGroup>\n").html
        #expect(html.hasPrefix("<div class=\"pf-code-group\">\n<div class=\"pf-tablist\" role=\"tablist\" aria-label=\"Code\">"))
        #expect(html.contains(">Install</button>"))
        #expect(html.contains(">JSON</button>"))
        // The title is on the tab, so the block's own header shows only the copy button.
        let group = try #require(try requireFragment(html).query(".pf-code-group"))
        #expect(group.queryAll("[role=tab]").map(\.normalizedText) == ["Install", "JSON"])
        #expect(group.queryAll("[role=tabpanel]").count == 2)
        #expect(group.queryAll(".pf-code-title").isEmpty)
        #expect(!html.contains("pf-code-title"))
        #expect(html.occurrences(of: "role=\"tabpanel\"") == 2)
        #expect(html.occurrences(of: "<button class=\"pf-copy\"") == 2)
    }

    @Test(arguments: [
        ("RequestExample", "pf-request-example", "Request example"),
        ("ResponseExample", "pf-response-example", "Response example"),
    ])
    func examplesAreCodeGroups(name: String, className: String, label: String) throws {
        let html = try render("<\(name)>\n```http Create\nPOST /v1/topics HTTP/1.1\n```\n</\(name)>\n").html
        #expect(
            html.hasPrefix(
                "<div class=\"pf-code-group \(className)\">\n<div class=\"pf-tablist\" role=\"tablist\" aria-label=\"\(label)\">")
        )
        #expect(html.contains(">Create</button>"))
        #expect(html.contains("<span class=\"tok-kw\">POST</span>"))
    }

    @Test func accordionsAreDetails() throws {
        let html = try render(
            "<AccordionGroup>\n<Accordion title=\"Why?\" defaultOpen>\nBecause.\n</Accordion>\n<Accordion title=\"How?\" icon=\"gear\">\nLike so.\n</Accordion>\n</AccordionGroup>\n"
        ).html
        #expect(
            html.hasPrefix(
                "<div class=\"pf-accordion-group\">\n<details class=\"pf-accordion\" id=\"why\" open>\n<summary class=\"pf-accordion-title\">Why?</summary>\n<div class=\"pf-accordion-body\">\n<p>Because.</p>\n</div>\n</details>"
            ))
        #expect(
            html.contains(
                "<details class=\"pf-accordion\" id=\"how\">\n<summary class=\"pf-accordion-title\"><span class=\"pf-accordion-icon\"><svg"
            ))
    }

    @Test("accordions and API fields get the anchors Mintlify links to, unique among the page's headings")
    func componentAnchors() throws {
        let html = try render(
            """
            ## Thumbnails

            <ResponseField name="thumbnails.background" type="string">
            An image.
            </ResponseField>

            <ResponseField name="thumbnails.background" type="string">
            The same name again.
            </ResponseField>

            <ParamField body="content" type="string">
            The text.
            </ParamField>

            <Accordion title="Thumbnails">
            Shown folded.
            </Accordion>

            <Accordion title="Custom" id="my-anchor">
            Named by its author.
            </Accordion>

            """
        ).html
        let page = HTMLPage(html)
        let fields = page.queryAll(".pf-field").map { $0["id"] }
        #expect(fields == ["param-thumbnails-background", "param-thumbnails-background-1", "body-content"])
        #expect(page.queryAll("details.pf-accordion").map { $0["id"] } == ["thumbnails-1", "my-anchor"])
        #expect(page.queryAll("h2").map { $0["id"] } == ["thumbnails"])
    }

    @Test func framesCaptionTheirContent() throws {
        let html = try render("<Frame caption=\"The screen\">\n![Settings](/img/settings.png)\n</Frame>\n").html
        #expect(
            html
                == "<figure class=\"pf-frame\">\n<p><img src=\"/img/settings.png\" alt=\"Settings\" /></p>\n<figcaption>The screen</figcaption>\n</figure>\n"
        )
    }

    @Test(arguments: ["query", "path", "body", "header"])
    func paramFieldsNameTheirParameterByLocation(location: String) throws {
        let html = try render(
            "<ParamField \(location)=\"limit\" type=\"integer\" required default=\"20\" deprecated>\nHow many.\n</ParamField>\n"
        ).html
        #expect(
            html.hasPrefix(
                "<div class=\"pf-field pf-param-field\" id=\"\(location)-limit\">\n<div class=\"pf-field-header\"><code class=\"pf-field-name\">limit</code><span class=\"pf-field-location\">\(location)</span><code class=\"pf-field-type\">integer</code><span class=\"pf-field-required\">required</span><span class=\"pf-field-deprecated\">deprecated</span><span class=\"pf-field-default\">Default: <code>20</code></span></div>\n<div class=\"pf-field-body\">\n<p>How many.</p>"
            ))
    }

    @Test func responseFieldsNestExpandables() throws {
        let html = try render(
            """
            <ResponseField name="topics" type="Topic[]" required>
              The topics.
              <Expandable title="properties">
                <ResponseField name="slug" type="string">
                  Unique.
                </ResponseField>
              </Expandable>
            </ResponseField>
            """
        ).html
        #expect(
            html.contains(
                "<code class=\"pf-field-name\">topics</code><code class=\"pf-field-type\">Topic[]</code><span class=\"pf-field-required\">required</span>"
            ))
        #expect(
            html.contains(
                "<details class=\"pf-expandable\">\n<summary class=\"pf-expandable-title\">properties</summary>\n<div class=\"pf-expandable-body\">\n<div class=\"pf-field pf-response-field\" id=\"param-slug\">"
            ))
        #expect(html.contains("<code class=\"pf-field-name\">slug</code>"))
    }

    @Test func inlineComponentsLiveInsideParagraphs() throws {
        let html = try render(
            "Status: <Badge color=\"green\">Beta</Badge>, a <Tooltip tip=\"Application & programming interface\">**API**</Tooltip> and <Icon icon=\"bell\" size={20} />.\n"
        ).html
        #expect(
            html.hasPrefix(
                "<p>Status: <span class=\"pf-badge pf-badge-green\">Beta</span>, a <span class=\"pf-tooltip\" tabindex=\"0\" aria-describedby=\"pf-tip-2\"><strong>API</strong><span class=\"pf-tooltip-tip\" role=\"tooltip\" id=\"pf-tip-2\">Application &amp; programming interface</span></span> and <span class=\"pf-icon\"><svg"
            ))
        #expect(html.contains("width=\"20\" height=\"20\""))
        #expect(html.contains("M12 3a5 5 0 0 0-5 5v4"))
    }

    @Test func tooltipsInTablesKeepTheirCell() throws {
        let html = try render("| Term | Meaning |\n|---|---|\n| <Tooltip tip=\"a | b\">x</Tooltip> | y |\n").html
        #expect(
            html.contains(
                "<td><span class=\"pf-tooltip\" tabindex=\"0\" aria-describedby=\"pf-tip-1\">x<span class=\"pf-tooltip-tip\" role=\"tooltip\" id=\"pf-tip-1\">a | b</span></span></td>\n<td>y</td>"
            ))
    }

    @Test(arguments: [
        "bell", "book", "code", "gear", "rocket", "bolt", "check", "info", "warning", "star", "user", "lock", "key",
        "globe", "terminal", "mobile", "envelope", "link", "arrow-right", "puzzle-piece", "circle-info", "fa-solid gear",
    ])
    func commonIconNamesHaveDrawings(name: String) throws {
        let html = try render("<Icon icon=\"\(name)\" />\n").html
        let svg = try #require(try requireFragment(html).query("svg.pf-icon-svg"), "\(name)")
        #expect(svg.hasContent, "\(name)")
        let neutral = svg.queryAll("circle").contains { $0["cx"] == "12" && $0["cy"] == "12" && $0["r"] == "2" }
        #expect(!neutral, "\(name) fell back to the neutral glyph")
    }

    @Test func unknownIconsGetTheNeutralGlyph() throws {
        let html = try render("<Icon icon=\"does-not-exist\" />\n").html
        #expect(html.contains("<circle cx=\"12\" cy=\"12\" r=\"9\"/><circle cx=\"12\" cy=\"12\" r=\"2\"/>"))
    }

    @Test func badgeColorsThatAreNotTokensAreDropped() throws {
        let html = try render("<Badge color=\"red&quot; onclick=&quot;x\">Hi</Badge>\n").html
        #expect(html.contains("<span class=\"pf-badge\">Hi</span>"))
    }

    @Test func treesAreNestedLists() throws {
        let html = try render(
            """
            <Tree>
              <Tree.Folder name="Sources" defaultOpen>
                <Tree.File name="App.swift" />
              </Tree.Folder>
              <Tree.File name="Package.swift" />
            </Tree>
            """
        ).html
        #expect(
            html == """
                <div class="pf-tree">
                <ul class="pf-tree-list" role="list">
                <li class="pf-tree-folder"><details open><summary><span class="pf-tree-icon">\(svg("folder"))</span>Sources</summary>
                <ul role="list">
                <li class="pf-tree-file"><span class="pf-tree-icon">\(svg("file"))</span>App.swift
                </li>
                </ul>
                </details></li>
                <li class="pf-tree-file"><span class="pf-tree-icon">\(svg("file"))</span>Package.swift
                </li>
                </ul>
                </div>

                """)
    }

    @Test func fileTreesReadMarkdownListsAsFoldersAndFiles() throws {
        let page = try render(
            """
            <FileTree>
            - docs/
              - **guides/**
                - `setup.mdx`
              - index.mdx
            - empty/
            - README <md>.md
            </FileTree>
            """)
        #expect(page.warnings.isEmpty)
        let folder = "<span class=\"pf-tree-icon\">\(svg("folder"))</span>"
        let file = "<span class=\"pf-tree-icon\">\(svg("file"))</span>"
        #expect(
            page.html == """
                <div class="pf-tree">
                <ul class="pf-tree-list" role="list">
                <li class="pf-tree-folder"><details open><summary>\(folder)docs</summary>
                <ul role="list">
                <li class="pf-tree-folder"><details open><summary>\(folder)guides</summary>
                <ul role="list">
                <li class="pf-tree-file">\(file)setup.mdx
                </li>
                </ul>
                </details></li>
                <li class="pf-tree-file">\(file)index.mdx
                </li>
                </ul>
                </details></li>
                <li class="pf-tree-folder"><details><summary>\(folder)empty</summary>
                <ul role="list">
                </ul>
                </details></li>
                <li class="pf-tree-file">\(file)README .md
                </li>
                </ul>
                </div>

                """)
    }

    @Test func treesTakeMarkdownListsBesideTags() throws {
        let html = try render(
            """
            <Tree>
              <Tree.Folder name="Sources">
                - App.swift
              </Tree.Folder>
            </Tree>
            """
        ).html
        #expect(html.contains("Sources</summary>\n<ul role=\"list\">\n<li class=\"pf-tree-file\">"))
        #expect(!html.contains("<ul>"))
    }

    @Test func updatesAreLinkableChangelogEntries() throws {
        let html = try render("<Update label=\"v2.0.0\" description=\"March 2026\">\n  New screen.\n</Update>\n\n## v2.0.0\n")
            .html
        #expect(
            html.hasPrefix(
                "<section class=\"pf-update\" id=\"v200\">\n<div class=\"pf-update-meta\"><span class=\"pf-update-label\">v2.0.0</span><span class=\"pf-update-description\">March 2026</span></div>\n<div class=\"pf-update-body\">\n<p>New screen.</p>\n</div>\n</section>"
            ))
        #expect(html.contains("<h2 id=\"v200-1\">"))
    }

    @Test func columnsHoldColumns() throws {
        let html = try render("<Columns cols={2}>\n<Column>\nLeft\n</Column>\n<Column>\nRight\n</Column>\n</Columns>\n").html
        #expect(
            html
                == "<div class=\"pf-columns pf-cols-2\">\n<div class=\"pf-column\">\n<p>Left</p>\n</div>\n<div class=\"pf-column\">\n<p>Right</p>\n</div>\n</div>\n"
        )
    }

    @Test func visibilitySplitsTheHTMLFromTheTwin() throws {
        let page = try render(
            "Both.\n\n<Visibility for=\"humans\">\nPeople only.\n</Visibility>\n\n<Visibility for=\"agents\">\nModels only.\n</Visibility>\n"
        )
        #expect(page.html == "<p>Both.</p>\n<p>People only.</p>\n")
        #expect(page.markdownTwin == "Both.\n\nModels only.\n")
    }

    @Test func settingsPreviewsAreDrawnByTheCaller() throws {
        let renderer = PageRenderer(settingsPreview: { catalog, state, position in
            "<div data-screen=\"preferences\" data-from=\"\(catalog)|\(state ?? "-")|\(position)\"></div>"
        })
        let html = try render(
            "Intro\n\n  <SettingsPreview catalog=\"catalogs/pulse.json\" state=\"states/off.json\" />\n", renderer: renderer
        ).html
        #expect(
            html
                == "<p>Intro</p>\n<figure class=\"pf-settings-preview\" data-catalog=\"catalogs/pulse.json\" data-state-file=\"states/off.json\"><div data-screen=\"preferences\" data-from=\"catalogs/pulse.json|states/off.json|3:3\"></div>\n</figure>\n"
        )
    }

    @Test func withoutAPreviewClosureAPlaceholderNamesTheCatalog() throws {
        let html = try render("<SettingsPreview catalog=\"catalogs/<x>.json\" />\n").html
        #expect(
            html
                == "<figure class=\"pf-settings-preview pf-settings-preview-placeholder\" data-catalog=\"catalogs/&lt;x&gt;.json\"><figcaption>Settings screen preview of <code>catalogs/&lt;x&gt;.json</code></figcaption>\n</figure>\n"
        )
    }

    @Test func aFailingPreviewIsADiagnosticInThePage() {
        let renderer = PageRenderer(settingsPreview: { catalog, _, position in
            throw Diagnostic(.fileNotFound, "No catalog \(catalog).", position: position)
        })
        let found = diagnostics("\n<SettingsPreview catalog=\"nope.json\" />\n", renderer: renderer)
        #expect(found.map(\.description) == ["page.mdx:2:1: error[file_not_found]: No catalog nope.json."])
    }

    @Test(arguments: [
        ("<div>\n*bar*\n</div>\n", "<div>\n*bar*\n</div>\n"),
        ("<DIV CLASS=\"foo\">\n\n*Markdown*\n\n</DIV>\n", "<DIV CLASS=\"foo\">\n<p><em>Markdown</em></p>\n</DIV>\n"),
        ("<details>\n<summary>Hi</summary>\n\nText\n</details>\n", "<details>\n<summary>Hi</summary>\n<p>Text</p>\n</details>\n"),
        ("Mail <FOO@example.com> now\n", "<p>Mail <a href=\"mailto:FOO@example.com\">FOO@example.com</a> now</p>\n"),
        ("`<Note>` in code\n", "<p><code>&lt;Note&gt;</code> in code</p>\n"),
        ("```\n<Note>\n<Nope>\n```\n", "<pre><code>&lt;Note&gt;\n&lt;Nope&gt;\n</code></pre>\n"),
        ("<!-- <Nope> -->\n", "<!-- <Nope> -->\n"),
        ("\\<Nope>\n", "<p>&lt;Nope&gt;</p>\n"),
    ])
    func plainHTMLAndCodeAreLeftToCmark(source: String, expected: String) throws {
        #expect(try PageRenderer(decorations: .none).render(source: source, file: "page.md").html == expected)
    }

    @Test func indentedComponentsStayInTheirListItem() throws {
        let html = try render("- First\n  <Note>\n  Inside the item.\n  </Note>\n- Second\n").html
        #expect(html.contains("<li>\n<p>First</p>\n<aside class=\"pf-callout pf-note\""))
        #expect(html.contains("<p>Inside the item.</p>\n</div>\n</aside>\n</li>\n<li>\n<p>Second</p>\n</li>"))
    }

    @Test func referenceLinksAndFootnotesWorkAcrossComponents() throws {
        let html = try render("<Note>\nSee [the guide][g] and a note.[^1]\n</Note>\n\n[g]: /guide\n[^1]: The footnote.\n").html
        #expect(html.contains("<a href=\"/guide\">the guide</a>"))
        #expect(html.contains("<section class=\"footnotes\" data-footnotes>"))
    }

    @Test func mdxCommentsAreDropped() throws {
        let page = try render("Before\n\n{/* a comment\nover lines */}\n\nAfter\n")
        #expect(page.html == "<p>Before</p>\n<p>After</p>\n")
        #expect(page.markdownTwin.contains("Before") && page.markdownTwin.contains("After"))
        #expect(!page.markdownTwin.contains("comment"))
    }

    private func svg(_ name: String) -> String {
        let html = (try? render("<Icon icon=\"\(name)\" />\n").html) ?? ""
        guard let start = html.range(of: "<svg"), let end = html.range(of: "</svg>") else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }
}
