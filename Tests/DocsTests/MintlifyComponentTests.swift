import Diagnostics
import Docs
import HTMLQuery
import Testing

/// Components from Mintlify's current set that pages of a Mintlify repository use.
@Suite("Mintlify components")
struct MintlifyComponentTests {
    @Test func popupsShowTheirTriggerThenTheirContent() throws {
        let html = try render(
            """
            <Popup>
              <PopupTrigger>API rate limits</PopupTrigger>
              <PopupContent>
                **Rate limits** protect your API.
              </PopupContent>
            </Popup>
            """
        ).html
        #expect(html.hasPrefix("<div class=\"pf-popup\">\n<div class=\"pf-popup-trigger\">\n<p>API rate limits</p>\n</div>"))
        #expect(
            html.contains(
                "<div class=\"pf-popup-content\">\n<p><strong>Rate limits</strong> protect your API.</p>\n</div>\n</div>"))
        #expect(firstProblem("<PopupTrigger>x</PopupTrigger>\n") == "misplaced_component@1:1")
    }

    @Test(arguments: [
        ("mintlify/docs", "https://github.com/mintlify/docs"),
        ("https://github.com/apple/swift/", "https://github.com/apple/swift"),
        ("github.com/a-b/c.d.git", "https://github.com/a-b/c.d"),
    ])
    func gitHubRepositoriesLinkToTheirPage(repo: String, link: String) throws {
        let html = try render("<GitHub.Repo repo=\"\(repo)\" variant=\"flat\" />\n").html
        #expect(html.contains("<a href=\"\(link)\">"))
    }

    @Test(arguments: ["javascript:alert(1)", "https://evil.example/a/b", "a/../b", "<b>x</b>/y"])
    func repositoriesThatAreNotGitHubSlugsAreNotLinked(repo: String) throws {
        let html = try render("<GitHub.Repo repo=\"\(repo)\" />\n").html
        let card = try requireFragment(html)
        #expect(card.normalizedText.contains(repo), "the repository is still named")
        #expect(card.attributes(named: "href").isEmpty)
        #expect(card.queryAll("b").isEmpty)
        #expect(!html.contains("<b>"))
        #expect(firstProblem("<GitHub.Repo />\n") == "missing_attribute@1:1")
    }

    @Test func mentionsNameAPageOrATeammate() throws {
        let page = try render("Ask <Mention user=\"wintergreen@example.com\" /> or read <Mention page=\"/quickstart\" />.\n")
        #expect(
            page.html
                == "<p>Ask <span class=\"pf-mention\">@wintergreen</span> or read <a class=\"pf-mention\" href=\"/quickstart\">/quickstart</a>.</p>\n"
        )
        #expect(page.markdownTwin == "Ask @wintergreen or read /quickstart.\n")
        let unsafe = try requireFragment(try render("Read <Mention page=\"javascript:alert(1)\" /> now.\n").html)
        #expect(unsafe.query("p")?.normalizedText.hasPrefix("Read") == true)
        #expect(unsafe.attributes(named: "href").isEmpty)
        #expect(firstProblem("Hi <Mention />\n") == "missing_attribute@1:4")
    }

    @Test func variationsAreLabelledWithTheirOptions() throws {
        let page = try render("<Variation is={[\"cloud\", \"self-hosted\"]}>\n  Store the key.\n</Variation>\n")
        #expect(
            page.html
                == "<section class=\"pf-variation\"><p class=\"pf-variation-label\">cloud, self-hosted</p>\n<p>Store the key.</p>\n</section>\n"
        )
        #expect(page.markdownTwin == "**cloud, self-hosted**\n\nStore the key.\n")
    }

    @Test func mdxBlocksAreTransparent() throws {
        let page = try render("<MDX>\n\n  # Hello\n\n  This **compiles**.\n</MDX>\n")
        let body = try requireFragment(page.html)
        #expect(HTMLPage(page.html).heading(id: "hello")?.name == "h1")
        #expect(body.query("p > strong")?.text == "compiles")
        #expect(body.descendants.allSatisfy { $0.name != "mdx" })
        #expect(!page.html.contains("MDX"))
    }

    @Test func timelinesListTheirEvents() throws {
        let html = try render(
            """
            <Timeline>
              <Timeline.Item title="v2.0 released" date="2025-03-01" icon="star" color="blue">
                Major release.
              </Timeline.Item>
            </Timeline>
            """
        ).html
        #expect(
            html.hasPrefix(
                "<ol class=\"pf-timeline\">\n<li class=\"pf-timeline-item pf-timeline-blue\"><span class=\"pf-timeline-icon\"><svg"
            ))
        #expect(
            html.contains(
                "<span class=\"pf-timeline-date\">2025-03-01</span><span class=\"pf-timeline-title\">v2.0 released</span>"))
        #expect(html.contains("<p>Major release.</p>\n</div>\n</li>\n</ol>"))
        #expect(firstProblem("<Timeline.Item title=\"x\">y</Timeline.Item>\n") == "misplaced_component@1:1")
    }

    @Test func graphsNameTheirChartAndLeaveTheirDataOut() throws {
        let page = try render(
            "<Graph type=\"bar\" title=\"Sales\" xKey=\"region\">\n  {[\n    { region: \"North\", sales: 4200 }\n  ]}\n</Graph>\n"
        )
        #expect(
            page.html.hasPrefix(
                "<figure class=\"pf-graph\"><figcaption>Sales <span class=\"pf-graph-type\">(bar chart)</span></figcaption>"))
        #expect(page.html.hasSuffix("</figure>\n"))
        let graph = try #require(try requireFragment(page.html).query("figure.pf-graph"))
        #expect(graph.query("figcaption")?.normalizedText == "Sales (bar chart)")
        #expect(!graph.normalizedText.contains("North"))
        #expect(!page.html.contains("North"))
        #expect(page.markdownTwin.contains("Sales"))
        #expect(!page.markdownTwin.contains("North"))
    }

    @Test func terminalsKeepTheirSessionAsWritten() throws {
        let page = try render(
            "<Terminal title=\"Setup\">\n$ npm test\n> jest\n\n  # not a heading\n~~~ tildes\n</Terminal>\n\nAfter [link](/x).\n")
        #expect(
            page.html.hasPrefix(
                "<figure class=\"pf-terminal\"><figcaption>Setup</figcaption>\n<div class=\"pf-code-block\" data-language=\"text\">"
            ))
        #expect(
            page.html.contains(
                "<span class=\"line\">$ npm test</span>\n<span class=\"line\">&gt; jest</span>\n<span class=\"line\"></span>\n<span class=\"line\">  # not a heading</span>\n<span class=\"line\">~~~ tildes</span></code></pre>"
            ))
        #expect(page.links.map(\.line) == [9])
        #expect(page.markdownTwin.contains("```text\n$ npm test\n> jest"))
        let oneLine = try render("<Terminal>$ ls</Terminal>\n\n## After\n").html
        #expect(oneLine.contains("<span class=\"line\">$ ls</span>"))
        #expect(oneLine.contains("<h2 id=\"after\">"))
    }

    @Test func iconsMayBeNamedWithNameAndColored() throws {
        let html = try render("Remove <Icon name=\"check\" color=\"#16A34A\" /> it.\n").html
        #expect(html.contains("<span class=\"pf-icon\" style=\"color:#16A34A\"><svg"))
        #expect(html.contains("M5 12l5 5 9-10"))
    }

    @Test(arguments: ["red;background:url(x)", "expression(alert(1))", "#12345", "\"><script>"])
    func iconColorsThatAreNotPlainColorsAreDropped(color: String) throws {
        let html = try render("<Icon icon=\"check\" color='\(color)' />\n").html
        let icon = try #require(try requireFragment(html).query(".pf-icon"))
        #expect(icon.query("svg") != nil)
        #expect(icon.attributes(named: "style").isEmpty)
        #expect(icon.queryAll("script").isEmpty)
        #expect(!html.contains("<script>"))
    }

    @Test func badgesTakeSizeShapeStrokeDisabledAndIcon() throws {
        let html = try render(
            "A <Badge icon=\"star\" color=\"blue\" size=\"lg\" shape=\"pill\" stroke disabled>Premium</Badge> plan.\n"
        ).html
        #expect(
            html.contains(
                "<span class=\"pf-badge pf-badge-blue pf-badge-size-lg pf-badge-shape-pill pf-badge-stroke pf-badge-disabled\"><span class=\"pf-badge-icon\"><svg"
            ))
        #expect(html.contains("</svg></span>Premium</span> plan."))
        #expect(try render("<Badge size='x\" onclick=\"y'>b</Badge>\n").html.contains("<span class=\"pf-badge\">b</span>"))
    }

    @Test func tooltipsShowTheirHeadlineAndCallToAction() throws {
        let page = try render(
            "<Tooltip headline=\"API\" tip=\"A protocol.\" cta=\"Read the guide\" href=\"/api\">API</Tooltip> docs.\n")
        #expect(
            page.html.contains(
                "<span class=\"pf-tooltip-tip\" role=\"tooltip\" id=\"pf-tip-1\"><span class=\"pf-tooltip-headline\">API</span> A protocol. <a class=\"pf-tooltip-cta\" href=\"/api\">Read the guide</a></span></span> docs."
            ))
        #expect(page.markdownTwin == "API (API: A protocol.) docs.\n")
        let unsafe = try requireFragment(
            try render("<Tooltip tip=\"t\" cta=\"Go\" href=\"javascript:alert(1)\">x</Tooltip>\n").html)
        #expect(unsafe.query("[role=tooltip]")?.normalizedText.contains("t") == true)
        #expect(unsafe.attributes(named: "href").isEmpty)
    }

    @Test func cardsShowTheirCallToActionTypeAndIconColor() throws {
        let html = try render(
            """
            <Card title="Link card" icon="link" href="/components/columns" arrow="true" cta="Click here" color="#FF6B6B">
              Body.
            </Card>

            <Card title="Warning card" type="warning">
              Careful.
            </Card>

            <Card title="External" href="https://example.com">x</Card>
            """
        ).html
        #expect(html.contains("<span class=\"pf-card-icon\" style=\"color:#FF6B6B\"><svg"))
        #expect(html.contains("<div class=\"pf-card-cta\">Click here<span class=\"pf-card-arrow\"><svg"))
        #expect(html.contains("<div class=\"pf-card pf-card-type pf-warning\"><span class=\"pf-card-icon\"><svg"))
        #expect(html.contains("M12 3l10 18H2z"))
        #expect(html.contains("<p>x</p>\n<span class=\"pf-card-arrow\">"))
    }

    @Test func tilesShowTheirDescription() throws {
        let page = try render(
            "<Tiles>\n  <Tile href=\"/components/accordions\" title=\"Accordion\" description=\"Two <variants>\">\n    ![Preview](/a.svg)\n  </Tile>\n</Tiles>\n"
        )
        #expect(
            page.html.contains(
                "<div class=\"pf-card-title\"><a href=\"/components/accordions\">Accordion</a></div><p class=\"pf-card-description\">Two &lt;variants&gt;</p>"
            ))
        #expect(page.markdownTwin.hasPrefix("**[Accordion](/components/accordions)** — Two <variants>"))
    }

    @Test func stepsTakeTitleSizesNumbersAndAnchors() throws {
        let html = try render(
            """
            <Steps titleSize="h3">
              <Step title="Later" stepNumber={4} id="install">
                Text.
              </Step>
              <Step title="Bad id" id="a b<c>" titleSize="h9">
                More.
              </Step>
            </Steps>
            """
        ).html
        #expect(
            html.hasPrefix(
                "<ol class=\"pf-steps pf-steps-title-h3\">\n<li class=\"pf-step\" id=\"install\" style=\"counter-set: step 4\">"))
        // An id that is no anchor gives way to the title's slug.
        #expect(html.contains("<li class=\"pf-step\" id=\"bad-id\"><div class=\"pf-step-title\">Bad id</div>"))
    }

    @Test func fieldsShowLabelsAnchorsAndHideHiddenOnes() throws {
        let page = try render(
            """
            <ResponseField name="user" type="object" pre={["beta"]} post={["deprecated soon", "v2"]} id="user-field">
              The user.
            </ResponseField>

            <ParamField query="secret" type="string" hidden>
              Never shown.
            </ParamField>
            """)
        #expect(
            page.html.contains(
                "<div class=\"pf-field pf-response-field\" id=\"user-field\">\n<div class=\"pf-field-header\"><span class=\"pf-field-label\">beta</span><code class=\"pf-field-name\">user</code><code class=\"pf-field-type\">object</code><span class=\"pf-field-label\">deprecated soon</span><span class=\"pf-field-label\">v2</span></div>"
            ))
        let fields = try requireFragment(page.html).queryAll(".pf-field .pf-field-name").map(\.text)
        #expect(fields.contains("user"))
        #expect(!fields.contains("secret"))
        #expect(!page.html.contains("secret"))
        #expect(page.markdownTwin.contains("user"))
        #expect(!page.markdownTwin.contains("secret"))
    }

    @Test func updatesShowTheirTags() throws {
        let html = try render(
            "<Update label=\"2024-10-11\" description=\"v0.1.0\" tags={[\"Mintlify\", \"<b>\"]} rss={{ title: \"x\" }}>\n  Notes.\n</Update>\n"
        ).html
        #expect(
            html.contains(
                "<span class=\"pf-update-tags\"><span class=\"pf-badge pf-badge-gray\">Mintlify</span><span class=\"pf-badge pf-badge-gray\">&lt;b&gt;</span></span>"
            ))
    }

    @Test func themeAwareColorsGetASwatchPerTheme() throws {
        let html = try render(
            "<Color variant=\"compact\">\n  <Color.Item name=\"bg\" value={{ light: \"#FFFFFF\", dark: \"#000000\" }} />\n</Color>\n"
        ).html
        #expect(
            html.contains(
                "<span class=\"pf-color-swatch\" style=\"background:#FFFFFF\" title=\"light\"></span><span class=\"pf-color-swatch\" style=\"background:#000000\" title=\"dark\"></span>"
            ))
        #expect(html.contains("<code>light: #FFFFFF, dark: #000000</code>"))
    }

    @Test func frameCaptionsAreInlineMarkdownInSafeMode() throws {
        let html = try render(
            """
            <Frame caption="**Important:** see the [park site](https://www.nps.gov) <b>now</b> [x](javascript:alert(1))">
              ![Park](/park.png)
            </Frame>
            """
        ).html
        #expect(
            html.contains(
                "<figcaption><strong>Important:</strong> see the <a href=\"https://www.nps.gov\">park site</a> <!-- raw HTML omitted -->now<!-- raw HTML omitted --> <a href=\"\">x</a></figcaption>"
            ))
        #expect(
            try render("<Frame caption=\"# Not a heading\">\nx\n</Frame>\n").html.contains(
                "<figcaption># Not a heading</figcaption>"))
    }

    @Test func customCalloutsTakeTheirIconAndColor() throws {
        let html = try render("<Callout icon=\"key\" color=\"#FFC107\" iconType=\"regular\">Custom.</Callout>\n").html
        #expect(
            html.hasPrefix(
                "<aside class=\"pf-callout pf-note\" role=\"note\" aria-label=\"Callout\" style=\"--c:#FFC107\"><span class=\"pf-callout-icon\"><svg"
            ))
        #expect(html.contains("M11 12l9-9"))
    }
}

