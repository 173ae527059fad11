import ChildProcess
import Foundation
import Testing

/// `preflight diff --states` on subscriber exports as they come: folders, arrays, JSON Lines,
/// gzip, standard input; duplicates, stray files and bad lines.
@Suite("preflight diff --states, every kind of export")
struct DiffStatesInputTests {
    static let old = """
        {"channels": ["push", "email"], "topics": [
          {"slug": "news", "name": "News", "category": "Updates", "channels": {"push": {"default": true}, "email": {"default": false}}},
          {"slug": "offers", "name": "Offers", "category": "Deals", "channels": {"email": {"default": false}}},
          {"slug": "tips", "name": "Tips", "category": "Updates", "channels": {"push": {"default": true}}}
        ]}
        """

    /// The push default of News turns off, Offers goes away, Tips gains email.
    static let new = """
        {"channels": ["push", "email"], "topics": [
          {"slug": "news", "name": "News", "category": "Updates", "channels": {"push": {"default": false}, "email": {"default": false}}},
          {"slug": "tips", "name": "Tips", "category": "Updates", "channels": {"push": {"default": true}, "email": {"default": true}}}
        ]}
        """

    /// Six subscribers; their states one a line.
    static let states = [
        #"{"subscriber": "s1", "choices": {}}"#,
        #"{"subscriber": "s2", "choices": {"news": {"push": true}}}"#,
        #"{"subscriber": "s3", "label": "No offers", "choices": {"offers": false}}"#,
        #"{"subscriber": "s4", "choices": {"offers": {"email": true}, "tips": false}}"#,
        #"{"subscriber": "s5", "choices": {"news": false, "gone": true}}"#,
        #"{"subscriber": "s6", "choices": {"tips": {"push": false}}}"#,
    ]

