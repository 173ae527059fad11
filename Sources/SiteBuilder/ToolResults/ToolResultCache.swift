import Foundation
import Locking

/// The results of a build-time tool, each made once: the items found before the pages render
/// are run together in one batch (``prepare(_:)``), and each outcome is kept on disk under a
/// hash of the item and the tool's release, so an unchanged item is never run again. Pages
/// then look their items up from any thread.
///
/// Items the tool could not run on (it was not found, or its run gave nothing) are counted
/// with the first reason, for the build's one notice, and nothing is kept of them.
final class ToolResultCache<Tool: CachedTool>: Sendable {
    /// Found on first need: a site without items never looks for the tool.
    private let foundTools = Locked<Result<Tool, Tool.Missing>?>(nil)
    private let findTools: @Sendable () -> Result<Tool, Tool.Missing>
    /// The folder outcomes are kept in (`.preflight-cache/<kind>`); nil keeps them in memory only.
    private let folder: String?
    /// What identifies the tool's release and format, in every key.
    private let version = Locked<String?>(nil)
    private let values = Locked<[Tool.Item: Tool.Value]>([:])
    /// Items the tool could not run on, and the reason.
    private let unmade = Locked<(items: Set<Tool.Item>, reason: String?)>(([], nil))
    /// Held while an item the scan missed is run, so that pages rendering at once wait for one
    /// run instead of each starting its own.
    private let runningAlone = Locked<Void>(())

    init(folder: String?, findTools: @escaping @Sendable () -> Result<Tool, Tool.Missing>) {
        self.folder = folder
        self.findTools = findTools
    }

    var tools: Result<Tool, Tool.Missing> {
        if let found = foundTools.withLock({ $0 }) { return found }
        let found = findTools()
        foundTools.withLock { $0 = found }
        return found
    }

    /// Runs the tool once over every item not made yet.
    func prepare(_ items: [Tool.Item]) {
        var missing: [Tool.Item] = []
        var seen = Set<Tool.Item>()
        for item in items where seen.insert(item).inserted {
            if values.withLock({ $0[item] }) != nil || unmade.withLock({ $0.items.contains(item) }) { continue }
            if let cached = readCached(item) {
                values.withLock { $0[item] = cached }
            } else {
                missing.append(item)
            }
        }
        guard !missing.isEmpty else { return }
        let tool: Tool
        switch tools {
        case .success(let found): tool = found
        case .failure(let reason):
            markUnmade(missing, reason: reason.reason)
            return
        }
        guard let outcomes = tool.run(missing, keys: missing.map(key)) else {
            markUnmade(missing, reason: Tool.runFailure)
            return
        }
        for (item, outcome) in zip(missing, outcomes) {
            writeCached(item, outcome)
            values.withLock { $0[item] = Tool.value(of: outcome) }
        }
    }

    /// The value of `item`, made now (alone) when ``prepare(_:)`` did not see it; nil when
    /// the tool could not run on it.
    func value(for item: Tool.Item) -> Tool.Value? {
        if let known = values.withLock({ $0[item] }) { return known }
        if unmade.withLock({ $0.items.contains(item) }) { return nil }
        runningAlone.withLock { _ in prepare([item]) }
        return values.withLock { $0[item] }
    }

    /// Whether the tool could not run on some item.
    var hasUnmade: Bool { unmade.withLock { !$0.items.isEmpty } }

    /// How many items the tool could not run on, and why; nil when it ran on all.
    var failure: (count: Int, reason: String)? {
        let (items, reason) = unmade.withLock { $0 }
        guard !items.isEmpty, let reason else { return nil }
        return (items.count, reason)
    }

    /// The key of an item: a hash of the tool's release and the item, after the kind's prefix.
    func key(_ item: Tool.Item) -> String {
        var hash = ContentHash()
        hash.combine(versionKey)
        Tool.combine(item, into: &hash)
        return "\(Tool.keyPrefix)\(hash)"
    }

    // MARK: - The disk cache

    private var versionKey: String {
        if let known = version.withLock({ $0 }) { return known }
        var hash = ContentHash()
        hash.combine(Tool.format)
        if case .success(let found) = tools, let release = try? FileReader.read(found.releaseFile) {
            hash.combine(release)
        }
        version.withLock { $0 = hash.description }
        return hash.description
    }

    private func readCached(_ item: Tool.Item) -> Tool.Value? {
        guard let folder, case .success = tools,
            let bytes = try? FileReader.read("\(folder)/\(key(item)).json"),
            let outcome = try? JSONDecoder().decode(Tool.Outcome.self, from: Data(bytes))
        else { return nil }
        return Tool.value(of: outcome)
    }

    /// Saves an outcome; a failure only costs the next build a run.
    private func writeCached(_ item: Tool.Item, _ outcome: Tool.Outcome) {
        guard let folder, let data = try? JSONEncoder().encode(outcome) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: "\(folder)/\(key(item)).json"), options: .atomic)
    }

    private func markUnmade(_ items: [Tool.Item], reason: String) {
        unmade.withLock {
            $0.items.formUnion(items)
            $0.reason = $0.reason ?? reason
        }
    }
}
