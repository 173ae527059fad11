import ByteTools
import JSONDocument

extension SiteOutputs {
    /// Search entries for the settings-screen previews and catalog reviews, read back from
    /// the pages already written: the title from `<title>`, the text of `<main>`. A file that
    /// cannot be read has none.
    static func previewSearchEntries(paths: [String], location: (String) -> String) -> [(address: String, entry: [UInt8])] {
        paths.sorted().compactMap { path in previewSearchEntry(at: path, location: location).map { (path, $0) } }
    }

    /// The search entry of the preview or review page at `path` (its file at `location(path)`);
    /// nil when the file cannot be read.
    static func previewSearchEntry(at path: String, location: (String) -> String) -> [UInt8]? {
        (try? FileReader.read(location(path))).map { previewSearchEntry($0, path: path) }
    }

    /// The search entry of the preview or review page at `path` whose bytes are `html`.
    static func previewSearchEntry(_ html: [UInt8], path: String) -> [UInt8] {
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
        return writer.bytes
    }

    /// The bytes between the first `start` and the next `end` (the start tag itself left
    /// for the text scan to skip), or nothing.
    private static func slice(_ html: [UInt8], from start: StaticString, to end: StaticString) -> [UInt8] {
        guard let from = ByteSearch.find(start, in: html, from: 0, to: html.count) else { return [] }
        let isWholeTag = start.withUTF8Buffer { $0.last == UInt8(ascii: ">") }
        let bodyStart = isWholeTag ? from + start.utf8CodeUnitCount : from
        let to = ByteSearch.find(end, in: html, from: bodyStart, to: html.count) ?? html.count
        return Array(html[bodyStart..<to])
    }
}
