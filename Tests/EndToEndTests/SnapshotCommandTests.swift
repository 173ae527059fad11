import Foundation
import Testing

/// `preflight snapshot`, end to end, through the machine's headless Chromium when it has one.
@Suite("preflight snapshot, end to end")
struct SnapshotCommandTests {
    /// Whether a browser is installed; the screenshot tests need one, the others not.
    static let hasBrowser = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"].contains { name in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    private func site() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("c.json", BuildCommandTests.catalog)
        try site.write("states/quiet.json", BuildCommandTests.state)
        try site.write("states/b-loud.json", #"{ "subscriber": "u-2", "choices": { "gym": true } }"#)
        try site.write("states/notes.txt", "not a state")
        return site
    }

    /// A PNG's (width, height), read from its IHDR chunk.
    private func pixelSize(_ url: URL) throws -> [Int] {
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        return [16, 20].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    }

    private func files(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test(
        "a list per flag makes a matrix: one PNG per combination, named and sized by device and scale",
        .enabled(if: hasBrowser))
    func matrix() throws {
        let site = try site()
        let outcome = try PreflightProcess.run(
            [
                "snapshot", "c.json", "--states", "states", "--look", "ios18,ios26", "--width", "375,402x874",
                "--text-size", "ax3", "--rows", "custom", "--scale", "1", "--output", "shots",
            ],
            in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(!outcome.stderr.contains("Snapshots…"), "no progress when standard error is not a terminal")
        let shots = site.root.appendingPathComponent("shots")
        var expected: [String] = []
        for state in ["b-loud", "quiet"] {
            for look in ["ios18", "ios26"] {
                for width in ["375x667", "402"] { expected.append("c--\(state)--\(look)-light-AX3-\(width)-custom.png") }
            }
        }
        #expect(try files(shots) == expected.sorted())
        #expect(try pixelSize(shots.appendingPathComponent("c--quiet--ios26-light-AX3-375x667-custom.png")) == [375, 667])
        #expect(try pixelSize(shots.appendingPathComponent("c--b-loud--ios18-light-AX3-402-custom.png")) == [402, 874])
    }

    @Test("by default: the catalog alone, iOS 18, light, Large, 393 points at 3x (1179 x 2556)", .enabled(if: hasBrowser))
    func defaults() throws {
        let site = try site()
        let outcome = try PreflightProcess.run(["snapshot", "c.json", "--output", "out/shots"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let shots = site.root.appendingPathComponent("out/shots")
        #expect(try files(shots) == ["c--never-chose--ios18-light-large-393.png"])
        #expect(try pixelSize(shots.appendingPathComponent("c--never-chose--ios18-light-large-393.png")) == [1179, 2556])
    }

    @Test("the same inputs give the same pixels; another theme gives others", .enabled(if: hasBrowser))
    func deterministic() throws {
        let site = try site()
        let arguments = ["snapshot", "c.json", "--state", "states/quiet.json", "--theme", "light,dark", "--scale", "1"]
        #expect(try PreflightProcess.run(arguments + ["--output", "one"], in: site.root).status == 0)
        #expect(try PreflightProcess.run(arguments + ["--output", "two"], in: site.root).status == 0)
        let names = ["c--quiet--ios18-dark-large-393.png", "c--quiet--ios18-light-large-393.png"]
        #expect(try files(site.root.appendingPathComponent("one")) == names)
        let read = { (folder: String, name: String) in try Data(contentsOf: site.root.appendingPathComponent("\(folder)/\(name)"))
        }
        for name in names { #expect(try read("one", name) == read("two", name), "\(name)") }
        #expect(try read("one", names[0]) != read("one", names[1]))
    }

    @Test("without a browser: browser_not_found with the install command, and nothing written")
    func noBrowser() throws {
        let site = try site()
        let outcome = try PreflightProcess.run(
            ["snapshot", "c.json", "--output", "shots"], in: site.root, environment: ["PATH": "/nonexistent", "CHROMIUM_BIN": ""])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("chromium: error[browser_not_found]: No Chromium or Chrome was found on PATH"))
        #expect(outcome.stderr.contains("apt-get install chromium"))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("shots").path))
    }

    @Test(
        "a bad flag value is a usage error naming the values the flag takes",
        arguments: [
            (["--look", "ios18,ios17"], "The value 'ios17' is invalid for '--look <looks>'"),
            (["--theme", "sepia"], "The value 'sepia' is invalid for '--theme <themes>'"),
            (["--text-size", "large,huge"], "The value 'huge' is invalid for '--text-size <sizes>'"),
            (["--width", "393,400"], "The value '400' is invalid for '--width <pts>'"),
            (["--rows", "fancy"], "The value 'fancy' is invalid for '--rows <rows>'"),
            (["--scale", "4"], "The value '4' is invalid for '--scale <n>'"),
            (["--state", "states/quiet.json", "--states", "states"], "Give --state FILE or --states DIR, not both"),
        ])
    func badValues(arguments: [String], message: String) throws {
        let site = try site()
        let outcome = try PreflightProcess.run(["snapshot", "c.json", "--output", "shots"] + arguments, in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("Error: \(message)"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Usage: preflight snapshot <catalog>"))
    }

    @Test("--output is required, and a states folder must hold states")
    func missingInputs() throws {
        let site = try site()
        let noOutput = try PreflightProcess.run(["snapshot", "c.json"], in: site.root)
        #expect(noOutput.status == 2)
        #expect(noOutput.stderr.contains("'--output <dir>'"))
        try FileManager.default.createDirectory(
            at: site.root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let environment = ["CHROMIUM_BIN": "/bin/true"]  // found, never reached
        let empty = try PreflightProcess.run(
            ["snapshot", "c.json", "--states", "empty", "--output", "shots"], in: site.root, environment: environment)
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("empty: error[file_not_found]: The folder holds no .json state"))
        let missing = try PreflightProcess.run(
            ["snapshot", "c.json", "--states", "nowhere", "--output", "shots"], in: site.root, environment: environment)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nowhere: error[file_not_found]"))
    }

    @Test("a bad catalog is reported with its position, before any browser runs")
    func badCatalog() throws {
        let site = try site()
        try site.write(
            "bad.json", #"{ "topics": [ { "slug": "Bad Slug", "name": "x", "channels": { "push": { "default": true } } } ] }"#)
        let outcome = try PreflightProcess.run(
            ["snapshot", "bad.json", "--output", "shots"], in: site.root, environment: ["CHROMIUM_BIN": "/bin/true"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("bad.json:1:"))
        #expect(outcome.stderr.contains("error[invalid_slug]"))
    }

    @Test("a browser that dies without a screenshot is given a second chance, which makes it", .enabled(if: hasBrowser))
    func secondChance() throws {
        let site = try site()
        let browser = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"].lazy.compactMap { name in
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }.first {
                FileManager.default.isExecutableFile(atPath: $0)
            }
        }.first!
        // Fails its first run, as a browser killed at its deadline does; runs the real one after.
        let flaky = try site.write(
            "flaky-browser", "#!/bin/sh\nif [ ! -e first-run ]; then : > first-run; exit 1; fi\nexec '\(browser)' \"$@\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: flaky.path)
        let outcome = try PreflightProcess.run(
            ["snapshot", "c.json", "--width", "375", "--scale", "1", "--output", "shots"], in: site.root,
            environment: ["CHROMIUM_BIN": flaky.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(site.exists("first-run"), "the first run failed")
        #expect(
            try pixelSize(site.root.appendingPathComponent("shots/c--never-chose--ios18-light-large-375x667.png")) == [375, 667])
    }

    @Test("a browser that writes no screenshot is snapshot_failed, naming the file it was for")
    func browserFails() throws {
        let site = try site()
        let outcome = try PreflightProcess.run(
            ["snapshot", "c.json", "--output", "shots"], in: site.root, environment: ["CHROMIUM_BIN": "/bin/true"])
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr.contains(
                "c--never-chose--ios18-light-large-393.png: error[snapshot_failed]: /bin/true exited 0 and wrote no PNG; expected a 1179 x 2556 PNG."
            ), "\(outcome.stderr)")
        #expect(try files(site.root.appendingPathComponent("shots")).isEmpty)
    }
}
