/// The outcome of one conformance suite.
struct SuiteResult {
    var passed = 0
    var failed = 0
}

struct SuiteNotBuilt: Error, CustomStringConvertible {
    var description: String { "this suite is not wired up yet" }
}
