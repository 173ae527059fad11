import Foundation

/// The GitHub Flavored Markdown spec examples.
enum GFMSuite {
    static func run(_ folder: URL, verbose: Bool) throws -> SuiteResult { throw SuiteNotBuilt() }
}
