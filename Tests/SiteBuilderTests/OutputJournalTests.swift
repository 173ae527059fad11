import ChildProcess
import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Output journal")
struct OutputJournalTests {
    @Test("A journal's text reads back as the journal, whatever its paths hold: backslashes, line breaks, \\r\\n")
    func textRoundTrip() {
        let paths = ["a.html", "back\\slash.html", "line\nbreak.html", "crlf\r\nname.html", "\\n", "\\\\", "é/漢.html"]
        let journal = OutputJournal(staging: ".site.building-1", deletions: paths, renames: paths.reversed())
        #expect(OutputJournal(text: journal.text) == journal)
        // Each path on its own line: no line break is left unescaped.
        #expect(journal.text.split(separator: "\n", omittingEmptySubsequences: false).count == 2 * paths.count + 3)
    }

    @Test("A staged file's flat name escapes `%` and `/` as Foundation's replacing did, and keeps a long path as it is")
    func stagedNames() {
        func foundation(_ path: String) -> String {
            guard path.contains("/") || path.contains("%") else { return path }
            let flat = path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
            return flat.utf8.count <= 200 ? flat : path
        }
        var random = SplitMix(seed: 5)
        let parts = ["a", "/", "%", "%2F", "é", "page-1.html", "漢字", "%25"]
        var paths = ["", "index.html", String(repeating: "a/", count: 60) + "x.html", String(repeating: "b", count: 199) + "/"]
        for _ in 0..<2000 {
            paths.append((0..<Int(random.next() % 8)).map { _ in parts[Int(random.next() % UInt64(parts.count))] }.joined())
        }
        for path in paths {
            #expect(OutputJournal.stagedName(path) == foundation(path), "\(path)")
        }
    }

