import Foundation
import HTMLQuery
import Testing

@Suite("preflight preview, end to end")
struct PreviewCommandTests {
    @Test("writes one self-contained page: inline style and script, no external references")
    func selfContained() throws {
        let site = try TemporarySite()
        try site.write("c.json", BuildCommandTests.catalog)
        let outcome = try PreflightProcess.run(["preview", "c.json"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = outcome.stdout
        #expect(page.hasPrefix("<!doctype html>"))
        let html = HTMLPage(page)
        let stage = try requirePart("main", of: html)
        let screen = try #require(stage.first("data-screen", "preferences"))
        #expect(screen.screenRows.map(\.rowTitle) == ["Gym <reminders>", "News"])
        #expect(html.query("head > style")?.hasContent == true)
        #expect(html.queryAll("script").contains { $0.hasContent && $0["src"] == nil })
        #expect(html.queryAll("link, [src]").isEmpty)
        #expect(!page.contains("<link"))
        #expect(!page.contains("src=\""))
        #expect(!page.contains("http://") && !page.contains("https://"))
        #expect(page.contains(#"data-screen="preferences" data-state="loaded""#))
    }

    @Test("--state, --theme, --look, --annotate and --output shape the page")
    func options() throws {
        let site = try TemporarySite()
        try site.write("c.json", BuildCommandTests.catalog)
        try site.write("s.json", BuildCommandTests.state)
        let outcome = try PreflightProcess.run(
            [
                "preview", "c.json", "--state", "s.json", "--theme", "dark", "--look", "ios26", "--annotate", "--output",
                "out.html",
            ],
            in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        let page = try site.read("out.html")
        #expect(
            page.contains(
                #"<div class="ios-phone" data-look="ios26" data-theme="dark" data-text-size="large" data-annotate="on" data-device="393">"#
            ))
        #expect(page.contains(#"data-summary id="pf-v-gym">Off<"#))
        let screen = try #require(HTMLPage(page).screen)
        #expect(screen.screenRow("gym")?.rowControl == .menu(summary: "Off"), "the state turns gym off")
        #expect(screen.screenRow("news")?.rowControl == .switch(isOn: true))
        #expect(page.contains("u-1"))
    }

    @Test("a failure envelope renders the failed first load and prints the error code")
    func failureEnvelope() throws {
        let site = try TemporarySite()
        try site.write(
            "f.json",
            #"{ "success": false, "data": null, "error": { "code": "unauthorized", "message": "Bad key" }, "metadata": {} }"#)
        let outcome = try PreflightProcess.run(["preview", "f.json"], in: site.root)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("unauthorized"))
        #expect(outcome.stdout.contains(#"data-state="failed""#))
        #expect(outcome.stdout.contains(#"data-action="retry">Try again<"#))
    }

    @Test("a resolved topic array inside a successful envelope previews as well")
    func resolvedEnvelope() throws {
        let site = try TemporarySite()
        try site.write(
            "r.json",
            #"{ "success": true, "data": [ { "slug": "a", "name": "A", "channels": { "push": { "isOptedIn": false, "isDefault": false } } } ], "error": null, "metadata": {} }"#
        )
        let outcome = try PreflightProcess.run(["preview", "r.json"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains(#"role="switch" aria-checked="false" data-channel="push""#))
    }

    @Test("--screen-state shows the same catalog loading, failed or empty", arguments: ["loading", "failed", "empty"])
    func screenState(state: String) throws {
        let site = try TemporarySite()
        try site.write("c.json", BuildCommandTests.catalog)
        let outcome = try PreflightProcess.run(["preview", "c.json", "--screen-state", state], in: site.root)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains(#"data-screen="preferences" data-state="\#(state)""#))
        let screen = try #require(try requirePart("main", of: HTMLPage(outcome.stdout)).first("data-screen", "preferences"))
        #expect(screen["data-state"] == state)
        #expect(screen.hasContent)
        #expect(screen.screenRows.isEmpty)
        #expect(!outcome.stdout.contains("data-topic="))
    }

    @Test("a broken catalog exits 1 with its diagnostics and writes nothing")
    func brokenCatalog() throws {
        let site = try TemporarySite()
        try site.write("c.json", #"{ "topics": [ { "slug": "a", "name": "A", "channels": { "push": {} } } ] }"#)
        let outcome = try PreflightProcess.run(["preview", "c.json", "--output", "out.html"], in: site.root)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains("c.json:1:65: topics[0].channels.push.default: error[missing_default]"), "\(outcome.stderr)")
        #expect(!site.exists("out.html"))
    }

    @Test("two runs give the same bytes")
    func deterministic() throws {
        let site = try TemporarySite()
        try site.write("c.json", BuildCommandTests.catalog)
        let first = try PreflightProcess.run(["preview", "c.json"], in: site.root).stdout
        let second = try PreflightProcess.run(["preview", "c.json"], in: site.root).stdout
        #expect(first == second)
        #expect(first.count > 1000)
    }
}
