import Docs
import HTMLQuery
import Testing

@Suite("Headings")
struct HeadingTests {
    @Test(arguments: [
        ("Hello World", "hello-world"),
        ("Install the SDK (iOS 17+)", "install-the-sdk-ios-17"),
        ("C++ & Swift", "c--swift"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("What's new?", "whats-new"),
        ("`BuzzKit.preferences.all()`", "buzzkitpreferencesall"),
        ("Überschrift mit Ümläuten", "überschrift-mit-ümläuten"),
        ("日本語の見出し", "日本語の見出し"),
        ("Привет, мир", "привет-мир"),
        ("Launch 🚀 day", "launch--day"),
        ("🚀", "section"),
        ("*Emphasis* and [a link](/x)", "emphasis-and-a-link"),
    ])
    func idsAreMadeTheWayGitHubMakesThem(text: String, id: String) throws {
        let page = try render("## \(text)\n")
        #expect(page.headings.map(\.id) == [id])
    }

    @Test("a heading whose Mintlify id differs also carries that id, so links written for Mintlify land")
    func mintlifyAliases() throws {
        let page = try render(
            "## llms-full.txt\n\n## Split configuration with `$ref`\n\n## Example: Connect\n\n## Plain words\n\n## 1. Signup & Setup\n"
        )
        #expect(
            page.headings.map(\.id) == [
                "llms-fulltxt", "split-configuration-with-ref", "example-connect", "plain-words", "1-signup--setup",
            ])
        let html = HTMLPage(page.html)
        #expect(
            html.queryAll("h2 > span.pf-anchor-alias").map { $0["id"] }
                == ["llms-full-txt", "split-configuration-with-$ref", "example:-connect", "1-signup-and-setup"])
        #expect(html.queryAll("h2").count == 5)
    }

    @Test(
        "Mintlify's id makes one dash of a run of dots, spaces and dashes, and 'and' of &",
        arguments: [
            ("1 - Deploy NanoUniversalDeployer", "1-deploy-nanouniversaldeployer"),
            ("7. (Optional) Integrate Wallets", nil),
            ("Signup & Project Creation", "signup-and-project-creation"),
            ("Pay $5 - now: or later", "pay-$5-now:-or-later"),
            // The same as GitHub's: no second id.
            ("step-by-step", nil),
        ])
    func mintlifySpellings(text: String, id: String?) throws {
        let html = HTMLPage(try render("## \(text)\n").html)
        #expect(html.queryAll("h2 > span.pf-anchor-alias").map { $0["id"] } == (id.map { [$0] } ?? []))
    }

    @Test func repeatsAreNumberedWithinThePage() throws {
        let page = try render("## Setup\n\n## Setup\n\n### Setup 1\n\n## Setup\n")
        #expect(page.headings.map(\.id) == ["setup", "setup-1", "setup-1-1", "setup-2"])
        // A fresh page starts counting again.
        #expect(try render("## Setup\n").headings.map(\.id) == ["setup"])
    }

    @Test func headingsGetAnIDAndAnAnchorLink() throws {
        let html = try render("## Install *the* `SDK`\n").html
        #expect(
            html
                == "<h2 id=\"install-the-sdk\">Install <em>the</em> <code>SDK</code><a class=\"pf-anchor\" href=\"#install-the-sdk\" aria-label=\"Permalink: Install the SDK\">#</a></h2>\n"
        )
    }

    @Test func headingTextIsEscapedInTheAnchorLabel() throws {
        let html = try render("# A \"quote\" & <b>tag</b>\n").html
        #expect(html.contains("aria-label=\"Permalink: A &quot;quote&quot; &amp; tag\""))
        #expect(html.contains("<h1 id=\"a-quote--tag\">"))
    }

    @Test func theTableOfContentsListsLevelsTwoAndThree() throws {
        let page = try render("# Title\n\n## One\n\n### One.A\n\n#### Deep\n\nSetext\n------\n")
        #expect(page.headings.map(\.level) == [1, 2, 3, 4, 2])
        #expect(
            page.tableOfContents == [
                Heading(level: 2, text: "One", id: "one"), Heading(level: 3, text: "One.A", id: "onea"),
                Heading(level: 2, text: "Setext", id: "setext"),
            ])
    }

    @Test func headingsInsideComponentsAreCounted() throws {
        let page = try render("## Usage\n\n<Tabs>\n<Tab title=\"A\">\n## Usage\n</Tab>\n</Tabs>\n")
        #expect(page.headings.map(\.id) == ["usage", "usage-1"])
    }

    @Test func withoutDecorationsHeadingsStayPlainButStillGetIDs() throws {
        let page = try render("## Plain heading\n", renderer: PageRenderer(decorations: .none))
        #expect(page.html == "<h2>Plain heading</h2>\n")
        #expect(page.headings == [Heading(level: 2, text: "Plain heading", id: "plain-heading")])
    }

    @Test func aTrailingIDInBracesNamesTheHeading() throws {
        let page = try render(
            "## My section {#my-anchor}\n\n### Config *options* {#config}\n\n## Again {#my-anchor}\n\n## Not {#bad id}\n\n## Code `{#x}`\n"
        )
        #expect(page.headings.map(\.id) == ["my-anchor", "config", "my-anchor-1", "not-bad-id", "code-x"])
        #expect(page.headings.map(\.text) == ["My section", "Config options", "Again", "Not {#bad id}", "Code {#x}"])
        #expect(page.html.hasPrefix("<h2 id=\"my-anchor\">My section<a class=\"pf-anchor\" href=\"#my-anchor\""))
    }
}
