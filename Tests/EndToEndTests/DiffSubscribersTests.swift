import Foundation
import HTMLQuery
import Testing

@Suite("preflight diff names the subscribers: --show-subscribers and the review page's picker, end to end")
struct DiffSubscribersTests {
    /// Four subscribers as an export gives them: JSON Lines, one without an id, one repeated.
    static let states = """
        { "subscriber": "user-1", "label": "Never chose", "choices": {} }
        { "subscriber": "user-2", "label": "No offers </script><b>", "choices": { "offers": false } }
        { "subscriber": "user-3", "choices": { "streaks": false, "classes": false } }
        { "choices": { "classes": true } }
        { "subscriber": "user-1", "label": "Chose offers", "choices": { "offers": true } }

        """

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("old.json", DiffCommandTests.old)
        try site.write("new.json", DiffCommandTests.new)
        try site.write("states.jsonl", Self.states)
        return site
    }

    @Test("text lists up to N affected subscribers under each change, in read order, a repeated one where it was last read")
    func text() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(
            ["diff", "old.json", "new.json", "--states", "states.jsonl", "--show-subscribers", "2"], in: site.root)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let indent = String(repeating: " ", count: 29)
        // The Email default of "offers" turns on: only user-3 and the unnamed state never chose for it.
        #expect(
            outcome.stdout.contains(
                """
                2 of 4 see a different screen; 2 follow the default and flip.
                \(indent)Affected subscribers:
                \(indent)  user-3
                \(indent)  (no id) states.jsonl:4

                """))
        // Everyone sees the section renamed; user-1 counts where its last state was read.
        #expect(
            outcome.stdout.contains(
                """
                \(indent)Affected subscribers (first 2 of 4):
                \(indent)  user-2 — No offers </script><b>
                \(indent)  user-3

                """))
        #expect(!outcome.stdout.contains("Never chose"), "the last state of user-1 counts, with its label")
    }

    @Test("--show-subscribers 0, the default, leaves text and JSON byte for byte as they were")
    func zero() throws {
        let site = try makeSite()
        for format in ["text", "json"] {
            let plain = try PreflightProcess.run(
                ["diff", "old.json", "new.json", "--states", "states.jsonl", "--format", format], in: site.root)
            let zero = try PreflightProcess.run(
                ["diff", "old.json", "new.json", "--states", "states.jsonl", "--format", format, "--show-subscribers", "0"],
                in: site.root)
            #expect(plain.stdout == zero.stdout && !plain.stdout.isEmpty)
            #expect(!plain.stdout.contains("user-") && !plain.stdout.contains("affectedSubscribers"))
        }
    }

    @Test("JSON gives each change affectedSubscribers (id, label, source) capped at N, and how many were left out")
    func json() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(
            ["diff", "old.json", "new.json", "--states", "states.jsonl", "--format", "json", "--show-subscribers", "1"],
            in: site.root)
        #expect(outcome.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        let flip = try #require(changes.first { $0["kind"] as? String == "default_changed" })
        let named = try #require(flip["affectedSubscribers"] as? [[String: Any]])
        #expect(named.count == 1)
        #expect(named[0]["id"] as? String == "user-3" && named[0]["label"] is NSNull)
        #expect(named[0]["source"] as? String == "states.jsonl:3")
        #expect(flip["affectedSubscribersLeftOut"] as? Int == 1)
        let rename = try #require(changes.first { $0["kind"] as? String == "section_renamed" })
        #expect((rename["affectedSubscribers"] as? [[String: Any]])?.first?["label"] as? String == "No offers </script><b>")
        #expect(rename["affectedSubscribersLeftOut"] as? Int == 3)
        let keys = Array(
            outcome.stdout.matches(of: /"(subscribers|affectedSubscribers|affectedSubscribersLeftOut)":/).map(\.output.1))
        #expect(keys.prefix(4) == ["subscribers", "subscribers", "affectedSubscribers", "affectedSubscribersLeftOut"])
    }

    @Test("a folder of state files names the same subscribers, in path order, as the same states in one JSON Lines file")
    func folderAndLines() throws {
        let site = try makeSite()
        let lines = Self.states.split(separator: "\n")
        for (index, line) in lines.enumerated() { try site.write("folder/\(index + 10).json", String(line)) }
        func ids(_ states: String) throws -> [[String]] {
            let outcome = try PreflightProcess.run(
                ["diff", "old.json", "new.json", "--states", states, "--format", "json", "--show-subscribers", "9"], in: site.root
            )
            let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
            let changes = try #require(document["changes"] as? [[String: Any]])
            return changes.map { ($0["affectedSubscribers"] as? [[String: Any]] ?? []).map { $0["id"] as? String ?? "-" } }
        }
        let fromLines = try ids("states.jsonl")
        #expect(fromLines.last == ["user-2", "user-3", "-", "user-1"])
        #expect(try ids("folder") == fromLines)
    }

    @Test("a count that is not a whole number is a usage error", arguments: ["-1", "many", "1.5"])
    func badCount(value: String) throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["diff", "old.json", "new.json", "--show-subscribers", value], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("Error: The value '\(value)' is invalid for '--show-subscribers <n>'"))
    }

    @Test("--help documents --show-subscribers")
    func help() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["diff", "--help"], in: site.root)
        #expect(outcome.stdout.contains("--show-subscribers <n>"))
    }

    @Test("the page embeds every subscriber's state, escaped, a picker, and for each change who it affects as buttons")
    func page() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(
            ["diff", "old.json", "new.json", "--states", "states.jsonl", "--html", "review.html"], in: site.root)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let html = try site.read("review.html")
        let page = HTMLPage(html)
        let search = try #require(page.query("input#rv-search"))
        #expect(search["role"] == "combobox" && search["aria-controls"] == "rv-options")
        #expect(page.query("label[for=rv-search]") != nil && page.query("#rv-options[role=listbox]") != nil)
        #expect(page.query("[data-picker] .rv-picker-note")?.normalizedText.hasPrefix("All 4 subscribers.") == true)
        let data = try #require(html.firstMatch(of: /<script type="application\/json" id="rv-subscribers">([^<]*)<\/script>/))
        let embedded = try #require(try JSONSerialization.jsonObject(with: Data(data.output.1.utf8)) as? [String: Any])
        let subscribers = try #require(embedded["subscribers"] as? [[String: Any]])
        #expect(subscribers.map { $0["name"] as? String } == ["user-2", "user-3", "(no id) states.jsonl:4", "user-1"])
        #expect(subscribers[1]["choices"] as? [String: Bool] == ["classes": false, "streaks": false])
        #expect(subscribers[0]["label"] as? String == "No offers </script><b>")
        #expect(!html.contains("</script><b>") && html.contains(#"No offers \u003c/script\u003e\u003cb\u003e"#))
        // The flip's row lists who it affects: its list is made from the data, by index.
        let flip = try #require(page.queryAll("tr.rv-change").first { $0["data-change"] == "default_changed" })
        let list = try #require(flip.query("details.rv-affected"))
        #expect(list.has("open") && list.query("summary")?.normalizedText == "Who")
        let number = try #require(list["data-affected"].flatMap { Int($0) })
        let affected = try #require(embedded["affected"] as? [[Int]])
        #expect(affected.count == 5 && affected[number - 1] == [1, 2])
        #expect(subscribers[1]["changes"] as? [Int] == affected.indices.filter { affected[$0].contains(1) }.map { $0 + 1 })
        #expect(page.queryAll("[data-who]").count == 2)
    }

    @Test("without states the page has no picker and reads as before")
    func pageWithoutStates() throws {
        let site = try makeSite()
        _ = try PreflightProcess.run(["diff", "old.json", "new.json", "--html", "review.html"], in: site.root)
        let html = try site.read("review.html")
        let page = HTMLPage(html)
        #expect(page.queryAll("[data-picker], #rv-subscribers, #rv-search, [data-who], details.rv-affected").isEmpty)
        #expect(!html.contains("rv-subscribers") && !html.contains("data-affected="))
        #expect(html.contains("<figcaption>Before <span class=\"muted\">— someone who never chose</span></figcaption>"))
        #expect(html.contains("<figcaption>After</figcaption>"))
    }

    @Test("beyond 1,000 subscribers the page keeps the first 100 each change affects and says how many there are")
    func manySubscribers() throws {
        let site = try makeSite()
        // Every subscriber sees the section renamed; every third one never chose "offers" and follows its flip.
        let lines = (1...1_200).map { number in
            number % 3 == 0
                ? #"{ "subscriber": "s-\#(number)", "choices": {} }"#
                : #"{ "subscriber": "s-\#(number)", "label": "Chose offers", "choices": { "offers": true } }"#
        }
        try site.write("many.jsonl", lines.joined(separator: "\n") + "\n")
        let outcome = try PreflightProcess.run(
            ["diff", "old.json", "new.json", "--states", "many.jsonl", "--html", "review.html"], in: site.root)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let html = try site.read("review.html")
        let page = HTMLPage(html)
        let renamed = try #require(page.queryAll("tr.rv-change").first { $0["data-change"] == "section_renamed" })
        #expect(renamed.query("summary")?.normalizedText == "Who (showing 100 of 1,200)")
        let flip = try #require(page.queryAll("tr.rv-change").first { $0["data-change"] == "default_changed" })
        #expect(flip.query("summary")?.normalizedText == "Who (showing 100 of 400)")
        let data = try #require(html.firstMatch(of: /id="rv-subscribers">([^<]*)<\/script>/))
        let embedded = try #require(try JSONSerialization.jsonObject(with: Data(data.output.1.utf8)) as? [String: Any])
        #expect(embedded["complete"] as? Bool == false)
        let kept = try #require(embedded["subscribers"] as? [[String: Any]])
        let lists = try #require(embedded["affected"] as? [[Int]])
        func names(_ list: Int?) -> [String] { (list.map { lists[$0 - 1] } ?? []).map { kept[$0]["name"] as? String ?? "?" } }
        let renamedList = names(renamed.query("details")?["data-affected"].flatMap { Int($0) })
        #expect(renamedList.count == 100 && renamedList.first == "s-1" && renamedList.last == "s-100")
        let flipList = names(flip.query("details")?["data-affected"].flatMap { Int($0) })
        #expect(flipList.count == 100 && flipList.prefix(2) == ["s-3", "s-6"] && flipList.last == "s-300")
        // The first 100 of everyone, and the first 100 who follow the flip (s-3 … s-300).
        #expect(kept.count == 100 + 100 - 33)
        #expect(
            page.query("[data-picker] .rv-picker-note")?.normalizedText.hasPrefix(
                "167 of 1,200 subscribers: the first 100 each change affects.") == true)
    }

    @Test("a review page in the site has the picker when the review names states")
    func siteReview() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", DiffCommandTests.old)
        try site.write("content/reviews/catalogs/gym-next.json", DiffCommandTests.new)
        try site.write("content/reviews/states/people.jsonl", Self.states)
        try site.write(
            "content/reviews/next.json",
            #"{ "title": "Next", "old": "catalogs/gym.json", "new": "reviews/catalogs/gym-next.json", "states": "reviews/states/people.jsonl" }"#
        )
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = HTMLPage(try site.read("_site/reviews/next.html"))
        #expect(page.query("input#rv-search[role=combobox]") != nil)
        #expect(page.query("details.rv-affected[data-affected]") != nil && page.query("#rv-subscribers") != nil)
    }
}
