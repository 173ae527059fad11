import Foundation

/// What a site needs of a page before rendering any: its front matter and title, so every
/// page's sidebar can name every other page.
package struct PageHead: Sendable {
    package var frontMatter: FrontMatter
    /// The front matter's `title`, else the first `# heading`, else `nil`.
    package var title: String?
}

extension PageRenderer {
    /// Reads a page's front matter and title without rendering it.
    ///
    /// - Throws: the front matter's errors (`invalid_front_matter`, `unclosed_front_matter`).
    package static func head(source: String, file: String) throws -> PageHead {
        try head(normalized: SourceText.utf8(source), file: file)
    }

    /// ``head(source:file:)`` of the page whose UTF-8 text is `source`, without making a `String` of it.
    ///
    /// - Throws: what ``head(source:file:)`` throws.
    package static func head(utf8 source: [UInt8], file: String) throws -> PageHead {
        try head(normalized: SourceText.utf8(bytes: source), file: file)
    }

    private static func head(normalized bytes: [UInt8], file: String) throws -> PageHead {
        let split = try FrontMatterParser.split(bytes, file: file)
        return PageHead(frontMatter: split.frontMatter, title: split.frontMatter.title ?? firstHeading(bytes[split.bodyRange]))
    }

    /// The text of the first ATX `# heading` outside fenced code, with closing `#`s dropped.
    private static func firstHeading(_ body: ArraySlice<UInt8>) -> String? {
        var fence: UInt8?
        var fenceLength = 0
        for line in body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            guard indent < 4 else { continue }
            let text = line.dropFirst(indent)
            let marker = text.first
            if marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") {
                let run = text.prefix { $0 == marker }.count
                if run >= 3 {
                    if fence == nil {
                        fence = marker
                        fenceLength = run
                    } else if fence == marker, run >= fenceLength {
                        fence = nil
                    }
                    continue
                }
            }
            guard fence == nil, text.first == UInt8(ascii: "#") else { continue }
            let rest = text.dropFirst()
            guard rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\t") else { continue }
            var heading = String(decoding: rest, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            while heading.hasSuffix("#") { heading.removeLast() }
            heading = heading.trimmingCharacters(in: .whitespaces)
            return heading.isEmpty ? nil : heading
        }
        return nil
    }
}
