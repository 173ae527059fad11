import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SampleCheck

/// The checker with the toolchain's real `swiftc`, on pages in a temporary folder.
@Suite("Checking samples with swiftc")
struct SampleCheckerTests {
    /// A folder with an interface, a page and a cache, removed when the test ends.
    final class Workspace: ScratchFolder {
        init() throws {
            try super.init("samplecheck")
            try write(
                "sdk/Kit.swift",
                """
                // preflight:module Kit
                public enum Kit {
                    public static func greet(_ name: String) async throws -> String { name }
                }
                """)
        }

        func checker(environment: [String: String] = ProcessInfo.processInfo.environment) -> SampleChecker {
            var checker = SampleChecker(
                interfacePath: "\(root)/sdk/Kit.swift", configFile: "\(root)/docs.json", configPosition: nil)
            checker.cacheFolder = "\(root)/cache"
            checker.environment = environment
            return checker
        }
    }

    static let page = """
        # Samples

        ```swift
        import Kit
        let greeting = try await Kit.greet("Ada")
        ```

        ```swift fragment
        let n: Int = try await Kit.greet("Ada")
        ```

        <Steps>
          <Step title="One">
            ```swift title="Good fragment" continues
            print(n)
            ```
          </Step>
          <Step title="Two">
            ```swift continues
            let é = 1; Kit.wave(é)
            ```
          </Step>
        </Steps>

        ```swift nocheck
        this is not Swift
        ```

        ```swift
        let x: String = 1
        ```
        """

    @Test("good, bad and fragment samples: each error at the page's own line and column")
    func positions() throws {
        let workspace = try Workspace()
        try workspace.write("page.md", Self.page)
        let found = workspace.checker().check(pages: ["\(workspace.root)/page.md"])
        let file = "\(workspace.root)/page.md"
        #expect(found.allSatisfy { $0.code == .sampleDoesNotCompile && $0.file == file })
        #expect(
            found.map { "\($0.position!): \($0.message)" } == [
                "9:18: The Swift sample does not compile: cannot convert value of type 'String' to specified type 'Int'",
                "20:20: The Swift sample does not compile: type 'Kit' has no member 'wave'",
                "30:17: The Swift sample does not compile: cannot convert value of type 'Int' to specified type 'String'",
            ])
    }

    @Test("a second check runs no compiler for unchanged samples, and a changed sample runs again")
    func cache() throws {
        let workspace = try Workspace()
        try workspace.write("page.md", Self.page)
        let real = try #require(SwiftCompiler.find())
        let log = "\(workspace.root)/calls.log"
        try workspace.write(
            "bin/swiftc", "#!/bin/sh\necho \"$@\" >> '\(log)'\nexec '\(real.path)' \"$@\"\n")
        chmod("\(workspace.root)/bin/swiftc", 0o755)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFTC"] = "\(workspace.root)/bin/swiftc"
        let checker = workspace.checker(environment: environment)
        let first = checker.check(pages: ["\(workspace.root)/page.md"])
        let calls = { (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? [] }
        let typechecks = { calls().filter { $0.hasPrefix("-typecheck") }.count }
        #expect(typechecks() == 3)
        #expect(calls().filter { $0.hasPrefix("-emit-module") }.count == 1)
        let before = calls().count

        #expect(checker.check(pages: ["\(workspace.root)/page.md"]) == first)
        #expect(calls().count == before)

        try workspace.write("page.md", Self.page.replacingOccurrences(of: "let x: String = 1", with: "let x = 1"))
        let third = checker.check(pages: ["\(workspace.root)/page.md"])
        #expect(third.count == 2)
        #expect(typechecks() == 4)
    }

    @Test("a compiler that stops without an error line fails the sample, and is asked again next time")
    func crashedCompiler() throws {
        let workspace = try Workspace()
        try workspace.write("page.md", "# Page\n\n```swift\nlet a = 1\n```\n")
        let real = try #require(SwiftCompiler.find())
        // The interface is still compiled; type-checking a sample dies without a word.
        try workspace.write(
            "bin/swiftc",
            "#!/bin/sh\ncase \"$1\" in -typecheck) echo 'Segmentation fault' >&2; exit 139;; esac\nexec '\(real.path)' \"$@\"\n")
        chmod("\(workspace.root)/bin/swiftc", 0o755)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFTC"] = "\(workspace.root)/bin/swiftc"
        let checker = workspace.checker(environment: environment)
        for _ in 0..<2 {
            let found = checker.check(pages: ["\(workspace.root)/page.md"])
            #expect(found.map(\.code) == [.sampleDoesNotCompile])
            #expect(found.first?.message.contains("swiftc stopped with status 139: Segmentation fault") == true)
        }
    }

    @Test("without a compiler: one warning naming how many samples were not checked")
    func unavailable() throws {
        let workspace = try Workspace()
        try workspace.write("page.md", Self.page)
        let found = workspace.checker(environment: ["SWIFTC": "/nonexistent/swiftc"]).check(pages: [
            "\(workspace.root)/page.md"
        ])
        #expect(found.map(\.code) == [.sampleCheckUnavailable])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("3 Swift samples were not type-checked") == true)
    }

    @Test("an interface that does not compile is reported at its own line")
    func brokenInterface() throws {
        let workspace = try Workspace()
        try workspace.write("sdk/Kit.swift", "// preflight:module Kit\npublic enum Kit {\n    public func x() -> Nope {}\n}\n")
        try workspace.write("page.md", Self.page)
        let found = workspace.checker().check(pages: ["\(workspace.root)/page.md"])
        #expect(found.map(\.code) == [.sdkInterfaceInvalid])
        #expect(found.first?.position == SourcePosition(line: 3, column: 24))
        #expect(found.first?.file == "\(workspace.root)/sdk/Kit.swift")
    }
}
