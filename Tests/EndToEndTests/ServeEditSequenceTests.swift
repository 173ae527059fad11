import Foundation
import TestSupport
import Testing

/// `serve` may rebuild the whole site or re-render only the pages an edit touched; either way,
/// after every reload it sends, the page it serves must be the new one and the output folder
/// must be byte for byte what a clean build of the content at that moment makes.
@Suite("preflight serve, every reload equals a clean build", .serialized)
struct ServeEditSequenceTests {
    /// Makes `step`'s change, waits for its reload, fetches its page and compares the output
    /// with a clean build; `false` when any of that failed, so that a sequence stops there
    /// rather than piling later failures (and their deadlines) on the first.
    private func run(_ step: ServeEdits.Step, on served: ServedSite, _ context: String) throws -> Bool {
        let context = "\(context) (\(step.name))"
        served.skipEvents()
        try step.change(served)
        let event = served.nextEvent()
        guard event == .reload else {
            Issue.record(
                "\(context): expected a reload, got \(event); \(served.failureReport)")
            return false
        }
        let page = try served.fetch(step.page)
        var passed = page.status == step.status
        #expect(page.status == step.status, "\(context): \(step.page)")
        for text in step.shows where !page.body.contains(text) {
            Issue.record("\(context): \(step.page) lacks \(text)")
            passed = false
        }
        for text in step.lacks where page.body.contains(text) {
            Issue.record("\(context): \(step.page) still holds \(text)")
            passed = false
        }
        let differences = try served.differencesFromCleanBuild()
        #expect(differences.isEmpty, "\(context): differs from a clean build in \(differences)")
        return passed && differences.isEmpty
    }

    @Test(
        "a seeded random order of every kind of edit: after each reload, the new page is served and the site equals a clean build",
        arguments: [1, 2, 3])
    func randomEditSequence(seed: UInt64) throws {
        let site = try TemporarySite()
        var random = SplitMix(seed: seed)
        var edits = ServeEdits(pageTextTurn: Int.random(in: 0..<ServeEdits.pageTextTurns, using: &random))
        try edits.writeSite(to: site)
        let served = try ServedSite(site)
        #expect(try served.differencesFromCleanBuild().isEmpty, "the first build")
        // Every kind, and again those that take turns (a heading added, renamed, removed; a
        // templates folder added, changed, removed; a snippet's text, then a heading in it; a
        // static file, a nested page, a second catalog that come, then move or go), page
        // text, the common case, four times, an API page's text after its spec's edit, and a
        // JavaScript snippet again.
        let again: [ServeEdits.Kind] = [
            .heading, .heading, .template, .template, .snippet, .staticFile, .nestedNavigation, .catalogComesOrGoes, .pageText,
            .pageText, .pageText, .apiPageText, .spec, .scriptSnippet,
        ]
        let kinds = (ServeEdits.Kind.allCases + again).shuffled(using: &random)
        for (number, kind) in kinds.enumerated() {
            for step in edits.steps(kind) {
                guard try run(step, on: served, "seed \(seed), edit \(number + 1) \(kind)") else { return }
            }
        }
        #expect(served.serve.stop() == 0)
        // The cache serve saved when it stopped describes the site it left: a build from it changes nothing.
        let build = try PreflightProcess.run(["build"], in: site.root)
        #expect(build.status == 0, "\(build.stderr)")
        let differences = try served.differencesFromCleanBuild()
        #expect(differences.isEmpty, "a build after serve: differs from a clean build in \(differences)")
    }

