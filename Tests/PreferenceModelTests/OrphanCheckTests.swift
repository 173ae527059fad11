import Diagnostics
import PreferenceModel
import Testing

@Suite("OrphanCheck")
struct OrphanCheckTests {
    /// `digest` on push and email, `gym` on push.
    let catalogA = Catalog(topics: [
        CatalogTopic(slug: "digest", name: "Digest", channels: [.push: .init(default: true), .email: .init(default: false)]),
        CatalogTopic(slug: "gym", name: "Gym", channels: [.push: .init(default: false)]),
    ])
    /// `billing` on email, `gym` on push and sms.
    let catalogB = Catalog(topics: [
        CatalogTopic(slug: "billing", name: "Billing", channels: [.email: .init(default: true)]),
        CatalogTopic(slug: "gym", name: "Gym", channels: [.push: .init(default: false), sms: .init(default: true)]),
    ])

    /// Loads an inline state and checks it against `catalogs`.
    private func orphans(_ json: String, against catalogs: [(file: String, catalog: Catalog)]) throws -> [Diagnostic] {
        let result = load(json, file: "states/renamed.json", expecting: .state)
        #expect(result.errors.isEmpty)
        let state = try #require(result.state)
        return OrphanCheck.orphanedChoices(
            in: state, file: "states/renamed.json", positions: result.choicePositions, against: catalogs)
    }

    @Test("A choice for a slug no catalog offers is `orphaned_choice`, at the choice, in the state's file")
    func orphanedSlug() throws {
        let findings = try orphans(
            """
            {
              "subscriber": "user-1",
              "choices": {
                "digest": false,
                "weekly-digest": true
              }
            }
            """, against: [("catalogs/pulse.json", catalogA)])
        #expect(findings.map(\.summary) == ["warning orphaned_choice choices.weekly-digest 5:5"])
        let finding = try #require(findings.first)
        #expect(finding.file == "states/renamed.json")
        #expect(finding.message.contains("\"weekly-digest\""))
        #expect(finding.message.contains("catalogs/pulse.json"))
    }

    @Test("A choice for a channel the topic does not offer is `orphaned_choice`, naming the offered channels")
    func orphanedChannel() throws {
        let findings = try orphans(
            """
            {
              "choices": {
                "gym": { "push": true, "email": false }
              }
            }
            """, against: [("pulse.json", catalogA)])
        #expect(findings.map(\.summary) == ["warning orphaned_choice choices.gym.email 3:5"])
        #expect(findings.first?.file == "states/renamed.json")
        #expect(findings.first?.message.contains("\"email\"") == true)
        #expect(findings.first?.message.contains("\"push\"") == true)
    }

    @Test("A boolean choice for an offered topic is never orphaned")
    func booleanChoice() throws {
        #expect(try orphans(#"{"choices": {"gym": true, "digest": false}}"#, against: [("a.json", catalogA)]).isEmpty)
    }

    @Test("No warning when the slug is in any of several catalogs")
    func severalCatalogs() throws {
        let findings = try orphans(
            """
            {
              "choices": {
                "billing": true,
                "digest": { "email": true },
                "gym": { "sms": false }
              }
            }
            """, against: [("a.json", catalogA), ("b.json", catalogB)])
        #expect(findings.isEmpty)
    }

    @Test("With several catalogs, every orphan is reported once, in slug order")
    func severalOrphans() throws {
        let findings = try orphans(
            """
            {
              "choices": {
                "gym": { "sms": true, "fax": false, "email": true },
                "old-digest": true,
                "billing": { "push": false },
                "digest": false
              }
            }
            """, against: [("a.json", catalogA), ("b.json", catalogB)])
        #expect(
            findings.map(\.summary) == [
                "warning orphaned_choice choices.billing.push 5:5",
                "warning orphaned_choice choices.gym.email 3:5",
                "warning orphaned_choice choices.gym.fax 3:5",
                "warning orphaned_choice choices.old-digest 4:5",
            ])
    }

    @Test("Against one catalog, a channel only another catalog offers is orphaned")
    func oneCatalogOnly() throws {
        let findings = try orphans(#"{"choices": {"gym": {"sms": true}}}"#, against: [("a.json", catalogA)])
        #expect(findings.map(\.summary) == ["warning orphaned_choice choices.gym.sms 1:14"])
    }

    @Test("An empty state has no orphans")
    func emptyState() {
        let findings = OrphanCheck.orphanedChoices(
            in: .neverChose, file: "s.json", positions: [:], against: [("a.json", catalogA)])
        #expect(findings.isEmpty)
    }

    @Test("The path of an orphaned channel is quoted like any JSON path when it has to be")
    func quotedChannelPath() throws {
        let findings = try orphans(#"{"choices": {"gym": {"web push": true}}}"#, against: [("a.json", catalogA)])
        #expect(findings.map(\.jsonPath) == [#"choices.gym["web push"]"#])
    }
}
