import Foundation
import Testing

/// A preview page is made from what every preview shares (templates, site name, docs.json)
/// and its own catalog and state: an edited state makes its own previews and the pages that
/// list every state again, and keeps the others unmade.
///
/// A page made again and found equal is left in place as well, so the test tells "kept
/// unmade" by a mark written by hand into another state's preview: a page kept unmade keeps
/// it, a page made again loses it. Every other file must equal a clean build's.
@Suite("Previews kept by their own inputs")
struct PreviewKeepingTests {
    private static let mark = "<!-- written by hand -->"

    private func state(label: String) -> String {
        #"{ "subscriber": "u-\#(label.lowercased())", "label": "\#(label)", "choices": { "gym": false } }"#
    }

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", BuildCommandTests.catalog)
        try site.write("content/states/a.json", state(label: "Alpha"))
        try site.write("content/states/b.json", state(label: "Bravo"))
        try site.write("content/states/c.json", state(label: "Charlie"))
        return site
    }

    private func build(_ site: TemporarySite) throws {
        let run = try PreflightProcess.run(["build"], in: site.root)
        #expect(run.status == 0, "\(run.stderr)")
    }

    private func markByHand(_ site: TemporarySite, _ path: String) throws {
        try site.write(path, try site.read(path) + Self.mark)
    }

    /// Whether the page at `path` still has the mark; the rest of the output must be a clean
    /// build's, and the marked page too once the mark is taken off.
    private func isKept(_ site: TemporarySite, _ path: String, _ context: String) throws -> Bool {
        let text = try site.read(path)
        let isMarked = text.hasSuffix(Self.mark)
        if isMarked { try site.write(path, String(text.dropLast(Self.mark.count))) }
        #expect(try site.differencesFromCleanBuild().isEmpty, "\(context)")
        if isMarked { try markByHand(site, path) }
        return isMarked
    }

    @Test(
        "an edited, added or removed state keeps the other states' previews unmade; a catalog or the site name makes them again")
    func keptByTheirOwnInputs() throws {
        let site = try makeSite()
        try build(site)
        let other = "_site/previews/gym/a.html"
        try markByHand(site, other)

        try site.write("content/states/b.json", state(label: "Hushed"))
        try build(site)
        #expect(try site.read("_site/previews/gym/b.html").contains("Hushed"))
        #expect(try site.read("_site/previews/index.html").contains("Hushed"))
        #expect(try isKept(site, other, "a state edited"), "another state's edit made this preview again")

        try site.write("content/states/d.json", state(label: "Delta"))
        try build(site)
        #expect(site.exists("_site/previews/gym/d.html"))
        #expect(try isKept(site, other, "a state added"))

        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/states/b.json"))
        try build(site)
        #expect(!site.exists("_site/previews/gym/b.html"))
        #expect(try isKept(site, other, "a state removed"))

        // What every preview wears: each one is made again.
        try site.write(
            "content/catalogs/gym.json", BuildCommandTests.catalog.replacingOccurrences(of: "Test Gym", with: "Other Gym"))
        try build(site)
        #expect(try !isKept(site, other, "the catalog edited"), "a catalog's edit kept its previews")
        try markByHand(site, other)

        try site.write(
            "content/docs.json", #"{ "name": "Named", "navigation": { "groups": [ { "group": "G", "pages": ["index"] } ] } }"#)
        try site.write("content/docs/index.md", "# Home\n\nWelcome.\n")
        try build(site)
        #expect(try !isKept(site, other, "the site named"), "the site's name left a preview as it was")
    }

    @Test("a gallery page is kept while its own states and the number of states stay as they were")
    func galleryPagesKeptByTheirStates() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", BuildCommandTests.catalog)
        // The never-chose screen and 23 states on the first page, 7 on the second.
        for number in 0..<30 {
            try site.write("content/states/s\(number < 10 ? "0" : "")\(number).json", state(label: "State \(number)"))
        }
        try build(site)
        let second = "_site/previews/gym/gallery-2.html"
        #expect(try site.read(second).contains("State 29"))
        try markByHand(site, second)

        try site.write("content/states/s05.json", state(label: "Renamed five"))
        try build(site)
        #expect(try site.read("_site/previews/gym/gallery.html").contains("Renamed five"))
        #expect(try isKept(site, second, "a state of the first page edited"))

        try site.write("content/states/s25.json", state(label: "Renamed twenty-five"))
        try build(site)
        #expect(try !isKept(site, second, "a state of the second page edited"))
        // The first page counts every screen ("1–24 of 31"): a state added to the second changes it.
        let first = "_site/previews/gym/gallery.html"
        try markByHand(site, first)
        try site.write("content/states/s30.json", state(label: "State 30"))
        try build(site)
        #expect(try !isKept(site, first, "a state added"), "the first page kept its old count of screens")
    }
}
