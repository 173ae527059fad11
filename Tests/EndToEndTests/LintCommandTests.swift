import Foundation
import Testing

@Suite("preflight lint, end to end")
struct LintCommandTests {
    @Test("a clean catalog passes with a summary line")
    func clean() throws {
        let site = try TemporarySite()
        try site.write(
            "catalog.json",
            """
            { "topics": [ { "slug": "digest", "name": "Digest", "channels": { "push": { "default": true } } } ] }
            """)
        let outcome = try PreflightProcess.run(["lint", "catalog.json"], in: site.root)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "No problems in 1 file.\n")
    }

    @Test("an error names file, line:col, JSON path and code, and exits 1")
    func missingDefault() throws {
        let site = try TemporarySite()
        try site.write(
            "catalog.json",
            """
            {
              "topics": [
                { "slug": "digest", "name": "Digest", "channels": { "push": { "dailyCap": 2 } } }
              ]
            }
            """)
        let outcome = try PreflightProcess.run(["lint", "catalog.json"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("catalog.json:3:65: topics[0].channels.push.default: error[missing_default]: "))
        #expect(outcome.stderr.hasSuffix("1 error and 0 warnings in 1 file.\n"))
    }

    @Test("a syntax error gives line:column and invalid_json")
    func syntaxError() throws {
        let site = try TemporarySite()
        try site.write("broken.json", "{\n  \"topics\": [,]\n}\n")
        let outcome = try PreflightProcess.run(["lint", "broken.json"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("broken.json:2:14: error[invalid_json]: "))
    }

    @Test("warnings exit 0, and 1 with --strict")
    func strict() throws {
        let site = try TemporarySite()
        try site.write("empty.json", #"{ "topics": [] }"#)
        let relaxed = try PreflightProcess.run(["lint", "empty.json"], in: site.root)
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.contains("warning[empty_catalog]"))
        let strict = try PreflightProcess.run(["lint", "--strict", "empty.json"], in: site.root)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error[empty_catalog]"))
    }

    @Test("a state checked with a catalog reports orphaned choices")
    func orphanedChoice() throws {
        let site = try TemporarySite()
        try site.write(
            "catalogs/a.json",
            #"{ "topics": [ { "slug": "digest", "name": "Digest", "channels": { "push": { "default": true } } } ] }"#)
        try site.write(
            "states/s.json", "{\n  \"choices\": {\n    \"old-digest\": false,\n    \"digest\": { \"sms\": true }\n  }\n}\n")
        let outcome = try PreflightProcess.run(["lint", "catalogs", "states"], in: site.root)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("states/s.json:3:5: choices.old-digest: warning[orphaned_choice]: "))
        #expect(outcome.stderr.contains("states/s.json:4:5: choices.digest.sms: warning[orphaned_choice]: "))
    }

    @Test("a failed API envelope is an api_error naming the envelope's code")
    func failureEnvelope() throws {
        let site = try TemporarySite()
        try site.write(
            "failed.json",
            #"{ "success": false, "data": null, "error": { "code": "rate_limited", "message": "Slow down" }, "metadata": {} }"#)
        let outcome = try PreflightProcess.run(["lint", "failed.json"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error[api_error]"))
        #expect(outcome.stderr.contains("rate_limited"))
    }

    @Test("a missing file is named with file_not_found")
    func missingFile() throws {
        let site = try TemporarySite()
        let outcome = try PreflightProcess.run(["lint", "nope.json"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("nope.json: error[file_not_found]: "))
    }

    @Test(
        "hostile bytes never crash: every input gets a coded error or passes",
        arguments: [
            "", "\u{FEFF}", "\0", "[[[[[[[[", "{\"topics\": [1, \"x\", null, true]}",
            "{\"topics\": [{\"slug\": \"\", \"name\": \"\", \"channels\": []}]}", "\"just a string\"", "{\"success\": \"yes\"}",
        ])
    func hostile(input: String) throws {
        let site = try TemporarySite()
        try site.write("x.json", input)
        let outcome = try PreflightProcess.run(["lint", "x.json"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("x.json"))
        #expect(outcome.stderr.range(of: #"error\[[a-z_]+\]"#, options: .regularExpression) != nil)
    }

    @Test("20,000 nested arrays are refused with nesting_too_deep, not a stack overflow")
    func deepNesting() throws {
        let site = try TemporarySite()
        try site.write("deep.json", String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000))
        let outcome = try PreflightProcess.run(["lint", "deep.json"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("deep.json:1:513: error[nesting_too_deep]: "))
    }
}
