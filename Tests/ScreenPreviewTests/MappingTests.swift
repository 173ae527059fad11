import HTMLQuery
import PreferenceModel
import ScreenPreview
import Testing

/// PRODUCT.md §2.1, one rule at a time, checked through the stable hooks of §2.4.
@Suite("Dashboard-to-screen mapping")
struct MappingTests {
    @Test("a category becomes a section header; sections follow first appearance")
    func sectionsByFirstAppearance() throws {
        let catalog = Catalog(topics: [
            topic("a", category: "Training", [("push", true)]),
            topic("b", category: "Progress", [("push", true)]),
            topic("c", category: "Training", [("push", true)]),
            topic("d", category: "Marketing", [("push", true)]),
        ])
        let screen = renderScreen(catalog)
        #expect(screen["data-state"] == "loaded")
        #expect(screen.sections.map { $0["data-category"] } == ["Training", "Progress", "Marketing"])
        #expect(screen.sections.map { $0.first("data-section-header")?.text } == ["Training", "Progress", "Marketing"])
        // Non-adjacent topics of a category join their section, in list order.
        #expect(screen.sections[0].rows.map { $0["data-topic"] } == ["a", "c"])
    }

    @Test("uncategorized topics form one section with no header, placed by first appearance")
    func uncategorized() throws {
        let catalog = Catalog(topics: [
            topic("a", category: "Training", [("push", true)]),
            topic("b", [("push", true)]),
            topic("c", category: "  ", [("push", true)]),
            topic("d", category: "", [("push", true)]),
            topic("e", category: "Training", [("push", true)]),
        ])
        let screen = renderScreen(catalog)
        #expect(screen.sections.count == 2)
        let plain = screen.sections[1]
        #expect(plain["data-category"] == nil)
        #expect(plain.first("data-section-header") == nil)
        #expect(plain.rows.map { $0["data-topic"] } == ["b", "c", "d"])
        #expect(screen.sections[0].rows.map { $0["data-topic"] } == ["a", "e"])
    }

    @Test("one channel gives a switch row whose state is that channel")
    func switchRow() throws {
        let screen = renderScreen(Catalog(topics: [topic("digest", [("email", true)]), topic("news", [("push", false)])]))
        let digest = try #require(screen.row("digest"))
        #expect(digest["data-row"] == "toggle")
        let control = try #require(digest.first("data-channel"))
        #expect(control["role"] == "switch")
        #expect(control["data-channel"] == "email")
        #expect(control["aria-checked"] == "true")
        #expect(screen.row("news")?.first("data-channel")?["aria-checked"] == "false")
        #expect(digest.first("data-summary") == nil)
    }

    @Test("several channels give a menu row: Off, then a checkable entry per channel in channel order")
    func menuRow() throws {
        let catalog = Catalog(topics: [topic("gym", [("sms", false), ("email", true), ("push", true), ("in_app", false)])])
        let row = try #require(renderScreen(catalog).row("gym"))
        #expect(row["data-row"] == "menu")
        #expect(row.menuEntries.map { $0.0 } == ["Off", "Push", "Email", "In_App", "Sms"])
        #expect(row.menuEntries.map { $0.1 } == [false, true, true, false, false])
        #expect(row.all("data-channel").map { $0["data-channel"] } == ["push", "email", "in_app", "sms"])
        #expect(row.first("data-summary")?.text == "Push, Email")
    }

    @Test("the catalog's channels list fixes menu and summary order")
    func listedOrder() throws {
        let catalog = Catalog(
            channels: [Channel("sms"), .email, .push], topics: [topic("gym", [("push", true), ("email", true), ("sms", true)])])
        let row = try #require(renderScreen(catalog).row("gym"))
        #expect(row.menuEntries.map { $0.0 } == ["Off", "Sms", "Email", "Push"])
        #expect(row.first("data-summary")?.text == "Sms, Email, Push")
    }

    @Test("a menu with nothing opted in reads Off, and Off is checked")
    func menuOff() throws {
        let row = try #require(renderScreen(Catalog(topics: [topic("gym", [("push", false), ("email", false)])])).row("gym"))
        #expect(row.first("data-summary")?.text == "Off")
        #expect(row.menuEntries.first?.0 == "Off")
        #expect(row.menuEntries.first?.1 == true)
    }

    @Test("name and description become title and footnote; no footnote when blank")
    func titleAndFootnote() throws {
        let catalog = Catalog(topics: [
            topic("a", name: "Gym reminders", description: "An hour before class.", [("push", true)]),
            topic("b", name: "Digest", description: "   ", [("push", true)]),
            topic("c", name: "News", [("push", true)]),
        ])
        let screen = renderScreen(catalog)
        #expect(screen.row("a")?.first("data-title")?.text == "Gym reminders")
        #expect(screen.row("a")?.first("data-footnote")?.text == "An hour before class.")
        #expect(try #require(screen.row("b")).first("data-footnote") == nil)
        #expect(try #require(screen.row("c")).first("data-footnote") == nil)
    }

    @Test("a topic on no channel gets no row, and a category of only such topics no section")
    func noChannels() throws {
        let catalog = Catalog(topics: [
            topic("a", category: "Ghost", []),
            topic("b", category: "Real", [("push", true)]),
            topic("c", category: "Real", []),
        ])
        let screen = renderScreen(catalog)
        #expect(screen.rows.map { $0["data-topic"] } == ["b"])
        #expect(screen.sections.map { $0["data-category"] } == ["Real"])
    }

    @Test("a state's choices show: boolean for every channel, objects per channel, others default")
    func stateChoices() throws {
        let catalog = Catalog(topics: [
            topic("gym", [("push", true), ("email", false)]),
            topic("digest", [("push", false), ("email", true)]),
            topic("news", [("push", true)]),
        ])
        let state = PreferenceState(choices: ["gym": .all(false), "digest": .channels([.push: true]), "ghost": .all(true)])
        let screen = renderScreen(catalog, state: state)
        #expect(screen.row("gym")?.first("data-summary")?.text == "Off")
        #expect(screen.row("gym")?.all("data-channel").map { $0["data-default"] } == ["false", "false"])
        #expect(screen.row("digest")?.first("data-summary")?.text == "Push, Email")
        #expect(screen.row("digest")?.all("data-channel").map { $0["data-default"] } == ["false", "true"])
        #expect(screen.row("news")?.first("data-channel")?["data-default"] == "true")
    }

    @Test(
        "display names are Foundation's capitalized raw values",
        arguments: [
            ("push", "Push"), ("in_app", "In_App"), ("sms", "Sms"), ("web-push", "Web-Push"), ("WHATSAPP", "Whatsapp"),
        ])
    func displayNames(raw: String, shown: String) throws {
        let row = try #require(renderScreen(Catalog(topics: [topic("a", [(raw, true), ("email", false)])])).row("a"))
        #expect(row.menuEntries.map { $0.0 }.contains(shown))
    }

    @Test("an empty catalog is the empty state: a list with no sections")
    func emptyCatalog() {
        let screen = renderScreen(Catalog(topics: []))
        #expect(screen["data-state"] == "empty")
        #expect(screen.sections.isEmpty)
        #expect(screen.first("data-list") != nil)
    }
}
