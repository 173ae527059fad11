import ByteTools

/// The ```` ```mermaid ```` blocks of pages, found by a scan of their source before they
/// render, so that one browser run draws them all. A block the scan misses (inside a snippet,
/// or indented in a list) is drawn when its page renders, alone.
enum DiagramSources {
    /// The sources of the fenced `mermaid` blocks in `page`, as cmark gives a block's text.
    static func scan(_ page: [UInt8]) -> [String] {
        guard ByteSearch.contains(Array("mermaid".utf8), anchor: 0, in: page) else { return [] }
        var found: [String] = []
        var lines = String(decoding: page, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            let trimmed = line.drop { $0 == " " }
            guard line.count - trimmed.count < 4, let fence = fenceOpening(trimmed) else { continue }
            let info = trimmed.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
            guard info.split(separator: " ").first?.lowercased() == "mermaid" else { continue }
            var body = ""
            while let next = lines.popFirst() {
                let content = next.drop { $0 == " " }
                if content.hasPrefix(fence) && content.allSatisfy({ $0 == fence.first! || $0 == " " }) { break }
                body += next + "\n"
            }
            found.append(body)
        }
        return found
    }

    /// The run of three or more backticks or tildes a line opens with.
    private static func fenceOpening(_ line: Substring) -> String? {
        guard let mark = line.first, mark == "`" || mark == "~" else { return nil }
        let run = line.prefix { $0 == mark }
        return run.count >= 3 ? String(run) : nil
    }
}
