import ByteTools
import HTML

/// Writes a fenced code block as Preflight shows it: a header with the title and a copy
/// button, then the code, highlighted, one `<span class="line">` per line.
enum CodeBlockRenderer {
    /// Writes the block. `code` is the block's text as cmark gives it (ending in a newline);
    /// `showsTitle` is false inside a code group, whose tabs carry the titles instead.
    static func render(code: [UInt8], info: CodeBlockInfo, showsTitle: Bool, into html: inout HTMLBuffer) {
        let language = info.language.flatMap(HighlightLanguage.init(fenceLanguage:))
        var code = code
        var end = code.count
        if end > 0 && code[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        var notationMarks: [LineMarks]?
        if let stripped = CodeNotations.strip(code, end: end) {
            code = stripped.code
            end = code.count
            notationMarks = stripped.marks
        }
        let marks = lineMarks(code, end: end, info: info, language: language, notations: notationMarks)
        let focuses = marks?.contains { $0.contains(.focused) } ?? false

        html.raw("<div class=\"pf-code-block")
        if info.wraps { html.raw(" pf-code-wrap") }
        if info.showsLineNumbers { html.raw(" pf-code-numbered") }
        if info.isExpandable { html.raw(" pf-code-expandable") }
        html.raw("\"")
        if let language = info.language { html.attribute("data-language", language) }
        html.raw(">\n<div class=\"pf-code-header\">")
        if let icon = info.icon, showsTitle {
            html.icon(icon, className: "pf-code-icon", size: 14)
        }
        if showsTitle, let title = info.title {
            html.element("span", class: "pf-code-title", text: title)
        }
        html.raw(
            "<button class=\"pf-copy\" type=\"button\" aria-label=\"Copy code\">Copy</button></div>\n<pre class=\"pf-code"
        )
        if focuses { html.raw(" has-focused") }
        html.raw("\"><code")
        if let language = info.language {
            // ` class="language-…"`, the language escaped, without building the value first.
            html.raw(" class=\"language-")
            html.text(language)
            html.raw("\"")
        }
        html.raw(">")
        if end > 0 {
            let tokens = language?.tokens(code, in: 0..<end) ?? []
            code.withUnsafeBufferPointer { writeLines($0, end: end, tokens: tokens, marks: marks, into: &html) }
        }
        html.raw("</code></pre>\n")
        if info.isExpandable {
            // Shown by the page script, which collapses the block; without it the code shows whole.
            html.raw("<button class=\"pf-code-expand\" type=\"button\" aria-expanded=\"false\" hidden>Expand</button>\n")
        }
        html.raw("</div>")
    }

    /// Each line's marks (index 0 is line 1) from the notations, the meta's `highlight` and
    /// `focus`, and a diff's `+`/`-` lines; nil when no line has any.
    private static func lineMarks(
        _ code: [UInt8], end: Int, info: CodeBlockInfo, language: HighlightLanguage?, notations: [LineMarks]?
    ) -> [LineMarks]? {
        var isDiff = false
        if case .diff = language { isDiff = true }
        guard notations != nil || !info.highlightedLines.isEmpty || !info.focusedLines.isEmpty || isDiff else {
            return nil
        }
        let count = notations?.count ?? lineCount(code, end: end)
        var marks = notations ?? [LineMarks](repeating: [], count: count)
        for (ranges, mark) in [(info.highlightedLines, LineMarks.highlighted), (info.focusedLines, .focused)]
        where !ranges.isEmpty {
            for (line, isMarked) in markedLines(ranges, lineCount: count).enumerated().dropFirst() where isMarked && line <= count
            {
                marks[line - 1].insert(mark)
            }
        }
        if isDiff {
            var lineStart = 0
            var line = 0
            while lineStart < end && line < count {
                let lineEnd = ByteSearch.lineEnd(code, from: lineStart, limit: end)
                let text = code[lineStart..<lineEnd]
                if text.first == UInt8(ascii: "+") && !text.starts(with: "+++ ".utf8) { marks[line].insert(.added) }
                if text.first == UInt8(ascii: "-") && !text.starts(with: "--- ".utf8) { marks[line].insert(.removed) }
                lineStart = lineEnd + 1
                line += 1
            }
        }
        return marks
    }

    /// Writes `code[..<end]`, escaped, as line spans holding token spans, through one
    /// ``HTMLBuffer/Writer``: a block appends a tag and an escaped run per token, and the
    /// writer's appends are inlined here rather than each a call into the buffer. The ranges
    /// come from an unsafe buffer so that none of the many short pieces retains the array.
    private static func writeLines(
        _ code: UnsafeBufferPointer<UInt8>, end: Int, tokens: [HighlightToken], marks: [LineMarks]?,
        into html: inout HTMLBuffer
    ) {
        html.write { writer in
            var tokenIndex = 0
            var lineStart = 0
            var lineNumber = 1
            while true {
                let lineEnd = ByteSearch.lineEnd(code, from: lineStart, limit: end)
                let mark = marks.map { lineNumber <= $0.count ? $0[lineNumber - 1] : [] } ?? []
                if mark.isEmpty {
                    writer.raw("<span class=\"line\">")
                } else {
                    writer.raw("<span class=\"line")
                    for (bit, name) in LineMarks.classes where mark.contains(bit) { writer.raw(name) }
                    writer.raw("\">")
                }
                var position = lineStart
                while tokenIndex < tokens.count && tokens[tokenIndex].start < lineEnd {
                    let token = tokens[tokenIndex]
                    let start = max(token.start, lineStart)
                    if start > position { writer.text(utf8: UnsafeBufferPointer(rebasing: code[position..<start])) }
                    let stop = min(token.end, lineEnd)
                    if stop > start {
                        writer.raw(token.kind.openingTag)
                        writer.text(utf8: UnsafeBufferPointer(rebasing: code[start..<stop]))
                        writer.raw("</span>")
                    }
                    position = max(position, stop)
                    // A token that runs past this line continues on the next one.
                    if token.end > lineEnd { break }
                    tokenIndex += 1
                }
                if lineEnd > position { writer.text(utf8: UnsafeBufferPointer(rebasing: code[position..<lineEnd])) }
                guard lineEnd < end else {
                    writer.raw("</span>")
                    break
                }
                writer.raw("</span>\n")
                lineStart = lineEnd + 1
                lineNumber += 1
            }
        }
    }

    private static func lineCount(_ code: [UInt8], end: Int) -> Int {
        var count = 1
        var index = ByteSearch.lineEnd(code, from: 0, limit: end)
        while index < end {
            count += 1
            index = ByteSearch.lineEnd(code, from: index + 1, limit: end)
        }
        return count
    }

    /// Which lines (1-based) to mark, from ranges clamped to the block; a running sum over
    /// range edges keeps this linear however many or wide the ranges are.
    private static func markedLines(_ ranges: [ClosedRange<Int>], lineCount: Int) -> [Bool] {
        var marked = [Bool](repeating: false, count: lineCount + 2)
        guard !ranges.isEmpty else { return marked }
        var edges = [Int](repeating: 0, count: lineCount + 2)
        for range in ranges where range.lowerBound <= lineCount {
            edges[range.lowerBound] += 1
            edges[min(range.upperBound, lineCount) + 1] -= 1
        }
        var depth = 0
        for line in 1...lineCount {
            depth += edges[line]
            marked[line] = depth > 0
        }
        return marked
    }
}
