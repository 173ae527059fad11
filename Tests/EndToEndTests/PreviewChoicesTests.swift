import Foundation
import HTMLQuery
import Testing

/// `preview --rows`, `--text-size` and `--width`: the toolbar's starting choices.
@Suite("preflight preview: rows, text size and width")
struct PreviewChoicesTests {
    private func preview(_ arguments: [String]) throws -> (PreflightProcess.Outcome, TemporarySite) {
        let site = try TemporarySite()
        try site.write("c.json", BuildCommandTests.catalog)
        return (try PreflightProcess.run(["preview", "c.json"] + arguments, in: site.root), site)
    }

    @Test("--rows custom draws one whole-topic switch per row and starts the toolbar on Custom")
    func customRows() throws {
        let (outcome, _) = try preview(["--rows", "custom"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = HTMLPage(outcome.stdout)
        let screen = try #require(page.screen)
        #expect(screen["data-rows"] == "custom")
        #expect(screen.all("data-topic-switch").count == 2)
        #expect(screen.all("data-row").allSatisfy { $0["data-row"] == "toggle" })
        #expect(outcome.stdout.contains(#"<option value="custom" selected>Custom</option>"#))
        #expect(outcome.stdout.contains(#"<option value="default">Standard</option>"#))
    }

    @Test("without --rows the rows are the SDK's default rows")
    func defaultRows() throws {
        let (outcome, _) = try preview([])
        #expect(outcome.status == 0)
        let screen = try #require(HTMLPage(outcome.stdout).screen)
        #expect(screen.all("data-topic-switch").isEmpty)
        #expect(screen["data-rows"] == nil)
        #expect(outcome.stdout.contains(#"<option value="default" selected>Standard</option>"#))
    }

    @Test("--text-size in Apple's spelling, any case, and --width pick the toolbar's first choices")
    func textSizeAndWidth() throws {
        let (outcome, _) = try preview(["--text-size", "AX3", "--width", "430"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains(#"<option value="ax3" selected>"#))
        #expect(outcome.stdout.contains(#"<option value="430" selected>"#))
        let (lower, _) = try preview(["--text-size", "xlarge", "--width", "375x812"])
        #expect(lower.status == 0, "\(lower.stderr)")
        #expect(lower.stdout.contains(#"<option value="xlarge" selected>"#))
        #expect(lower.stdout.contains(#"<option value="375x812" selected>"#))
    }

    @Test(
        "a bad value is a usage error naming the option and the values it takes",
        arguments: [
            (["--text-size", "huge"], "'--text-size <size>'", "'AX5'"),
            (["--width", "400"], "'--width <pt>'", "'402'"),
            (["--rows", "fancy"], "'--rows <rows>'", "'custom'"),
        ])
    func badValues(arguments: [String], option: String, expected: String) throws {
        let (outcome, site) = try preview(arguments + ["--output", "out.html"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("The value '\(arguments[1])' is invalid for \(option)"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains(expected))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("out.html").path))
    }

    @Test("--help lists the new options with their values")
    func help() throws {
        let (outcome, _) = try preview(["--help"])
        #expect(outcome.status == 0)
        for text in ["--text-size <size>", "xSmall", "AX5", "--width <pt>", "375x812", "--rows <rows>", "custom"] {
            #expect(outcome.stdout.contains(text), "\(text)")
        }
    }
}
