import Foundation

/// The built search index read back whole, as the site's search loads it: `search-index.js`
/// gives the number of shards, and shard N is the script `search-index/N.js`, which sets
/// `PF_SEARCH_PARTS[N]` to a JSON array of entries.
extension TemporarySite {
    /// A file of the index that is not in the form the site's search expects.
    struct MalformedSearchIndex: Error, CustomStringConvertible {
        var path: String
        var text: String
        var description: String { "\(path) is not in the search index's form: \(text.prefix(200))" }
    }

    /// The shards' scripts of the index in `_site/`, in order.
    func searchShardPaths() throws -> [String] {
        let text = try read("_site/search-index.js")
        let count =
            text.hasPrefix("window.PF_SEARCH_SHARDS=") && text.hasSuffix(";\n")
            ? Int(text.dropFirst("window.PF_SEARCH_SHARDS=".count).dropLast(2)) : nil
        guard let count, count >= 0 else { throw MalformedSearchIndex(path: "search-index.js", text: text) }
        return (0..<count).map { "search-index/\($0).js" }
    }

    /// Every shard's script, one after another.
    func searchScripts() throws -> String {
        try searchShardPaths().map { try read("_site/\($0)") }.joined(separator: "\n")
    }

    /// Every shard's array of entries as its script holds it: JSON text, in which `<` is
    /// written `\u003c` and U+2028 and U+2029 as `\u2028` and `\u2029`, which
    /// ``searchEntries()`` decodes.
    func searchIndexText() throws -> String {
        try searchShardPaths().map(searchShardJSON).joined(separator: "\n")
    }

    /// Every entry of the index, shard after shard.
    func searchEntries() throws -> [[String: Any]] {
        try searchShardPaths().flatMap(searchShardEntries)
    }

    /// The entries of the shard at `path` (`search-index/N.js`), decoded: JSON's escapes
    /// give back the text exactly.
    func searchShardEntries(_ path: String) throws -> [[String: Any]] {
        let json = try searchShardJSON(path)
        guard let entries = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] else {
            throw MalformedSearchIndex(path: path, text: json)
        }
        return entries
    }

    /// The JSON array in the shard's script: what follows its prefix, up to its closing `;`.
    private func searchShardJSON(_ path: String) throws -> String {
        let script = try read("_site/\(path)")
        let number = path.dropFirst("search-index/".count).dropLast(".js".count)
        let prefix = "(window.PF_SEARCH_PARTS||(window.PF_SEARCH_PARTS=[]))[\(number)]="
        guard script.hasPrefix(prefix), script.hasSuffix("];\n") else { throw MalformedSearchIndex(path: path, text: script) }
        return String(script.dropFirst(prefix.count).dropLast(2))
    }
}
