/// Finds the ```` ```swift ```` blocks of a Markdown or MDX page, wherever they sit: at the top
/// level, indented inside components, or in a snippet.
///
/// The scan is by lines, as CommonMark reads fences: a run of three or more backticks or
/// tildes opens a block and a run at least as long of the same character, alone on its line,
/// closes it. Blocks in other languages are skipped whole, so a ```` ```swift ```` shown inside
/// a ```` ````md ```` example is not taken for a sample.
package enum SampleScanner {
    /// The lines of `text`, as a split by Characters at a line feed or a CRLF (one Character)
    /// gives them, each without a last return: found by bytes, which took a build's sample check
    /// most of its time when every sample's result was cached.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        while true {
            let feed = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            var end = feed ?? bytes.endIndex
            // The CRLF's return, then a return left at the line's end: each byte ASCII, so every
            // cut falls between Unicode scalars.
            if feed != nil, end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") {
                end = bytes.index(before: end)
            }
            if end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") { end = bytes.index(before: end) }
            lines.append(text[start..<end])
            guard let feed else { return lines }
            start = bytes.index(after: feed)
        }
    }

    /// The Swift blocks of `text`, in page order.
    package static func samples(in text: String, file: String) -> [SwiftSample] {
        var samples: [SwiftSample] = []
        var open: (fence: Character, length: Int, indent: Int, sample: SwiftSample?)?
        var lineNumber = 0
        for line in lines(of: text) {
            lineNumber += 1
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let rest = line.dropFirst(indent)
            if let current = open {
                if let run = fenceRun(rest), run.fence == current.fence, run.length >= current.length,
                    rest.dropFirst(run.length).allSatisfy({ $0 == " " || $0 == "\t" })
                {
                    if let sample = current.sample { samples.append(sample) }
                    open = nil
                } else if var sample = current.sample {
                    let code = dropIndent(line, upTo: current.indent)
                    sample.lines.append(String(code))
                    sample.indents.append(line.count - code.count)
                    open?.sample = sample
                }
                continue
            }
            guard let run = fenceRun(rest) else { continue }
            let info = String(rest.dropFirst(run.length))
            // A backtick fence's info string may not hold a backtick (that is inline code).
            if run.fence == "`" && info.contains("`") { continue }
            let words = infoWords(info)
            var sample: SwiftSample?
            if words.first?.lowercased() == "swift" {
                let flags = Set(words.dropFirst())
                sample = SwiftSample(
                    file: file, firstLine: lineNumber + 1, lines: [],
                    options: .init(
                        skip: flags.contains("nocheck"), fragment: flags.contains("fragment"),
                        continues: flags.contains("continues")))
            }
            open = (run.fence, run.length, indent, sample)
        }
        // A block left open runs to the end of the page, as in CommonMark.
        if let sample = open?.sample { samples.append(sample) }
        return samples
    }

    /// The words of an info string; a quoted value (`title="A fragment"`) stays one word.
    static func infoWords(_ info: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for character in info {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
            } else if character == " " || character == "\t" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if character == "\"" || character == "'" { quote = character }
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func fenceRun(_ text: Substring) -> (fence: Character, length: Int)? {
        guard let first = text.first, first == "`" || first == "~" else { return nil }
        let length = text.prefix { $0 == first }.count
        return length >= 3 ? (first, length) : nil
    }

    private static func dropIndent(_ line: Substring, upTo count: Int) -> Substring {
        var removed = 0
        var index = line.startIndex
        while removed < count, index < line.endIndex, line[index] == " " || line[index] == "\t" {
            index = line.index(after: index)
            removed += 1
        }
        return line[index...]
    }
}
