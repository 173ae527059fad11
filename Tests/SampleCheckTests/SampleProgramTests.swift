import Testing

@testable import SampleCheck

@Suite("Programs built from samples")
struct SampleProgramTests {
    private func sample(_ line: Int, _ code: [String], _ options: SwiftSample.Options = .init()) -> SwiftSample {
        SwiftSample(file: "p.md", firstLine: line, lines: code, options: options)
    }

    @Test("a fragment is wrapped in an async throws function after the implicit and its own imports")
    func fragment() {
        let programs = SampleProgram.programs(
            for: [sample(10, ["import Foundation", "let x = 1"], .init(fragment: true))], implicitImports: ["Kit"])
        #expect(programs.count == 1)
        #expect(
            programs[0].lines == [
                "import Kit", "import Foundation", "func preflightSample() async throws {", "let x = 1", "}",
            ])
        #expect(programs[0].origins.map { $0?.line } == [nil, 10, nil, 11, nil])
    }

    @Test("attributed and kind imports stay above the wrapper too")
    func importForms() {
        let code = ["@testable import Kit", "import struct Foundation.Date", "let x = 1"]
        let programs = SampleProgram.programs(for: [sample(1, code, .init(fragment: true))], implicitImports: [])
        #expect(
            programs[0].lines == [
                "@testable import Kit", "import struct Foundation.Date", "func preflightSample() async throws {", "let x = 1",
                "}",
            ])
    }

    @Test("continues joins a block to the checked one before it; nocheck blocks are left out")
    func chain() {
        let programs = SampleProgram.programs(
            for: [
                sample(3, ["var a = 1"]), sample(7, ["junk"], .init(skip: true)),
                sample(11, ["a += 1"], .init(continues: true)), sample(15, ["let b = 2"]),
            ], implicitImports: [])
        #expect(programs.map(\.lines) == [["var a = 1", "a += 1"], ["let b = 2"]])
        #expect(programs[0].origins.map { $0?.line } == [3, 11])
    }
}
