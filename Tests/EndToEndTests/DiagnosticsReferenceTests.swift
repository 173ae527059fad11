import Diagnostics
import Foundation
import Testing

/// `preflight explain` and docs/diagnostics.md: every code is explained, and every example,
/// run through the real binary, prints the line the reference shows.
@Suite("The diagnostics reference")
struct DiagnosticsReferenceTests {
    /// The codes no input can produce; each says why in its explanation instead of an example.
    /// A new code joins this list only on purpose.
    static let withoutExample: Set<DiagnosticCode> = [
        // Fallbacks for failures that are not Preflight's own diagnostics.
        .renderFailed, .settingsPreviewFailed, .templateError, .buildFailed, .invalidPage,
        // Checked earlier under other codes (`missing_field`, `templates_not_found`).
        .invalidPreview, .templateFolderNotFound,
        // The machine's state or a signal, not an input.
        .buildInterrupted, .portNotPermitted, .serverFailed, .watcherFailed, .snapshotFailed,
    ]

    @Test("every code has one explanation, in exactly one area")
    func everyCodeExplained() {
        for code in DiagnosticCode.allCases {
            #expect(code.explanation != nil, "\(code.name) has no explanation")
            #expect(DiagnosticCode.areas.filter { $0.codes.contains(code) }.count == 1, "\(code.name) is not in exactly one area")
        }
    }

    @Test("only the codes no input can produce go without an example, and they say why")
    func examples() {
        let missing = Set(DiagnosticCode.allCases.filter { $0.explanation?.example == nil })
        #expect(missing == Self.withoutExample)
        for code in missing {
            #expect(code.explanation?.noExample?.isEmpty == false, "\(code.name) does not say why it has no example")
        }
    }

    @Test("each example, run through the binary, prints its line", arguments: DiagnosticCode.allCases)
    func exampleRuns(code: DiagnosticCode) throws {
        guard let example = code.explanation?.example else { return }
        let site = try TemporarySite()
        for file in example.files {
            let url = site.root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch file.contents {
            case .text(let text): try Data(text.utf8).write(to: url)
            case .bytes(let bytes): try Data(bytes).write(to: url)
            case .link(let target): try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
            }
        }
        var listener: Int32?
        if case .portInUse(let port)? = example.condition { listener = try Self.listen(on: port) }
        defer { if let listener { close(listener) } }
        let environment: [String: String] =
            switch example.condition {
            case .noSwiftCompiler?: ["SWIFTC": "/nonexistent/swiftc"]
            case .noBrowser?: ["PATH": "/nonexistent", "CHROMIUM_BIN": ""]
            case .noNode?: ["PATH": "/nonexistent"]
            case .noKaTeX?: ["PATH": "/nonexistent", "PREFLIGHT_KATEX_ASSETS": ""]
            default: [:]
            }
        let outcome = try PreflightProcess.run(
            example.arguments, in: site.root, environment: environment, deadline: .seconds(120))
        let folder = site.root.resolvingSymlinksInPath().path
        let expected = example.output.replacingOccurrences(of: "$PWD", with: folder)
        let printed = (outcome.stderr + outcome.stdout).split(separator: "\n").map(String.init)
        let matches = { (line: String) in expected.hasSuffix("…") ? line.hasPrefix(expected.dropLast()) : line == expected }
        #expect(
            printed.contains(where: matches),
            "\(code.name): expected the line\n\(expected)\nin\n\(outcome.stderr)\(outcome.stdout)")
        #expect(code.severity == .warning || outcome.status != 0, "\(code.name): an error, yet the command succeeded")
        #expect(!outcome.timedOut)
    }

    @Test("docs/diagnostics.md is what `preflight explain --reference` prints (RECORD=1 rewrites it)")
    func referencePage() throws {
        let outcome = try PreflightProcess.run(["explain", "--reference"])
        #expect(outcome.status == 0)
        let page = TemporarySite.packageRoot.appendingPathComponent("docs/diagnostics.md")
        if ProcessInfo.processInfo.environment["RECORD"] == "1" {
            try Data(outcome.stdout.utf8).write(to: page)
            // A recording run never passes, so RECORD=1 cannot change the reference unnoticed.
            Issue.record("Recorded docs/diagnostics.md; run the tests again without RECORD=1.")
        }
        let recorded = try String(contentsOf: page, encoding: .utf8)
        #expect(recorded == outcome.stdout, "docs/diagnostics.md is out of date; run `make diagnostics-reference`")
        for code in DiagnosticCode.allCases {
            #expect(recorded.contains("\n### \(code.name)\n"))
        }
    }

    @Test("explain prints the summary, the meaning, the example and the fix")
    func explainOne() throws {
        let outcome = try PreflightProcess.run(["explain", "error[invalid_slug]"])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "error[invalid_slug]: \(DiagnosticCode.invalidSlug.summary)")
        #expect(lines.contains("Example:"))
        #expect(lines.contains("    $ preflight lint shop.json"))
        #expect(lines.contains { $0.hasPrefix("How to fix it: ") })
    }

    @Test("explain --list names every code once, with its severity")
    func list() throws {
        let outcome = try PreflightProcess.run(["explain", "--list"])
        #expect(outcome.status == 0)
        let rows = outcome.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        for code in DiagnosticCode.allCases {
            let matching = rows.filter { $0.first == code.name }
            #expect(matching.count == 1, "\(code.name)")
            #expect(matching.first?.dropFirst().first == code.severity.rawValue)
        }
    }

    @Test("an unknown code is a usage error naming the nearest codes")
    func unknown() throws {
        let outcome = try PreflightProcess.run(["explain", "invalid_slg"])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("Error: No diagnostic code is named 'invalid_slg'. Did you mean invalid_slug"))
        let missing = try PreflightProcess.run(["explain"])
        #expect(missing.status == 2)
    }

    /// A socket listening on 127.0.0.1:`port`; already being in use by another program serves too.
    private static func listen(on port: UInt16) throws -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, Glibc.listen(socket, 1) == 0 else {
            close(socket)
            return nil
        }
        return socket
    }
}
