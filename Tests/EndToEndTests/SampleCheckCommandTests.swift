import Foundation
import HTMLQuery
import Testing

/// `preflight lint` and `build` type-check the docs' Swift samples against the SDK interface
/// docs.json names; the shipped docs are checked here, so `make test` fails on a broken one.
@Suite("Type-checked samples")
struct SampleCheckCommandTests {
    /// A copy of the shipped content in a temporary folder (the cache lands there too).
    private func shippedCopy() throws -> TemporarySite {
        let site = try TemporarySite()
        try FileManager.default.copyItem(
            at: TemporarySite.packageRoot.appendingPathComponent("content"), to: site.root.appendingPathComponent("content"))
        return site
    }

    /// A small site: an interface with one call, a page with one sample.
    private func smallSite(sample: String, key: Bool = true) throws -> TemporarySite {
        let site = try TemporarySite()
        let setting = key ? #", "preflight": {"sdkInterface": "sdk/Kit.swift"}"# : ""
        try site.write("content/docs.json", #"{"name": "Kit"\#(setting)}"#)
        try site.write("content/sdk/Kit.swift", "public enum Kit {\n    public static func ping() {}\n}\n")
        try site.write("content/index.md", "# Kit\n\n```swift fragment\n\(sample)\n```\n")
        return site
    }

    /// A `swiftc` that records each call's arguments, then runs the real one.
    private func recordingCompiler(in site: TemporarySite) throws -> (environment: [String: String], log: URL) {
        let real = try #require(
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
                .first { FileManager.default.isExecutableFile(atPath: $0) })
        let log = site.root.appendingPathComponent("swiftc-calls.log")
        let script = try site.write("bin/swiftc", "#!/bin/sh\necho \"$@\" >> '\(log.path)'\nexec '\(real)' \"$@\"\n")
        chmod(script.path, 0o755)
        return (["SWIFTC": script.path], log)
    }

    private func typecheckCalls(_ log: URL) -> Int {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.hasPrefix("-typecheck") }.count
    }

    @Test("every shipped sample compiles, and a broken one fails lint at its own line")
    func shippedSamples() throws {
        let site = try shippedCopy()
        let good = try PreflightProcess.run(["lint", "content"], in: site.root)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(!good.stderr.contains("sample_"), "\(good.stderr)")
        #expect(!good.stderr.contains("sdk_interface_invalid"), "\(good.stderr)")

        // The mistake the Preferences API page once had: a later block reassigns a `let`.
        let page = "content/docs/sdks/ios/preferences-api.mdx"
        let text = try site.read(page)
        try site.write(page, text.replacingOccurrences(of: "var topics = try await", with: "let topics = try await"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            try #require(lines.firstIndex { $0.hasPrefix("topics = try await BuzzKit.preferences.set(\"gym-reminders\"") }) + 1
        let bad = try PreflightProcess.run(["lint", "content"], in: site.root)
        #expect(bad.status == 1)
        #expect(
            bad.stderr.contains(
                "\(page):\(line):1: error[sample_does_not_compile]: The Swift sample does not compile: cannot assign to value: 'topics' is a 'let' constant"
            ), "\(bad.stderr)")
    }

    @Test("build reports a broken sample as a warning and builds; --strict fails")
    func buildWarns() throws {
        let site = try smallSite(sample: "Kit.pong()")
        let built = try PreflightProcess.run(["build"], in: site.root)
        #expect(built.status == 0)
        #expect(
            built.stderr.contains(
                "content/index.md:4:5: warning[sample_does_not_compile]: The Swift sample does not compile: type 'Kit' has no member 'pong'"
            ), "\(built.stderr)")
        let strict = try PreflightProcess.run(["build", "--strict"], in: site.root)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("content/index.md:4:5: error[sample_does_not_compile]"), "\(strict.stderr)")
    }

    @Test("a second lint runs no compiler for unchanged samples")
    func cache() throws {
        let site = try smallSite(sample: "Kit.ping()")
        let compiler = try recordingCompiler(in: site)
        let first = try PreflightProcess.run(["lint", "content"], in: site.root, environment: compiler.environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(typecheckCalls(compiler.log) == 1)
        let second = try PreflightProcess.run(["lint", "content"], in: site.root, environment: compiler.environment)
        #expect(second.status == 0)
        #expect(typecheckCalls(compiler.log) == 1)
        let log = try String(contentsOf: compiler.log, encoding: .utf8)
        #expect(log.split(separator: "\n").filter { $0.hasPrefix("-emit-module") }.count == 1)
    }

    @Test(
        "a toolchain's version is asked once, not by every build, until its compiler changes; a wrapper's by every build"
    )
    func compilerVersionKept() throws {
        let site = try smallSite(sample: "Kit.ping()")
        let wrapper = try recordingCompiler(in: site)
        // A toolchain's folder: its driver (here a recording one) beside its compiler.
        let driver = try site.write("toolchain/swiftc", try site.read("bin/swiftc"))
        chmod(driver.path, 0o755)
        try site.write("toolchain/swift-frontend", "the compiler\n")
        let versionCalls = {
            ((try? String(contentsOf: wrapper.log, encoding: .utf8)) ?? "").split(separator: "\n")
                .filter { $0 == "--version" }.count
        }
        for expected in [1, 1, 1] {
            let built = try PreflightProcess.run(["build"], in: site.root, environment: ["SWIFTC": driver.path])
            #expect(built.status == 0, "\(built.stderr)")
            #expect(versionCalls() == expected)
        }
        // The compiler written again (a toolchain installed over this one): asked again, then kept.
        try site.write("toolchain/swift-frontend", "another compiler\n")
        for expected in [2, 2] {
            #expect(try PreflightProcess.run(["build"], in: site.root, environment: ["SWIFTC": driver.path]).status == 0)
            #expect(versionCalls() == expected)
        }
        // A wrapper with no compiler beside it may run another toolchain each time: asked each build.
        for expected in [3, 4] {
            #expect(try PreflightProcess.run(["build"], in: site.root, environment: wrapper.environment).status == 0)
            #expect(versionCalls() == expected)
        }
    }

    @Test("without swiftc: one warning, and lint still succeeds")
    func unavailable() throws {
        let site = try smallSite(sample: "Kit.pong()")
        let outcome = try PreflightProcess.run(
            ["lint", "content"], in: site.root, environment: ["SWIFTC": "/nonexistent/swiftc"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.components(separatedBy: "warning[sample_check_unavailable]").count == 2, "\(outcome.stderr)")
    }

    @Test("a site whose docs.json names no interface checks no sample and runs no compiler")
    func noInterfaceKey() throws {
        let site = try smallSite(sample: "Kit.pong()", key: false)
        let compiler = try recordingCompiler(in: site)
        let outcome = try PreflightProcess.run(["lint", "content"], in: site.root, environment: compiler.environment)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: compiler.log.path))
        #expect(!outcome.stderr.contains("unsupported_setting"))
    }

    @Test("the preflight key is Preflight's own: no unsupported_setting for it")
    func keyIsKnown() throws {
        let site = try smallSite(sample: "Kit.ping()")
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(outcome.status == 0)
        #expect(!(outcome.stderr).contains("unsupported_setting"))
    }
}
