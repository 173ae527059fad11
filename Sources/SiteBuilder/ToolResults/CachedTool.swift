/// A program the build runs over many inputs at once (KaTeX over formulas, Mermaid over
/// diagrams), as ``ToolResultCache`` needs to know it: what goes in, what comes out, how one
/// run over a batch goes, and what names its release. The conforming type is the found tool.
protocol CachedTool: Sendable {
    /// One input: a formula, a diagram's source.
    associatedtype Item: Hashable & Sendable
    /// Why the tool cannot be used.
    associatedtype Missing: MissingTool
    /// What one run says of one item, kept on disk as JSON.
    associatedtype Outcome: Codable & Sendable
    /// What pages are given for an item.
    associatedtype Value: Sendable

    /// What each item's key starts with (`tex`, `mmd`).
    static var keyPrefix: String { get }
    /// Bumped whenever the tool's outcomes change for the same inputs and release.
    static var format: String { get }
    /// The reason given when the tool was found but a run gave nothing.
    static var runFailure: String { get }

    /// The file whose bytes change with every release of the tool, in every key.
    var releaseFile: String { get }

    /// Adds what tells `item` from others (after the release) to its key.
    static func combine(_ item: Item, into hash: inout ContentHash)

    /// Runs the tool once over `items` (each with its key); one outcome an item, in order, or
    /// nil when the run gave nothing.
    func run(_ items: [Item], keys: [String]) -> [Outcome]?

    /// What pages are given for an outcome.
    static func value(of outcome: Outcome) -> Value
}

/// Why a ``CachedTool`` cannot be used: a clause for the build's one notice.
protocol MissingTool: Error, Sendable {
    var reason: String { get }
}