@Suite("MDX syntax in text")
struct MDXSyntaxTests {
    @Test func jsxCommentsInsideALineVanish() throws {
        let page = try render("Text with {/* a comment */} inside.\n\n{/* lead */} kept text\n\n## Head {/* c */}\n")
        #expect(
            page.html
                == "<p>Text with  inside.</p>\n<p>kept text</p>\n<h2 id=\"head\">Head<a class=\"pf-anchor\" href=\"#head\" aria-label=\"Permalink: Head\">#</a></h2>\n"
        )
        #expect(page.markdownTwin.contains("kept text"))
        #expect(!page.markdownTwin.contains("comment"))
        #expect(!page.markdownTwin.contains("lead"))
    }

    @Test func stringLiteralsShowTheirTextAndOtherExpressionsStay() throws {
        let page = try render("A{\" \"}B {'x & <y>'} {`t`} {1 + 1} {`${a}`} `{\"code\"}`\n")
        #expect(page.html == "<p>A B x &amp; &lt;y&gt; t {1 + 1} {<code>${a}</code>} <code>{&quot;code&quot;}</code></p>\n")
        #expect(page.markdownTwin == "A B x & <y> t {1 + 1} {`${a}`} `{\"code\"}`\n")
    }
}

@Suite("Tags over lines and several on a line")
struct TagLayoutTests {
    @Test func anInlineTagMayGoOnOverTheNextLinesOfItsParagraph() throws {
        let page = try render(
            "<Tooltip\n  tip=\"multi-line\">word</Tooltip> after.\n\nText <Badge\ncolor=\"green\">b</Badge> and [a link](/x).\n\nLast [link](/y).\n"
        )
        #expect(
            page.html.contains(
                "<p><span class=\"pf-tooltip\" tabindex=\"0\" aria-describedby=\"pf-tip-1\">word<span class=\"pf-tooltip-tip\" role=\"tooltip\" id=\"pf-tip-1\">multi-line</span></span> after.</p>"
            ))
        #expect(page.html.contains("<p>Text <span class=\"pf-badge pf-badge-green\">b</span> and <a href=\"/x\">a link</a>.</p>"))
        // A link after a tag spread over lines is on the line the tag ends on, at its column there.
        #expect(page.links.map { "\($0.line):\($0.column)" } == ["5:29", "7:6"])
        #expect(firstProblem("Text <Badge\n\ncolor=\"green\">b</Badge>\n") == "invalid_component_tag@1:6")
    }

    @Test func blockTagsMayFollowEachOtherWithTextOnOneLine() throws {
        let html = try render("<Tabs>\n<Tab title=\"One\">First</Tab><Tab title=\"Two\">Second</Tab>\n</Tabs>\n").html
        #expect(html.contains("<p>First</p>"))
        #expect(html.contains("<p>Second</p>"))
        #expect(html.occurrences(of: "role=\"tabpanel\"") == 2)
        #expect(try render("<Note>a</Note> and more\n").html.hasSuffix("</aside>\n<p>and more</p>\n"))
    }
}

