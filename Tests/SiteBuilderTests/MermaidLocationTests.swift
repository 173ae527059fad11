import Foundation
import Testing

@testable import SiteBuilder

@Suite("Mermaid's place kept between builds")
struct MermaidLocationTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("mermaid-place-\(UUID().uuidString)")
    private var memory: String { root.appendingPathComponent("cache").path }
    private var mermaid: String { root.appendingPathComponent("dist").path }
    private var python: String { root.appendingPathComponent("python3").path }
    private let environment = ["PATH": "/usr/bin", "HOME": "/home/writer"]

    private func makeFiles() throws {
        try FileManager.default.createDirectory(atPath: mermaid, withIntermediateDirectories: true)
        try Data("export * from './mermaid-1.js'".utf8).write(to: URL(fileURLWithPath: "\(mermaid)/index.js"))
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: python))
    }

    private func fingerprint(_ environment: [String: String]? = nil, workingFolder: String = "/work") -> String? {
        MermaidLocation.fingerprint(
            python: python, environment: environment ?? self.environment, workingFolder: workingFolder)
    }

    @Test("the place kept is recalled for the same fingerprint, and for no other")
    func recalledForItsFingerprint() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeFiles()
        let key = try #require(fingerprint())
        #expect(MermaidLocation.recalled(in: memory, fingerprint: key) == nil)
        MermaidLocation.remember(mermaid, searched: [], in: memory, fingerprint: key)
        #expect(MermaidLocation.recalled(in: memory, fingerprint: key) == mermaid)
        let other = try #require(fingerprint(workingFolder: "/elsewhere"))
        #expect(other != key)
        #expect(MermaidLocation.recalled(in: memory, fingerprint: other) == nil)
    }

    @Test("a Mermaid build replaced (nicegui upgraded in place) or removed is not recalled")
    func replacedOrRemovedBuildIsAskedAgain() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeFiles()
        let key = try #require(fingerprint())
        MermaidLocation.remember(mermaid, searched: [], in: memory, fingerprint: key)
        // An upgrade writes a new file in the old one's place.
        try Data("export * from './mermaid-2.js'".utf8).write(
            to: URL(fileURLWithPath: "\(mermaid)/index.js"), options: .atomic)
        #expect(MermaidLocation.recalled(in: memory, fingerprint: key) == nil)
        MermaidLocation.remember(mermaid, searched: [], in: memory, fingerprint: key)
        #expect(MermaidLocation.recalled(in: memory, fingerprint: key) == mermaid)
        try FileManager.default.removeItem(atPath: mermaid)
        #expect(MermaidLocation.recalled(in: memory, fingerprint: key) == nil)
    }

    @Test("a package installed or removed in a folder Python searched asks again; a folder that appears too")
    func searchedFolderChangedIsAskedAgain() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeFiles()
        let sitePackages = root.appendingPathComponent("site-packages").path
        let userSite = root.appendingPathComponent("user-site").path
        try FileManager.default.createDirectory(atPath: sitePackages, withIntermediateDirectories: true)
        let key = try #require(fingerprint())
        MermaidLocation.remember(mermaid, searched: [sitePackages, userSite], in: memory, fingerprint: key)
        #expect(MermaidLocation.recalled(in: memory, fingerprint: key) == mermaid)
        try FileManager.default.createDirectory(atPath: "\(sitePackages)/newer", withIntermediateDirectories: true)
        #expect(MermaidLocation.recalled(in: memory, fingerprint: key) == nil)
        MermaidLocation.remember(mermaid, searched: [sitePackages, userSite], in: memory, fingerprint: key)
        #expect(MermaidLocation.recalled(in: memory, fingerprint: key) == mermaid)
        // `pip install --user` makes the user's folder, searched before but missing.
        try FileManager.default.createDirectory(atPath: userSite, withIntermediateDirectories: true)
        #expect(MermaidLocation.recalled(in: memory, fingerprint: key) == nil)
    }

    @Test(
        "a version manager's choice of Python, in the working folder, a folder above it, or pyenv's global file, changes the fingerprint"
    )
    func fingerprintFollowsVersionFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeFiles()
        let project = root.appendingPathComponent("project/docs").path
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        let home = root.appendingPathComponent("home").path
        let environment = ["PATH": "/usr/bin", "HOME": home]
        var seen: Set<String> = [try #require(fingerprint(environment, workingFolder: project))]
        for file in ["project/.python-version", "project/docs/.tool-versions", "home/.pyenv/version"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("3.12\n".utf8).write(to: url)
            seen.insert(try #require(fingerprint(environment, workingFolder: project)))
        }
        #expect(seen.count == 4)
    }

    @Test("Python's answer: the folder, then the folders it searched, NUL-ended and kept whole, then END")
    func answers() {
        let full = Array("/py/nicegui \n/py/lib\0/a folder/with\nnewline \0END".utf8)
        #expect(
            MermaidLocation.Answer(full)
                == MermaidLocation.Answer(package: "/py/nicegui", searched: ["/py/lib", "/a folder/with\nnewline "]))
        // The list cut short (Python failed to make it), or an answer of the old kind: the folder alone.
        #expect(MermaidLocation.Answer(Array("/py/nicegui\n/py/lib\0/py/o".utf8))?.searched == nil)
        #expect(
            MermaidLocation.Answer(Array("/py/nicegui\n".utf8)) == MermaidLocation.Answer(package: "/py/nicegui", searched: nil))
        #expect(MermaidLocation.Answer(Array("/py/nicegui".utf8))?.package == "/py/nicegui")
        #expect(MermaidLocation.Answer(Array("/py/nicegui\nEND".utf8))?.searched == [])
        #expect(MermaidLocation.Answer([]) == nil)
        #expect(MermaidLocation.Answer(Array("\n/py/lib\0END".utf8)) == nil)
    }

    @Test("a folder without Mermaid's index is not kept")
    func nothingKeptWithoutAnIndex() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeFiles()
        let key = try #require(fingerprint())
        MermaidLocation.remember(root.path, searched: [], in: memory, fingerprint: key)
        #expect(!FileManager.default.fileExists(atPath: "\(memory)/\(MermaidLocation.fileName)"))
    }

    @Test("each variable Python's module search reads, set, changed or unset, changes the fingerprint")
    func fingerprintFollowsTheVariables() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeFiles()
        var seen: Set<String> = [try #require(fingerprint())]
        for name in MermaidLocation.variables {
            for value in ["", "/opt/\(name.lowercased())"] {
                var changed = environment
                changed[name] = value
                seen.insert(try #require(fingerprint(changed)))
            }
            var unset = environment
            unset[name] = nil
            seen.insert(try #require(fingerprint(unset)))
        }
        // PATH and HOME are set in the base: each of them unset, set empty, or set anew;
        // every other variable set empty or set (its unset being the base).
        #expect(seen.count == 1 + 3 * 2 + 2 * (MermaidLocation.variables.count - 2))
        // A variable Python does not read changes nothing.
        var unrelated = environment
        unrelated["EDITOR"] = "vi"
        #expect(fingerprint(unrelated) == fingerprint())
    }

    @Test("another python3 file in the same place changes the fingerprint; none gives none")
    func fingerprintFollowsThePythonFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeFiles()
        let before = try #require(fingerprint())
        try Data("#!/bin/sh\n# another Python\n".utf8).write(to: URL(fileURLWithPath: python), options: .atomic)
        let after = try #require(fingerprint())
        #expect(after != before)
        try FileManager.default.removeItem(atPath: python)
        #expect(fingerprint() == nil)
    }
}
