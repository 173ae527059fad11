import Testing

@testable import SiteBuilder

@Suite("Preview names of catalogs and states")
struct PreviewNamesTests {
    @Test("a file at the top keeps its name; a nested one joins its folders with a dash")
    func ids() {
        #expect(PreviewNames.id(of: "catalogs/pulse-fitness.json", under: "catalogs") == "pulse-fitness")
        #expect(PreviewNames.id(of: "catalogs/a/x.json", under: "catalogs") == "a-x")
        #expect(PreviewNames.id(of: "catalogs/a/b/x.json", under: "catalogs") == "a-b-x")
        #expect(PreviewNames.id(of: "states/eu/ana.json", under: "states") == "eu-ana")
        // A screen the docs draw from elsewhere is named by its file alone, as before.
        #expect(PreviewNames.id(of: "examples/deep/late.json", under: "states") == "late")
        // Only a whole folder name is cut, and only the `.json` ending; names keep their bytes.
        #expect(PreviewNames.id(of: "statesx/ana.json", under: "states") == "ana")
        #expect(PreviewNames.id(of: "states/notes.json.bak", under: "states") == "notes.json.bak")
        #expect(PreviewNames.id(of: "states/é/ça.json", under: "states") == "é-ça")
        #expect(PreviewNames.id(of: "alone.json", under: "states") == "alone")
    }
}