    /// A parent folder holding an output folder `site` and a staging folder beside it.
    private struct Scratch {
        let root: String
        var site: String { "\(root)/site" }
        /// The staging folder of a build whose process has ended, as a crash leaves it.
        let stagingName: String
        var staging: String { "\(root)/\(stagingName)" }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-journal-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: "\(root)/site", withIntermediateDirectories: true)
            let ended = try ChildProcess("/bin/true")
            _ = ended.wait()
            stagingName = ".site.building-\(ended.pid)"
        }

        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: "\(root)/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func read(_ path: String) -> String? {
            FileManager.default.contents(atPath: "\(root)/\(path)").map { String(decoding: $0, as: UTF8.self) }
        }

        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: "\(root)/\(path)") }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test("the text form reads back as the same journal, whatever the file names hold")
    func roundTrip() {
        let journal = OutputJournal(
            staging: ".site.building-7", deletions: ["old.html", "odd\nname\\.html"], renames: ["a/b.html", "ü.html"])
        #expect(OutputJournal(text: journal.text) == journal)
        #expect(journal.text.hasSuffix("\nend\n"))
    }

    @Test("a journal without its end mark, or with a line it does not know, is not a journal", arguments: [0, 1, 5, 20])
    func incompleteText(cut: Int) {
        let text = OutputJournal(staging: ".site.building-7", deletions: ["old.html"], renames: ["a.html", "b.html"]).text
        let shortened = String(text.dropLast(cut == 0 ? 1 : cut))
        #expect(OutputJournal(text: shortened) == nil)
        #expect(OutputJournal(text: "S .x\nX what\nend\n") == nil)
    }

    @Test("a commit moves the staged files in, deletes what the site lost, and removes itself and the staging folder")
    func commit() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("site/a.html", "old a")
        try scratch.write("site/gone/page.html", "gone")
        try scratch.write("site/kept.html", "kept")
        try scratch.write("\(scratch.stagingName)/a.html", "new a")
        try scratch.write("\(scratch.stagingName)/new/deep/page.html", "new page")
        let journal = OutputJournal(
            staging: scratch.stagingName, deletions: ["gone/page.html"], renames: ["a.html", "new/deep/page.html"])
        #expect(journal.commit(into: scratch.site))
        #expect(scratch.read("site/a.html") == "new a")
        #expect(scratch.read("site/new/deep/page.html") == "new page")
        #expect(scratch.read("site/kept.html") == "kept")
        #expect(!scratch.exists("site/gone"))
        #expect(!scratch.exists("site/\(OutputJournal.fileName)"))
        #expect(!scratch.exists(scratch.stagingName))
    }

    @Test("many renames, staged flat, in spread folders or as in the output, are all made")
    func manyRenames() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let salt = OutputJournal.spreadSalt(staging: scratch.stagingName)
        var renames: [String] = []
        for index in 0..<200 {
            let path = "folder-\(index % 7)/page-\(index).html"
            renames.append(path)
            try scratch.write("site/\(path)", "old \(index)")
            let staged =
                switch index % 3 {
                case 0: OutputJournal.stagedName(path)
                case 1: OutputJournal.spreadName(path, salt: salt)
                default: path
                }
            try scratch.write("\(scratch.stagingName)/\(staged)", "new \(index)")
        }
        renames.append("new-folder/page.html")
        try scratch.write(
            "\(scratch.stagingName)/\(OutputJournal.spreadName("new-folder/page.html", salt: salt))", "new page")
        let journal = OutputJournal(staging: scratch.stagingName, deletions: [], renames: renames)
        #expect(journal.commit(into: scratch.site))
        for (index, path) in renames.dropLast().enumerated() {
            #expect(scratch.read("site/\(path)") == "new \(index)", "\(path)")
        }
        #expect(scratch.read("site/new-folder/page.html") == "new page")
        #expect(!scratch.exists(scratch.stagingName))
    }

    @Test("a commit told where each file is staged moves it from there, from wherever it is when told wrong; no file stays open")
    func renamesWhereStaged() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let salt = OutputJournal.spreadSalt(staging: scratch.stagingName)
        var renames: [String] = []
        var told: [String: String] = [:]
        for index in 0..<(OutputJournal.renamesFreedHere * 3) {
            let path = "folder-\(index % 5)/page-\(index).html"
            renames.append(path)
            if index % 4 != 3 { try scratch.write("site/\(path)", "old \(index)") }
            let staged = index % 2 == 0 ? OutputJournal.stagedName(path) : OutputJournal.spreadName(path, salt: salt)
            try scratch.write("\(scratch.stagingName)/\(staged)", "new \(index)")
            // Told right, told the other name, or not told.
            told[path] =
                switch index % 3 {
                case 0: staged
                case 1: index % 2 == 0 ? OutputJournal.spreadName(path, salt: salt) : OutputJournal.stagedName(path)
                default: nil
                }
        }
        renames.append("new-folder/page.html")
        try scratch.write("\(scratch.stagingName)/new-folder%2Fpage.html", "new page")
        told["new-folder/page.html"] = "new-folder%2Fpage.html"
        let journal = OutputJournal(staging: scratch.stagingName, deletions: [], renames: renames)
        #expect(journal.commit(into: scratch.site, staged: { told[$0] }))
        for (index, path) in renames.dropLast().enumerated() {
            #expect(scratch.read("site/\(path)") == "new \(index)", "\(path)")
        }
        #expect(scratch.read("site/new-folder/page.html") == "new page")
        #expect(!scratch.exists(scratch.stagingName))
        #expect(ReplacedFilesTests.held(under: scratch.root).isEmpty)
    }

    @Test("a file staged under two names is moved from the one its build names")
    func stagedNameTold() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let salt = OutputJournal.spreadSalt(staging: scratch.stagingName)
        let path = "folder/page.html"
        try scratch.write("site/\(path)", "old")
        // Looked for without a name, the flat one is found first.
        try scratch.write("\(scratch.stagingName)/\(OutputJournal.stagedName(path))", "flat")
        try scratch.write("\(scratch.stagingName)/\(OutputJournal.spreadName(path, salt: salt))", "spread")
        let journal = OutputJournal(staging: scratch.stagingName, deletions: [], renames: [path])
        #expect(journal.commit(into: scratch.site, staged: { _ in OutputJournal.spreadName(path, salt: salt) }))
        #expect(scratch.read("site/\(path)") == "spread")
    }

    @Test("a spread name is its flat name in one of a few folders named for the build, the same in every process")
    func spreadNames() {
        #expect(OutputJournal.spreadSalt(staging: ".site.building-4711") == "4711")
        #expect(OutputJournal.spreadName("a/b.html", salt: "1") == OutputJournal.spreadName("a/b.html", salt: "1"))
        #expect(OutputJournal.spreadName("a/b.html", salt: "1") != OutputJournal.spreadName("a/b.html", salt: "2"))
        #expect(OutputJournal.spreadName("a/b.html", salt: "1").hasSuffix("/" + OutputJournal.stagedName("a/b.html")))
        let folders = Set(
            (0..<1000).map { OutputJournal.spreadName("section/page-\($0).html", salt: "7").split(separator: "/")[0] })
        #expect(folders.count == OutputJournal.spreadFolders)
        #expect(folders.allSatisfy { $0.hasPrefix(OutputJournal.spreadPrefix) && $0.hasSuffix("-7") })
        // FNV-1a of the path, fixed here: a journal left by one build is finished by another.
        #expect(OutputJournal.spreadName("index.html", salt: "7") == ".spread-34-7/index.html")
    }

    @Test("a file may become a folder and a folder a file in one commit")
    func fileBecomesFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("site/x", "a file")
        try scratch.write("site/y/inner.html", "in a folder")
        try scratch.write("\(scratch.stagingName)/x/inner.html", "now in a folder")
        try scratch.write("\(scratch.stagingName)/y", "now a file")
        let journal = OutputJournal(staging: scratch.stagingName, deletions: ["x", "y"], renames: ["x/inner.html", "y"])
        #expect(journal.commit(into: scratch.site))
        #expect(scratch.read("site/x/inner.html") == "now in a folder")
        #expect(scratch.read("site/y") == "now a file")
    }

    @Test("a complete journal found by the next build is finished, renames already made skipped")
    func recoverComplete() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // As a commit stopped after its first rename leaves it.
        try scratch.write("site/a.html", "new a")
        try scratch.write("site/b.html", "old b")
        try scratch.write("site/gone.html", "gone")
        try scratch.write("\(scratch.stagingName)/b.html", "new b")
        let journal = OutputJournal(staging: scratch.stagingName, deletions: ["gone.html"], renames: ["a.html", "b.html"])
        try scratch.write("site/\(OutputJournal.fileName)", journal.text)
        #expect(OutputJournal.recover(target: scratch.site))
        #expect(scratch.read("site/a.html") == "new a")
        #expect(scratch.read("site/b.html") == "new b")
        #expect(!scratch.exists("site/gone.html"))
        #expect(!scratch.exists("site/\(OutputJournal.fileName)"))
        #expect(!scratch.exists(scratch.stagingName))
        #expect(!OutputJournal.recover(target: scratch.site))
    }

    @Test("a journal cut short is dropped with its staging folder, and the site stays as it was")
    func recoverIncomplete() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("site/a.html", "old a")
        try scratch.write("site/gone.html", "still here")
        try scratch.write("\(scratch.stagingName)/a.html", "new a")
        let text = OutputJournal(staging: scratch.stagingName, deletions: ["gone.html"], renames: ["a.html"]).text
        try scratch.write("site/\(OutputJournal.fileName)", String(text.dropLast(5)))
        #expect(OutputJournal.recover(target: scratch.site))
        #expect(scratch.read("site/a.html") == "old a")
        #expect(scratch.read("site/gone.html") == "still here")
        #expect(!scratch.exists("site/\(OutputJournal.fileName)"))
        #expect(!scratch.exists(scratch.stagingName))
    }

    @Test("a journal of a build still running elsewhere is left to that build")
    func runningBuildsJournal() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let running = ".site.building-\(getppid())"
        try scratch.write("site/a.html", "old a")
        try scratch.write("\(running)/a.html", "new a")
        let text = OutputJournal(staging: running, deletions: [], renames: ["a.html"]).text
        try scratch.write("site/\(OutputJournal.fileName)", text)
        #expect(!OutputJournal.recover(target: scratch.site))
        #expect(scratch.read("site/a.html") == "old a")
        #expect(scratch.read("\(running)/a.html") == "new a")
        #expect(scratch.exists("site/\(OutputJournal.fileName)"))
    }

    @Test("a journal cut short never removes a folder that is not a staging folder of the output")
    func recoverIncompleteElsewhere() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("notes/keep.txt", "mine")
        try scratch.write("site/\(OutputJournal.fileName)", "S notes\nR a.html\n")
        #expect(OutputJournal.recover(target: scratch.site))
        #expect(scratch.read("notes/keep.txt") == "mine")
    }
}

extension OutputJournalTests {
    @Test(
        "a journal naming paths outside the output, or another folder as staging, is refused",
        arguments: [
            "S .site.building-1\nR ../escape.html\nend\n", "S .site.building-1\nD /etc/passwd\nend\n",
            "S ../x.building-1\nR a.html\nend\n", "S .site.building-1\nD a/./b\nend\n",
        ])
    func outsidePaths(text: String) {
        #expect(OutputJournal(text: text) == nil)
    }
}
