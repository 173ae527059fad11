import Foundation
import Testing

/// A `<Tab>` is a link target as Mintlify spells it, so the broken-anchor check knows it.
@Suite("Tab anchors, end to end")
struct DocsTabAnchorsTests {
    @Test("a link to a tab's title slug resolves; a tab that does not exist is a broken anchor")
    func linksToTabs() throws {
        let site = try TemporarySite()
        try site.write("docs/docs.json", #"{ "name": "Acme", "navigation": { "pages": ["index", "auth"] } }"#)
        try site.write(
            "docs/auth.mdx",
            "---\ntitle: Auth\n---\n\n<Tabs>\n<Tab title=\"OAuth 2.0\">\nTokens.\n</Tab>\n<Tab title=\"API keys\">\nKeys.\n</Tab>\n</Tabs>\n"
        )
        try site.write("docs/index.mdx", "---\ntitle: Home\n---\n\nSee [OAuth](/auth#oauth-2-0) and [keys](/auth#api-keys).\n")
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("broken_anchor"), "\(outcome.stderr)")
        let html = try site.read("_site/auth.html")
        #expect(html.contains("role=\"tab\" id=\"oauth-2-0\""))

        try site.write("docs/index.mdx", "---\ntitle: Home\n---\n\nSee [SAML](/auth#saml).\n")
        let broken = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("docs/index.mdx:5:5: error[broken_anchor]"), "\(broken.stderr)")
    }

    @Test("a link to a step's id or title slug resolves; a numbered-heading anchor is broken, with the step as its hint")
    func linksToSteps() throws {
        let site = try TemporarySite()
        try site.write("docs/docs.json", #"{ "name": "Acme", "navigation": { "pages": ["index", "start"] } }"#)
        try site.write(
            "docs/start.mdx",
            "---\ntitle: Start\n---\n\n<Steps>\n<Step title=\"Claim an API Access Key\">\nKeys.\n</Step>\n<Step title=\"Ship\" id=\"go-live\">\nGo.\n</Step>\n</Steps>\n"
        )
        try site.write(
            "docs/index.mdx", "---\ntitle: Home\n---\n\nSee [keys](/start#claim-an-api-access-key) and [ship](/start#go-live).\n")
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("broken_anchor"), "\(outcome.stderr)")
        #expect(try site.read("_site/start.html").contains("<li class=\"pf-step\" id=\"claim-an-api-access-key\">"))

        // Mintlify never numbers a step's anchor: a `#1-…` link was written for a heading; the hint names the step.
        try site.write("docs/index.mdx", "---\ntitle: Home\n---\n\nSee [keys](/start#1-claim-an-api-access-key).\n")
        let broken = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("docs/index.mdx:5:5: error[broken_anchor]"), "\(broken.stderr)")
        #expect(broken.stderr.contains("Did you mean #claim-an-api-access-key?"), "\(broken.stderr)")
    }
}
