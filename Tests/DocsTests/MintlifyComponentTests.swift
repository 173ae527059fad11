import Diagnostics
import Docs
import Testing

/// Components from Mintlify's current set that pages of a Mintlify repository use.
@Suite("Mintlify components")
struct MintlifyComponentTests {
    @Test func popupsShowTheirTriggerThenTheirContent() throws {
        let html = try render("""
            <Popup>
              <PopupTrigger>API rate limits</PopupTrigger>
              <PopupContent>
                **Rate limits** protect your API.
              </PopupContent>
            </Popup>
            """).html
        #expect(html.hasPrefix("<div class=\"pf-popup\">\n<div class=\"pf-popup-trigger\">\n<p>API rate limits</p>\n</div>"))
        #expect(html.contains("<div class=\"pf-popup-content\">\n<p><strong>Rate limits</strong> protect your API.</p>\n</div>\n</div>"))
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
        #expect(!html.contains("href="))
        #expect(!html.contains("<b>"))
        #expect(firstProblem("<GitHub.Repo />\n") == "missing_attribute@1:1")
    }

    @Test func mentionsNameAPageOrATeammate() throws {
        let page = try render("Ask <Mention user=\"wintergreen@example.com\" /> or read <Mention page=\"/quickstart\" />.\n")
        #expect(page.html == "<p>Ask <span class=\"pf-mention\">@wintergreen</span> or read <a class=\"pf-mention\" href=\"/quickstart\">/quickstart</a>.</p>\n")
        #expect(page.markdownTwin == "Ask @wintergreen or read /quickstart.\n")
        #expect(!(try render("<Mention page=\"javascript:alert(1)\" />\n").html.contains("href")))
        #expect(firstProblem("Hi <Mention />\n") == "missing_attribute@1:4")
    }

    @Test func variationsAreLabelledWithTheirOptions() throws {
        let page = try render("<Variation is={[\"cloud\", \"self-hosted\"]}>\n  Store the key.\n</Variation>\n")
        #expect(page.html == "<section class=\"pf-variation\"><p class=\"pf-variation-label\">cloud, self-hosted</p>\n<p>Store the key.</p>\n</section>\n")
        #expect(page.markdownTwin == "**cloud, self-hosted**\n\nStore the key.\n")
    }

    @Test func mdxBlocksAreTransparent() throws {
        let page = try render("<MDX>\n\n  # Hello\n\n  This **compiles**.\n</MDX>\n")
        #expect(page.html.contains("<h1 id=\"hello\">Hello"))
        #expect(page.html.contains("<p>This <strong>compiles</strong>.</p>"))
        #expect(!page.html.contains("MDX"))
    }

    @Test func timelinesListTheirEvents() throws {
        let html = try render("""
            <Timeline>
              <Timeline.Item title="v2.0 released" date="2025-03-01" icon="star" color="blue">
                Major release.
              </Timeline.Item>
            </Timeline>
            """).html
        #expect(html.hasPrefix("<ol class=\"pf-timeline\">\n<li class=\"pf-timeline-item pf-timeline-blue\"><span class=\"pf-timeline-icon\"><svg"))
        #expect(html.contains("<span class=\"pf-timeline-date\">2025-03-01</span><span class=\"pf-timeline-title\">v2.0 released</span>"))
        #expect(html.contains("<p>Major release.</p>\n</div>\n</li>\n</ol>"))
        #expect(firstProblem("<Timeline.Item title=\"x\">y</Timeline.Item>\n") == "misplaced_component@1:1")
    }

    @Test func graphsNameTheirChartAndLeaveTheirDataOut() throws {
        let page = try render("<Graph type=\"bar\" title=\"Sales\" xKey=\"region\">\n  {[\n    { region: \"North\", sales: 4200 }\n  ]}\n</Graph>\n")
        #expect(page.html.hasPrefix("<figure class=\"pf-graph\"><figcaption>Sales <span class=\"pf-graph-type\">(bar chart)</span></figcaption>"))
        #expect(page.html.hasSuffix("</figure>\n"))
        #expect(!page.html.contains("North"))
        #expect(!page.markdownTwin.contains("North"))
    }

    @Test func iconsMayBeNamedWithNameAndColored() throws {
        let html = try render("Remove <Icon name=\"check\" color=\"#16A34A\" /> it.\n").html
        #expect(html.contains("<span class=\"pf-icon\" style=\"color:#16A34A\"><svg"))
        #expect(html.contains("M5 12l5 5 9-10"))
    }

    @Test(arguments: ["red;background:url(x)", "expression(alert(1))", "#12345", "\"><script>"])
    func iconColorsThatAreNotPlainColorsAreDropped(color: String) throws {
        let html = try render("<Icon icon=\"check\" color='\(color)' />\n").html
        #expect(!html.contains("style="))
        #expect(!html.contains("<script>"))
    }
}
