import CatalogReview
import Foundation
import PreferenceModel
import Testing

@Suite("Nothing to report")
struct NoChangeTests {
    static let catalogJSON = """
        {
          "workspace": "Pulse Fitness",
          "channels": ["push", "email"],
          "topics": [
            { "slug": "gym", "name": "Gym reminders", "description": "An hour before.", "category": "Training",
              "channels": { "push": { "default": true, "dailyCap": 3 }, "email": { "default": false } } },
            { "slug": "digest", "name": "Weekly digest", "category": null,
              "channels": { "email": { "default": true }, "push": { "default": false } } }
          ]
        }
        """

    /// The same catalog with every object's keys in another order and other whitespace.
    static let reshuffledJSON = """
        {"topics":[{"channels":{"email":{"default":false},"push":{"dailyCap":3,"default":true}},"category":"Training",
        "description":"An hour before.","name":"Gym reminders","slug":"gym"},
        {"channels":{"push":{"default":false},"email":{"default":true}},"name":"Weekly digest","slug":"digest"}],
        "channels":["push","email"],"workspace":"Pulse Fitness"}
        """

    private func load(_ json: String) throws -> Catalog {
        try PreferenceLoader.catalog(Array(json.utf8), file: "test.json")
    }

    @Test("identical catalogs have no changes")
    func identical() throws {
        let catalog = try load(Self.catalogJSON)
        let report = review(catalog, catalog, states: [state(["gym": .all(false)])])
        #expect(report.entries.isEmpty)
        #expect(report.impact?.affected == 0)
        #expect(report.diff.sentence == "No changes.")
    }

    @Test("catalogs that differ only in key order and whitespace have no changes")
    func keyOrderAndWhitespace() throws {
        #expect(changes(try load(Self.catalogJSON), try load(Self.reshuffledJSON)).isEmpty)
    }

    @Test("the workspace name is not on the screen")
    func workspace() throws {
        var renamed = try load(Self.catalogJSON)
        renamed.workspace = "Pulse"
        #expect(changes(try load(Self.catalogJSON), renamed).isEmpty)
    }
}
