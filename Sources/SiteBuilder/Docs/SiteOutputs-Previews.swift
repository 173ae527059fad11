import JSONDocument

extension SiteOutputs {
    /// Search entries for the settings-screen previews and catalog reviews, read back from
    /// the pages already written: the title from `<title>`, the text of `<main>`.
    static func previewSearchEntries(paths: [String], location: (String) -> String) -> [(address: String, entry: [UInt8])] {
        paths.sorted().compactMap { path in
            guard let html = try? FileReader.read(location(path)) else { return nil }
            let title = HTMLScan.text(of: slice(html, from: "<title>", to: "</title>"), limit: 400)
            let main = slice(html, from: "<main", to: "</main>")
            var writer = JSONWriter(capacity: main.count / 2 + 256)
            writer.beginObject()
            writer.key("h")
            writer.strings([])
            writer.key("t")
            writer.string(title.isEmpty ? path : title)
            writer.key("u")
            writer.string(path)
            writer.key("x")
            writer.string(HTMLScan.text(of: main, limit: main.count))
            writer.endObject()
            return (path, writer.bytes)
        }
    }

    /// The bytes between the first `start` and the next `end` (the start tag itself left
    /// for the text scan to skip), or nothing.
    private static func slice(_ html: [UInt8], from start: String, to end: String) -> [UInt8] {
        let startBytes = Array(start.utf8)
        let endBytes = Array(end.utf8)
        guard let from = firstRange(of: startBytes, in: html, after: 0) else { return [] }
        let bodyStart = start.hasSuffix(">") ? from + startBytes.count : from
        let to = firstRange(of: endBytes, in: html, after: bodyStart) ?? html.count
        return Array(html[bodyStart..<to])
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8], after start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], Array(haystack[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }
}