    private func site() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("old.json", Self.old)
        try site.write("new.json", Self.new)
        return site
    }

    private func diff(
        _ site: TemporarySite, _ states: String, _ extra: [String] = [], stdin: String? = nil
    ) throws
        -> PreflightProcess.Outcome
    {
        try PreflightProcess.run(
            ["diff", "old.json", "new.json", "--states", states, "--format", "json"] + extra, in: site.root, stdin: stdin)
    }

    /// The JSON report without the line naming the states, which differs by input.
    private func counts(_ outcome: PreflightProcess.Outcome) -> String {
        outcome.stdout.split(separator: "\n").filter { !$0.contains("\"states\":") }.joined(separator: "\n")
    }

    private func gzip(_ site: TemporarySite, _ path: String) throws {
        let gzipped = try ChildProcess.run(
            "/bin/sh", ["-c", "gzip -k -n -f \"$0\"", site.root.appendingPathComponent(path).path])
        try #require(gzipped.succeeded, "\(String(decoding: gzipped.error, as: UTF8.self))")
    }

    @Test("a folder of one-state files is the reference: 6 subscribers, counted exactly")
    func folderReference() throws {
        let site = try site()
        for (index, state) in Self.states.enumerated() { _ = try site.write("states/s\(index + 1).json", state) }
        let outcome = try diff(site, "states")
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.stdout.contains(#""total": 6,"#))
        #expect(outcome.stdout.contains(#""losingChoice": 2,"#))
    }

    @Test(
        "every form of the same export counts the same as the folder of files",
        arguments: ["states.jsonl", "states.ndjson", "array.json", "states.jsonl.gz", "states.ndjson.gz", "array.json.gz"])
    func sameCounts(input: String) throws {
        let site = try site()
        for (index, state) in Self.states.enumerated() { _ = try site.write("folder/s\(index + 1).json", state) }
        _ = try site.write("states.jsonl", Self.states.joined(separator: "\n") + "\n")
        _ = try site.write("states.ndjson", Self.states.joined(separator: "\r\n"))
        _ = try site.write("array.json", "[\n  " + Self.states.joined(separator: ",\n  ") + "\n]\n")
        if input.hasSuffix(".gz") { try gzip(site, String(input.dropLast(3))) }
        let reference = try diff(site, "folder")
        let outcome = try diff(site, input)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        #expect(counts(outcome) == counts(reference))
        #expect(outcome.stdout.contains(#""total": 6,"#))
    }

    @Test("standard input takes JSON Lines, an array, or either gzipped")
    func standardInput() throws {
        let site = try site()
        for (index, state) in Self.states.enumerated() { _ = try site.write("folder/s\(index + 1).json", state) }
        let reference = counts(try diff(site, "folder"))
        let lines = try diff(site, "-", stdin: Self.states.joined(separator: "\n"))
        #expect(lines.status == 1, "\(lines.stderr)")
        #expect(counts(lines) == reference)
        let array = try diff(site, "-", stdin: "[" + Self.states.joined(separator: ",") + "]")
        #expect(counts(array) == reference)
        _ = try site.write("states.jsonl", Self.states.joined(separator: "\n"))
        try gzip(site, "states.jsonl")
        let shell = try ChildProcess.run(
            "/bin/sh",
            ["-c", "\"$0\" diff old.json new.json --format json --states - < states.jsonl.gz", PreflightProcess.binary.path],
            directory: site.root.path)
        let gzipped = String(decoding: shell.output, as: UTF8.self).split(separator: "\n").filter { !$0.contains("\"states\":") }
        #expect(gzipped.joined(separator: "\n") == reference)
    }

    @Test("a folder is read recursively, every kind of file in it, each subscriber once")
    func nestedFolder() throws {
        let site = try site()
        _ = try site.write("export/a/first.json", Self.states[0])
        _ = try site.write("export/a/b/more.jsonl", Self.states[1...2].joined(separator: "\n"))
        _ = try site.write("export/c/rest.json", "[" + Self.states[3...].joined(separator: ",") + "]")
        _ = try site.write("export/c/again.ndjson", Self.states[1])
        try gzip(site, "export/c/again.ndjson")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("export/c/again.ndjson"))
        _ = try site.write("export/README.txt", "exported on Monday")
        let outcome = try diff(site, "export", ["--verbose"])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stdout.contains(#""total": 6,"#))
        #expect(
            outcome.stderr.contains(
                "export/README.txt: warning[unrecognized_state_file]: This file in the states folder is not read"))
        #expect(
            outcome.stderr.contains(
                #"export/c/again.ndjson.gz:1:1: warning[duplicate_subscriber]: Subscriber "s2" appears more than once"#))
    }

    @Test("the same subscriber twice counts once, as the last state says")
    func lastStateWins() throws {
        let site = try site()
        // s1 first follows the News default, then turns News push on: it no longer follows.
        let states = [Self.states[0], Self.states[1], #"{"subscriber": "s1", "choices": {"news": {"push": true}}}"#]
        _ = try site.write("states.jsonl", states.joined(separator: "\n"))
        let outcome = try diff(site, "states.jsonl", ["--verbose"])
        #expect(outcome.stdout.contains(#""total": 2,"#))
        #expect(outcome.stdout.contains(#""followingDefault": 0,"#))
        #expect(
            outcome.stderr.contains(
                #"states.jsonl:3:1: warning[duplicate_subscriber]: Subscriber "s1" appears more than once; the last state counts, once."#
            ))
        let quiet = try diff(site, "states.jsonl")
        #expect(quiet.stderr.contains("1 warning about the inputs"))
    }

    @Test("a bad line is an error at its line and at the column inside it; exit 2")
    func badLine() throws {
        let site = try site()
        let lines = [Self.states[0], "", #"{"subscriber": "x", "choices": {"news": tru}}"#, #"  {"choices": {"news": 1}}"#]
        _ = try site.write("states.jsonl", lines.joined(separator: "\n"))
        let outcome = try diff(site, "states.jsonl")
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("states.jsonl:3:41: error[invalid_json]: Unexpected text at 3:41"))
        #expect(outcome.stderr.contains("states.jsonl:4:24: choices.news: error[wrong_type]"))
    }

    @Test("a bad element of an array is an error where it is in the file, gzipped or not")
    func badElement() throws {
        let site = try site()
        _ = try site.write("array.json", "[\n  \(Self.states[0]),\n  {\"choices\": {\"news\": \"yes\"}}\n]")
        try gzip(site, "array.json")
        for input in ["array.json", "array.json.gz"] {
            let outcome = try diff(site, input)
            #expect(outcome.status == 2)
            #expect(outcome.stderr.contains("\(input):3:24: choices.news: error[wrong_type]"), "\(outcome.stderr)")
        }
        _ = try site.write("open.json", "[\(Self.states[0]),")
        let open = try diff(site, "open.json")
        #expect(open.status == 2)
        #expect(open.stderr.contains("open.json:1:38: error[invalid_json]: The file ends inside the array"), "\(open.stderr)")
    }

    @Test("--skip-invalid-states leaves bad lines out and says how many in the summary")
    func skipInvalid() throws {
        let site = try site()
        let lines = Self.states + ["{not json", #"{"choices": {"news": 1}}"#]
        _ = try site.write("states.jsonl", lines.joined(separator: "\n"))
        let json = try diff(site, "states.jsonl", ["--skip-invalid-states"])
        #expect(json.status == 1, "\(json.stderr)")
        #expect(json.stdout.contains(#""total": 6,"#))
        #expect(json.stdout.contains(#""skippedInvalid": 2"#))
        let text = try PreflightProcess.run(
            ["diff", "old.json", "new.json", "--states", "states.jsonl", "--skip-invalid-states"], in: site.root)
        #expect(text.stdout.contains("Subscribers: 6 states from states.jsonl (2 invalid skipped)\n"))
    }

    @Test("a damaged gzip file is an error naming it, not a crash")
    func damagedGzip() throws {
        let site = try site()
        _ = try site.write("states.jsonl", Self.states.joined(separator: "\n"))
        try gzip(site, "states.jsonl")
        let url = site.root.appendingPathComponent("states.jsonl.gz")
        let whole = try Data(contentsOf: url)
        try whole.prefix(whole.count / 2).write(to: url)
        let outcome = try diff(site, "states.jsonl.gz")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("states.jsonl.gz: error[unreadable_file]: The compressed data ends early"))
    }

    @Test("exports larger than a chunk count the same in every form, and a late bad line has its own line number")
    func manyChunks() throws {
        let site = try site()
        // About 2.5 MB: states cross the reader's 1 MB chunks, in lines and in the array.
        let padding = String(repeating: "x", count: 120)
        let states = (0..<16_000).map { index in
            let choice = Self.states[index % Self.states.count].split(separator: "\"choices\": ", maxSplits: 1)[1]
            return #"{"subscriber": "u\#(index)", "label": "\#(padding)", "choices": \#(choice)"#
        }
        _ = try site.write("big.jsonl", states.joined(separator: "\n"))
        _ = try site.write("big.json", "[\n" + states.joined(separator: ",\n") + "\n]")
        try gzip(site, "big.json")
        let lines = try diff(site, "big.jsonl")
        #expect(lines.status == 1, "\(lines.stderr)")
        #expect(lines.stdout.contains(#""total": 16000,"#))
        for input in ["big.json", "big.json.gz"] {
            #expect(counts(try diff(site, input)) == counts(lines))
        }
        _ = try site.write("late.jsonl", states.joined(separator: "\n") + "\n{\"choices\": nope}\n")
        let late = try diff(site, "late.jsonl")
        #expect(late.stderr.contains("late.jsonl:16001:13: error[invalid_json]"), "\(late.stderr)")
    }

    @Test("one state larger than --max-file-size is refused, in a file of its own or on a line; the export as a whole is not")
    func sizeLimit() throws {
        let site = try site()
        let big = #"{"subscriber": "big", "label": "\#(String(repeating: "x", count: 3_000))", "choices": {}}"#
        _ = try site.write("states/big.json", big)
        let document = try diff(site, "states", ["--max-file-size", "2K"])
        #expect(document.status == 2)
        #expect(document.stderr.contains("states/big.json:1:1: error[file_too_large]"), "\(document.stderr)")
        _ = try site.write("many.jsonl", Array(repeating: Self.states[2], count: 200).joined(separator: "\n"))
        let many = try diff(site, "many.jsonl", ["--max-file-size", "2K"])
        #expect(many.status == 1, "\(many.stderr)")
        #expect(many.stdout.contains(#""total": 1,"#))
    }
}
