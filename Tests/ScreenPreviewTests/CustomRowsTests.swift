import HTMLQuery
import PreferenceModel
import ScreenPreview
import Testing

/// Custom rows: `BuzzKitPreferencesView { topic, isOptedIn in … }` gives every topic one
/// whole-topic `Binding<Bool>`, drawn as one switch per row.
@Suite("Custom rows")
struct CustomRowsTests {
    let catalog = Catalog(topics: [
        topic("gym", category: "Training", description: "Before class.", [("push", true), ("email", false)]),
        topic("quiet", category: "Training", [("push", false), ("email", false), ("sms", false)]),
        topic("news", [("email", true)]),
    ])

    @Test("every row is a toggle row with one whole-topic switch, on when any channel is on")
    func oneSwitchPerTopic() throws {
        let screen = renderScreen(catalog, options: ScreenOptions(rows: .custom))
        #expect(screen["data-rows"] == "custom")
        #expect(screen.rows.map { $0["data-row"] } == ["toggle", "toggle", "toggle"])
        let gym = try #require(screen.row("gym"))
        let whole = try #require(gym.first("data-topic-switch"))
        #expect(whole["role"] == "switch")
        #expect(whole["aria-checked"] == "true", "push is on, so the topic is opted in")
        #expect(whole["aria-labelledby"] == "pf-t-gym")
        #expect(whole["aria-describedby"] == "pf-f-gym")
        #expect(whole["data-channel"] == nil, "bound to the topic, not to a channel")
        #expect(screen.row("quiet")?.first("data-topic-switch")?["aria-checked"] == "false")
        #expect(screen.row("news")?.first("data-topic-switch")?["aria-describedby"] == nil)
        #expect(screen.all("data-topic-switch").count == 3)
    }

    @Test("each channel's state stays in the markup, for the switch to read and write")
    func channelsKept() throws {
        let gym = try #require(renderScreen(catalog, options: ScreenOptions(rows: .custom)).row("gym"))
        #expect(gym.all("data-channel").map { "\($0["data-channel"]!)=\($0["aria-checked"]!)" } == ["push=true", "email=false"])
    }

    @Test("sections are the same as with the default rows")
    func sectionsUnchanged() {
        let standard = renderScreen(catalog)
        let custom = renderScreen(catalog, options: ScreenOptions(rows: .custom))
        #expect(custom.sections.map { $0["data-category"] } == standard.sections.map { $0["data-category"] })
        #expect(
            custom.sections.map { $0.rows.map { $0["data-topic"] } } == standard.sections.map { $0.rows.map { $0["data-topic"] } }
        )
    }

    @Test("the default rows have no whole-topic switch and no rows mark")
    func standardRows() {
        let screen = renderScreen(catalog)
        #expect(screen["data-rows"] == nil)
        #expect(screen.all("data-topic-switch").isEmpty)
        #expect(screen.rows.map { $0["data-row"] } == ["menu", "menu", "toggle"])
    }

    @Test("a subscriber's choices decide the switch")
    func stateDecides() throws {
        let state = PreferenceState(choices: ["gym": .all(false), "quiet": .channels([Channel("sms"): true])])
        let screen = renderScreen(catalog, state: state, options: ScreenOptions(rows: .custom))
        #expect(screen.row("gym")?.first("data-topic-switch")?["aria-checked"] == "false")
        #expect(screen.row("quiet")?.first("data-topic-switch")?["aria-checked"] == "true")
    }
}
