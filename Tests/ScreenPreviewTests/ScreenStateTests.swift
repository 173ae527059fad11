import HTMLQuery
import PreferenceModel
import ScreenPreview
import Testing

@Suite("Screen states and page properties")
struct ScreenStateTests {
    private func render(_ screen: PreferenceScreen, options: ScreenOptions = ScreenOptions()) -> Element {
        Element.parse(ScreenRenderer(options: options).render(screen)).first("data-screen", "preferences")!
    }

    @Test("a failed response shows one Try again row")
    func failed() throws {
        let screen = render(PreferenceScreen(failure: APIFailure(code: "unauthorized", message: "Bad key")))
        #expect(screen["data-state"] == "failed")
        #expect(screen["data-error-code"] == "unauthorized")
        let retry = try #require(screen.first("data-action", "retry"))
        #expect(retry.text == "Try again")
        #expect(screen.rows.isEmpty)
    }

    @Test("loading shows a progress indicator and no rows")
    func loading() throws {
        let catalog = Catalog(topics: [topic("a", [("push", true)])])
        let screen = render(PreferenceScreen(catalog: catalog).showing(.loading))
        #expect(screen["data-state"] == "loading")
        #expect(screen.first("role", "progressbar") != nil)
        #expect(screen.rows.isEmpty)
    }

    @Test("resolved topics from the SDK draw the same rows")
    func resolvedTopics() throws {
        let topics = [
            Topic(slug: "a", name: "A", category: "X", channels: [.push: ChannelPreference(isOptedIn: false, isDefault: false)]),
            Topic(
                slug: "b", name: "B",
                channels: [.push: .init(isOptedIn: true, isDefault: true), .email: .init(isOptedIn: true, isDefault: false)]),
        ]
        let screen = render(PreferenceScreen(resolvedTopics: topics))
        #expect(screen.rows.map { $0["data-row"] } == ["toggle", "menu"])
        #expect(screen.row("b")?.first("data-summary")?.text == "Push, Email")
    }

    @Test("switches and menus are labelled by their titles and described by their footnotes")
    func labels() throws {
        let catalog = Catalog(topics: [
            topic("a", name: "Alpha", description: "About alpha", [("push", true)]),
            topic("b", name: "Beta", description: "About beta", [("push", true), ("email", true)]),
        ])
        let screen = renderScreen(catalog)
        let toggle = try #require(screen.row("a")?.first("role", "switch"))
        let title = try #require(screen.row("a")?.first("data-title"))
        #expect(toggle["aria-labelledby"] == title["id"])
        #expect(toggle["aria-describedby"] == screen.row("a")?.first("data-footnote")?["id"])
        let button = try #require(screen.row("b")?.first("aria-haspopup", "menu"))
        #expect(
            button["aria-labelledby"]?.split(separator: " ").first.map(String.init) == screen.row("b")?.first("data-title")?["id"]
        )
        #expect(screen.row("b")?.first("role", "menu")?["id"] == button["aria-controls"])
    }

    @Test("every id is unique, and a prefix keeps two screens on one page apart")
    func uniqueIDs() throws {
        let catalog = Catalog(topics: [
            topic("a", category: "X", [("push", true), ("email", true)]), topic("b", [("push", true)]),
        ])
        var html = ScreenRenderer(options: ScreenOptions(idPrefix: "before")).render(PreferenceScreen(catalog: catalog))
        html += ScreenRenderer(options: ScreenOptions(idPrefix: "after")).render(PreferenceScreen(catalog: catalog))
        let ids = Element.parse(html).all("id").compactMap { $0["id"] }
        #expect(ids.count == Set(ids).count)
        #expect(ids.count > 8)
    }

    @Test("annotate marks the screen and keeps dashboard facts on each part")
    func annotate() throws {
        let catalog = Catalog(topics: [
            CatalogTopic(
                slug: "gym", name: "Gym", category: "Training",
                channels: offering([("push", true), ("email", false)], caps: ["push": 3]))
        ])
        var html = htmlForPhone(catalog, options: ScreenOptions(annotate: true))
        let phone = Element.parse(html).first("data-annotate", "on")
        #expect(phone != nil)
        let text = try #require(phone?.first("data-ann-channels"))
        #expect(text["data-ann-channels"] == "push: on (default), dailyCap 3\nemail: off (default)")
        #expect(phone?.first("data-channel", "push")?["data-cap"] == "3")
        html = htmlForPhone(catalog, options: ScreenOptions())
        #expect(try requireFragment(html).first("data-annotate") == nil)
    }

    @Test("rendering twice gives the same bytes")
    func deterministic() {
        let catalog = Catalog(
            topics: (0..<50).map {
                topic("t\($0)", category: "C\($0 % 7)", [("push", true), ("email", $0 % 2 == 0), ("sms", false)])
            })
        let first = htmlForPhone(catalog, options: ScreenOptions(annotate: true))
        let second = htmlForPhone(catalog, options: ScreenOptions(annotate: true))
        #expect(first == second)
    }

    private func htmlForPhone(_ catalog: Catalog, options: ScreenOptions) -> String {
        var buffer = HTMLBufferProxy()
        return buffer.phone(PreferenceScreen(catalog: catalog), options: options)
    }
}
