import Foundation
import Testing

/// llms.txt lists each page's title, description and link: an edit that changes none of them
/// keeps the file as the output holds it, and one that does makes it again, as a clean build.
@Suite("llms.txt kept")
struct LlmsTextKeepingTests {
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.writeDocsConfig(name: "Kept", pages: ["a", "b", "c"])
        for key in ["a", "b", "c"] { try write(site, key, title: "Title \(key)", body: "First text of \(key).") }
        return site
    }

    private func write(_ site: TemporarySite, _ key: String, title: String, description: String? = nil, body: String) throws {
        let front = description.map { "description: \($0)\n" } ?? ""
        try site.write("content/docs/\(key).md", "---\ntitle: \(title)\n\(front)---\n\n\(body)\n")
    }

    private func build(_ site: TemporarySite) throws {
        let run = try PreflightProcess.run(["build"], in: site.root)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test("a body edit keeps llms.txt; a new title, description (added or changed), hidden page or docs.json makes it again")
    func keptUnlessListed() throws {
        let site = try makeSite()
        try build(site)
        var listed = try site.inode("_site/llms.txt")

        try write(site, "b", title: "Title b", body: "Second text of b.")
        try build(site)
        #expect(try site.inode("_site/llms.txt") == listed, "a body edit")
        #expect(try site.differencesFromCleanBuild().isEmpty, "a body edit")

        let edits: [(String, () throws -> Void)] = [
            ("a title", { try write(site, "b", title: "Retitled b", body: "Second text of b.") }),
            (
                "a description",
                { try write(site, "b", title: "Retitled b", description: "Now described.", body: "Second text of b.") }
            ),
            (
                "another description",
                { try write(site, "b", title: "Retitled b", description: "Described again.", body: "Second text of b.") }
            ),
            ("a hidden page", { try site.write("content/docs/c.md", "---\ntitle: Title c\nhidden: true\n---\n\nText.\n") }),
            ("docs.json", { try site.writeDocsConfig(name: "Kept", group: "Renamed", pages: ["a", "b", "c"]) }),
        ]
        for (what, edit) in edits {
            try edit()
            try build(site)
            #expect(try site.inode("_site/llms.txt") != listed, "\(what)")
            #expect(try site.differencesFromCleanBuild().isEmpty, "\(what)")
            listed = try site.inode("_site/llms.txt")
        }
        #expect(try site.read("_site/llms.txt").contains("Renamed"))
        #expect(try !site.read("_site/llms.txt").contains("Title c"))
    }
}
