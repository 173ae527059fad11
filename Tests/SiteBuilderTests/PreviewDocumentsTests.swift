import Locking
import PreferenceModel
import Testing

@testable import SiteBuilder

@Suite("Catalogs and states read once per build")
struct PreviewDocumentsTests {
    private struct Unreadable: Error {}

    @Test("A file is loaded once per kind; a failed load is tried again by the next page")
    func loadsOncePerFileAndKind() throws {
        let documents = PreviewDocuments()
        let loads = Locked(0)
        let catalog = PreferenceLoader.load(Array(#"{"topics": []}"#.utf8), file: "c.json", expecting: .screen).document!
        func load() -> PreferenceDocument {
            loads.withLock { $0 += 1 }
            return catalog
        }
        for _ in 0..<3 { #expect(try documents.document("c.json", kind: .screen, load: load) == catalog) }
        #expect(loads.withLock { $0 } == 1)
        _ = try documents.document("c.json", kind: .catalog, load: load)
        #expect(loads.withLock { $0 } == 2)

        var failures = 0
        for _ in 0..<2 {
            #expect(throws: Unreadable.self) {
                try documents.document("broken.json", kind: .screen) {
                    failures += 1
                    throw Unreadable()
                }
            }
        }
        #expect(failures == 2)
    }
}
