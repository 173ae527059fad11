import Foundation
import HTMLQuery
import Testing

/// What the shipped docs say about the shipped content, checked against the content itself:
/// the walkthrough of the settings screen against the preview's hooks, and the index's content
/// tree against the folder.
@Suite("The shipped docs tell the truth about the shipped content")
struct ShippedDocsFactsTests {
    private func preview(_ arguments: [String]) throws -> HTMLPage {
        let outcome = try PreflightProcess.run(["preview"] + arguments + ["--output", "-"], in: TemporarySite.packageRoot)
        #expect(outcome.status == 0)
        return HTMLPage(outcome.stdout)
    }

    @Test("settings-screen.mdx's walkthrough of Pulse Fitness is what the preview shows")
    func walkthrough() throws {
        let page = try preview(["content/catalogs/pulse-fitness.json"])
        let screen = try #require(page.screen)
        // Training, Progress, a section without a header, then Marketing.
        let sections = screen.all("data-section")
        #expect(sections.map { $0["data-category"] } == ["Training", "Progress", nil, "Marketing"])
        #expect(screen.sectionHeaders == ["Training", "Progress", "Marketing"])
        // "Messages from your coach" sits under Training.
        #expect(sections[0].screenRow("coach-messages")?.rowTitle == "Messages from your coach")
        // "Class changes" is push only, so a switch for push.
        let classChanges = try #require(screen.screenRow("class-changes"))
        #expect(classChanges["data-row"] == "toggle")
        #expect(classChanges.all("data-channel").map { $0["data-channel"] } == ["push"])
        // "Personal records" has no footnote.
        #expect(screen.screenRow("personal-records")?.first("data-footnote") == nil)
        #expect(screen.screenRow("gym-reminders")?.first("data-footnote") != nil)

        let chosen = try preview(["content/catalogs/pulse-fitness.json", "--state", "content/states/marketing-off.json"])
        let after = try #require(chosen.screen)
        // "Offers and promotions" now reads "Off", and every channel is off.
        let offers = try #require(after.screenRow("offers"))
        #expect(offers.first("data-summary")?.normalizedText == "Off")
        #expect(offers.all("data-channel").allSatisfy { $0["aria-checked"] == "false" })
        // "Partner news" looks the same as before.
        let partnerBefore = screen.screenRow("partner-news")?.all("data-channel").map { $0["aria-checked"] }
        let partnerAfter = after.screenRow("partner-news")?.all("data-channel").map { $0["aria-checked"] }
        #expect(partnerBefore != nil && partnerBefore == partnerAfter)
    }

    @Test("index.md's content tree lists exactly the files of the content folder")
    func contentTree() throws {
        let root = TemporarySite.packageRoot.appendingPathComponent("content")
        let index = try String(contentsOf: root.appendingPathComponent("docs/index.md"), encoding: .utf8)
        // The tree's files, with the folders they sit in.
        var folders: [String] = []
        var listed: Set<String> = []
        for line in index.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("<Tree.Folder name=\""), let name = text.split(separator: "\"").dropFirst().first {
                folders.append(String(name))
            } else if text == "</Tree.Folder>" {
                folders.removeLast()
            } else if text.hasPrefix("<Tree.File name=\""), let name = text.split(separator: "\"").dropFirst().first {
                listed.insert((folders.dropFirst() + [String(name)]).joined(separator: "/"))
            }
        }
        var present: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                present.insert(path)
            }
        }
        #expect(listed.subtracting(present).sorted() == [], "in the tree, not in content/")
        #expect(present.subtracting(listed).sorted() == [], "in content/, not in the tree")
    }
}
