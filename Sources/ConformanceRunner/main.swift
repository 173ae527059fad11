import Foundation

// Runs the official conformance suites and prints one closing line per suite,
// `NAME: N passed, M failed`. Usage: ConformanceRunner DIR [--verbose] [SUITE ...]
// where DIR holds `mustache/` and `gfm/`. Exit status 1 when a suite passes fewer examples
// than it must: every Mustache case, and for GFM 684, the examples libcmark-gfm itself passes
// with these options less the few Preflight differs on by design (see GFMSuite).

var arguments = Array(CommandLine.arguments.dropFirst())
let verbose = arguments.contains("--verbose")
arguments.removeAll { $0 == "--verbose" }
guard let directory = arguments.first else {
    FileHandle.standardError.write(Data("usage: ConformanceRunner DIR [--verbose] [mustache|gfm ...]\n".utf8))
    exit(2)
}
let wanted = Set(arguments.dropFirst())
let suites: [(name: String, run: (URL, Bool) throws -> SuiteResult, mustPass: (SuiteResult) -> Bool)] = [
    ("mustache", MustacheSuite.run, { $0.failed == 0 }),
    ("gfm", GFMSuite.run, { $0.passed >= 684 }),
]
var anyFailed = false
for suite in suites where wanted.isEmpty || wanted.contains(suite.name) {
    let folder = URL(fileURLWithPath: directory).appendingPathComponent(suite.name)
    do {
        let result = try suite.run(folder, verbose)
        print("\(suite.name): \(result.passed) passed, \(result.failed) failed")
        if !suite.mustPass(result) { anyFailed = true }
    } catch {
        FileHandle.standardError.write(Data("\(suite.name): cannot run: \(error)\n".utf8))
        anyFailed = true
    }
}
exit(anyFailed ? 1 : 0)
