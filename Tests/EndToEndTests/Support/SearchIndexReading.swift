import Foundation

/// The built search index read back whole: `search-index.json` lists its shards.
extension TemporarySite {
    /// The shards' JSON files of the index in `_site/`, in the list's order.
    func searchShardPaths() throws -> [String] {
        let list = try JSONSerialization.jsonObject(with: Data(try read("_site/search-index.json").utf8)) as? [String: Any]
        return list?["shards"] as? [String] ?? []
    }

    /// Every shard's JSON text, one after another.
    func searchIndexText() throws -> String {
        try searchShardPaths().map { try read("_site/\($0)") }.joined(separator: "\n")
    }

    /// Every entry of the index, shard after shard.
    func searchEntries() throws -> [[String: Any]] {
        try searchShardPaths().flatMap { path in
            try JSONSerialization.jsonObject(with: Data(try read("_site/\(path)").utf8)) as? [[String: Any]] ?? []
        }
    }

    /// Every shard's script, one after another.
    func searchScripts() throws -> String {
        try searchShardPaths().map { try read("_site/\($0.dropLast(2))") }.joined(separator: "\n")
    }
}