    @Test(
        "a heading removed that a page links to, or a link to a missing anchor or page, is a build-error naming it, the site left as it was; the fix reloads"
    )
    func brokenAnchor() throws {
        let site = try TemporarySite()
        try ServeEdits().writeSite(to: site)
        let served = try ServedSite(site)
        #expect(try served.differencesFromCleanBuild().isEmpty, "the first build")
        let before = try served.siteTree()
        // index.md links to /a#part: a.md loses that heading.
        try expectBuildError(
            served, "content/docs/a.md", "---\ntitle: A\n---\n\n## Other\n\nText of A.\n", naming: "broken_anchor", "#part",
            keeping: before,
            "heading removed")
        // An unrelated page changes: the linking page's problem outlives rebuilds that need not read it.
        try expectBuildError(
            served, "content/docs/c.md", "---\ntitle: C\n---\n\nText of C, edited.\n", naming: "broken_anchor", "#part",
            keeping: before,
            "another page edited")
        let headingBack = ServeEdits.Step(
            name: "heading back",
            change: { try $0.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A, fixed.\n") },
            page: "/a.html", shows: ["Text of A, fixed."])
        guard try run(headingBack, on: served, "fixed") else { return }
        // Now the linking page names an anchor its target never had.
        try expectBuildError(
            served, "content/docs/index.md", "---\ntitle: Home\n---\n\nSee [A](/a#nowhere).\n", naming: "broken_anchor",
            "#nowhere",
            keeping: try served.siteTree(), "link to a missing anchor")
        let linkFixed = ServeEdits.Step(
            name: "link fixed",
            change: { try $0.write("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [A](/a#part), fixed.\n") },
            page: "/index.html", shows: ["fixed."])
        guard try run(linkFixed, on: served, "relinked") else { return }
        // A page's text alone changes, to a link to no page.
        try expectBuildError(
            served, "content/docs/c.md", "---\ntitle: C\n---\n\nSee [nothing](/nowhere).\n", naming: "broken_link", "/nowhere",
            keeping: try served.siteTree(), "link to a missing page")
        let pageLinked = ServeEdits.Step(
            name: "link to a page",
            change: { try $0.write("content/docs/c.md", "---\ntitle: C\n---\n\nSee [A](/a), fixed.\n") }, page: "/c.html",
            shows: ["fixed."])
        _ = try run(pageLinked, on: served, "page linked")
        #expect(served.serve.stop() == 0)
    }

    /// Writes `text` to `path` and expects a build-error event naming `code` and `link`, with
    /// the output folder still `kept`.
    private func expectBuildError(
        _ served: ServedSite, _ path: String, _ text: String, naming code: String, _ link: String, keeping kept: SiteTree,
        _ context: String
    ) throws {
        served.skipEvents()
        try served.write(path, text)
        let event = served.nextEvent()
        guard case .buildError(let message) = event else {
            Issue.record(
                "\(context): expected a build-error, got \(event); \(served.failureReport)")
            return
        }
        #expect(message.contains("error[\(code)]") && message.contains(link), "\(context): \(message)")
        let after = try served.siteTree()
        #expect(after.differences(from: kept).isEmpty, "\(context): the site changed in \(after.differences(from: kept))")
    }

    @Test("many quick edits of one page, written without waiting: the last text is served and the site equals a clean build")
    func quickEdits() throws {
        let site = try TemporarySite()
        try ServeEdits().writeSite(to: site)
        let served = try ServedSite(site)
        let last = 20
        for edit in 1...last {
            let text = "---\ntitle: A\n---\n\n## Part\n\nText of A, quick edit \(edit).\n"
            // Saved in place (truncated, then written) and by rename, in turn, as editors do.
            if edit % 2 == 0 { try served.write("content/docs/a.md", text) } else { try site.write("content/docs/a.md", text) }
        }
        // A reload may come for any of the texts, and a build that started while a file was
        // being written in place may fail on what it read (a build-error, the next build makes
        // good); a reload must come for the last text.
        var page = try served.fetch("/a.html")
        while !page.body.contains("quick edit \(last).") {
            let event = served.nextEvent()
            guard event != .none else {
                Issue.record("expected reloads up to the last edit; \(served.failureReport)")
                return
            }
            page = try served.fetch("/a.html")
        }
        // Stopped first, so that no rebuild still under way can change the site while it is compared.
        #expect(served.serve.stop() == 0)
        let differences = try served.differencesFromCleanBuild()
        #expect(differences.isEmpty, "differs from a clean build in \(differences)")
    }

    @Test("pages saved together (a heading renamed with the link to it, two pages' text): the site ends equal to a clean build")
    func pagesSavedTogether() throws {
        let site = try TemporarySite()
        try ServeEdits().writeSite(to: site)
        let served = try ServedSite(site)
        // As a search and replace across files saves them: one after another, without waiting.
        // The server may build them together or apart; apart, the first build finds #part
        // gone and reports it, and the next mends it.
        try served.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Section\n\nText of A, saved together.\n")
        try served.write("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [A](/a#section), saved together.\n")
        try served.write("content/docs/c.md", "---\ntitle: C\n---\n\nText of C, saved together.\n")
        let pages = ["/a.html", "/index.html", "/c.html"]
        func allNew() throws -> Bool {
            try pages.allSatisfy { try served.fetch($0).body.contains("saved together.") }
        }
        while try !allNew() {
            guard served.nextEvent() != .none else {
                Issue.record("expected reloads up to the last save; \(served.failureReport)")
                return
            }
        }
        #expect(try served.fetch("/index.html").body.contains("href=\"a.html#section\""))
        #expect(served.serve.stop() == 0)
        let differences = try served.differencesFromCleanBuild()
        #expect(differences.isEmpty, "differs from a clean build in \(differences)")
    }

    @Test("serve started again from the cache it saved: edits of pages' text and of linked headings equal a clean build")
    func restartFromSavedCache() throws {
        let site = try TemporarySite()
        try ServeEdits().writeSite(to: site)
        let first = try ServedSite(site)
        try first.write("content/docs/c.md", "---\ntitle: C\n---\n\nText of C, first session.\n")
        #expect(first.nextEvent() == .reload, "\(first.failureReport)")
        #expect(first.serve.stop() == 0)
        #expect(site.exists(".preflight-cache"))
        // The second session's pages come from the cache, their texts left on the disk until asked for.
        let served = try ServedSite(site)
        let edits = [
            ("content/docs/c.md", "---\ntitle: C\n---\n\nText of C, second session.\n", "/c.html", "second session."),
            (
                "content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\n## Added\n\nText of A, a heading added.\n", "/a.html",
                "a heading added."
            ),
            ("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [A](/a#added), relinked.\n", "/index.html", "relinked."),
        ]
        for (path, text, page, expected) in edits {
            try served.write(path, text)
            #expect(served.nextEvent() == .reload, "\(path): \(served.failureReport)")
            #expect(try served.fetch(page).body.contains(expected), "\(page)")
            let differences = try served.differencesFromCleanBuild()
            #expect(differences.isEmpty, "after \(path): differs from a clean build in \(differences)")
        }
        // Its anchor gone, the link to it is the build's error, and the site stays as it was.
        let kept = try served.siteTree()
        try served.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A, the heading gone.\n")
        guard case .buildError(let message) = served.nextEvent() else {
            Issue.record("expected a build-error; \(served.failureReport)")
            return
        }
        #expect(message.contains("error[broken_anchor]"), "\(message)")
        #expect(try served.siteTree().differences(from: kept).isEmpty)
        #expect(served.serve.stop() == 0)
    }
}
