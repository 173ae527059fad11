import Foundation

/// The Mustache spec: every JSON file in the folder.
enum MustacheSuite {
    static func run(_ folder: URL, verbose: Bool) throws -> SuiteResult { throw SuiteNotBuilt() }
}