@Suite("HTML elements in MDX")
struct MDXHTMLTests {
    @Test func aDivOnLinesOfItsOwnHoldsMarkdown() throws {
        let page = try render("<div id=\"steps-properties\">\n  ## Propriétés\n</div>\n\nAfter.\n")
        #expect(
            page.html
                == "<div id=\"steps-properties\">\n<h2 id=\"propriétés\">Propriétés<a class=\"pf-anchor\" href=\"#propriétés\" aria-label=\"Permalink: Propriétés\">#</a></h2>\n</div>\n<p>After.</p>\n"
        )
        #expect(page.headings.map(\.id) == ["propriétés"])
        #expect(page.markdownTwin == "## Propriétés\n\nAfter.\n")
    }

    @Test func deepIndentationInsideIsNotCode() throws {
        let html = try render("<section className=\"x\">\n  <div>\n        *Deep* text\n  </div>\n</section>\n").html
        #expect(html == "<section class=\"x\">\n<div>\n<p><em>Deep</em> text</p>\n</div>\n</section>\n")
    }

    @Test(arguments: [
        "<div>\n*bar*\n",  // never closed
        "<div>*bar*</div>\n",  // on one line
        "<Note>\n<div>\n*bar*\n</Note>\n</div>\n",  // crosses a component's end
        "<div />\n*bar*\n",  // self-closing
        "<p>\n*bar*\n</p>\n",  // not a wrapper element
    ])
    func otherHTMLStaysAsCommonMarkReadsIt(source: String) throws {
        let markdownFile = try PageRenderer(decorations: .none).render(source: source, file: "page.md").html
        let mdxFile = try PageRenderer(decorations: .none).render(source: source, file: "page.mdx").html
        #expect(mdxFile == markdownFile)
    }

    @Test func componentsInsideADivStillRender() throws {
        let html = try render(
            "<div className=\"mt-4\">\n  <Tabs>\n    <Tab title=\"A\">\n      Text\n    </Tab>\n  </Tabs>\n</div>\n"
        ).html
        #expect(html.hasPrefix("<div class=\"mt-4\">\n<div class=\"pf-tabs\">"))
        #expect(html.hasSuffix("</div>\n</div>\n</div>\n"))
    }

    @Test func jsxAttributeValuesOfHTMLTagsBecomeHTML() throws {
        let source = """
            <img src="/a.png" style={{ width: "50%", marginTop: 8, WebkitLineClamp: 2, color: theme }} width={300} noZoom hidden={false} alt={"A \\"quoted\\" <b>"} />

            <img
              src="/b.png"
              style={{width: "450px", height: "auto"}}
            />

            <a href={"javascript:alert(1)"} title={'t'}>x</a> and `<img style={{}} />`
            """
        let html = try render(source).html
        #expect(
            html.hasPrefix(
                "<img src=\"/a.png\" style=\"width: 50%; margin-top: 8px; -webkit-line-clamp: 2\" width=\"300\" noZoom alt=\"A &quot;quoted&quot; &lt;b&gt;\" />\n"
            ))
        #expect(html.contains("<img src=\"/b.png\" style=\"width: 450px; height: auto\" />"))
        #expect(html.contains("<p><a title=\"t\">x</a> and <code>&lt;img style={{}} /&gt;</code></p>"))
        let markdownFile = try PageRenderer().render(
            source: "<img src=\"/a.png\" style={{ width: \"50%\" }} />\n", file: "page.md"
        ).html
        #expect(markdownFile == "<p>&lt;img src=&quot;/a.png&quot; style={{ width: &quot;50%&quot; }} /&gt;</p>\n")
    }
}
