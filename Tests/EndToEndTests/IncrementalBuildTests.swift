import Foundation
import Testing

/// An incremental build must equal a clean one, whatever was edited in between.
@Suite("Incremental builds")
struct IncrementalBuildTests {
    /// A deterministic random source, so a failing sequence can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", BuildCommandTests.catalog)
        try site.write("content/states/quiet.json", BuildCommandTests.state)
        try site.write("content/snippets/note.mdx", "<Note>Shared note.</Note>\n")
        try site.write(
            "content/docs.json",
            #"{ "name": "Inc", "navigation": { "groups": [ { "group": "G", "pages": ["index", "a", "b"] } ] } }"#)
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [A](/a#part) and [B](/b).\n")
        try site.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A.\n")
        try site.write(
            "content/docs/b.mdx",
            "---\ntitle: B\n---\nimport Note from '/snippets/note.mdx'\n\n<Note />\n\n<SettingsPreview catalog=\"catalogs/gym.json\" state=\"states/quiet.json\" />\n"
        )
        try site.write("content/docs/c.md", "---\ntitle: C (unlisted)\n---\n\nBack [home](/).\n")
        return site
    }

    /// The edits a writer makes between two builds.
    private func edit(_ site: TemporarySite, _ choice: Int, step: Int) throws {
        switch choice {
        case 0: try site.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A, edit \(step).\n")
        case 1: try site.write("content/docs/a.md", "---\ntitle: A \(step)\n---\n\n## Part\n\nRetitled.\n")
        case 2: try site.write("content/docs/c.md", "---\ntitle: C\n---\n\nEdit \(step) [A](/a).\n")
        case 3: try site.write("content/snippets/note.mdx", "<Note>Shared note, edit \(step).</Note>\n")
        case 4:
            try site.write(
                "content/catalogs/gym.json", BuildCommandTests.catalog.replacingOccurrences(of: "Test Gym", with: "Gym \(step)"))
        case 5:
            try site.write(
                "content/states/quiet.json", #"{ "subscriber": "u-\#(step)", "choices": { "gym": \#(step % 2 == 0) } }"#)
        case 6: try site.write("content/docs/new-\(step).md", "# New \(step)\n\nHello.\n")
        case 7:
            let docs = site.root.appendingPathComponent("content/docs")
            if let extra = try FileManager.default.contentsOfDirectory(atPath: docs.path).first(where: { $0.hasPrefix("new-") }) {
                try FileManager.default.removeItem(at: docs.appendingPathComponent(extra))
            }
        case 8:
            try site.write(
                "content/docs.json",
                #"{ "name": "Inc \#(step)", "navigation": { "groups": [ { "group": "G", "pages": ["index", "b", "a"] } ] } }"#)
        default: try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [A](/a#part), step \(step).\n")
        }
    }

    private func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test("random edit sequences: every incremental build equals a clean build", arguments: [1, 2, 3, 4])
    func randomEdits(seed: UInt64) throws {
        let site = try makeSite()
        var random = SplitMix(state: seed)
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        for step in 0..<10 {
            try edit(site, Int.random(in: 0...9, using: &random), step: step)
            let incremental = try PreflightProcess.run(["build"], in: site.root)
            #expect(incremental.status == 0, "\(incremental.stderr)")
            let clean = try PreflightProcess.run(["build", "--no-cache", "--output", "clean"], in: site.root)
            #expect(clean.status == 0, "\(clean.stderr)")
            let built = try tree(site.root.appendingPathComponent("_site"))
            let expected = try tree(site.root.appendingPathComponent("clean"))
            #expect(built.keys.sorted() == expected.keys.sorted(), "seed \(seed) step \(step)")
            for (path, data) in expected where built[path] != data {
                Issue.record("seed \(seed) step \(step): \(path) differs from a clean build")
            }
        }
    }

    @Test("an unchanged page is linked from the previous build, not written again")
    func unchangedPagesAreReused() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        func inode(_ path: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: site.root.appendingPathComponent(path).path)[.systemFileNumber]
                as? Int
        }
        let before = (
            b: try inode("_site/b.html"), a: try inode("_site/a.html"), preview: try inode("_site/previews/gym/index.html")
        )
        try edit(site, 0, step: 1)
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        #expect(try inode("_site/b.html") == before.b)
        #expect(try inode("_site/previews/gym/index.html") == before.preview)
        #expect(try inode("_site/a.html") != before.a)
        #expect(try site.read("_site/a.html").contains("edit 1"))
        #expect(site.exists(".preflight-cache"))
    }
}
