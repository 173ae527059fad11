import ByteTools
import HTML

/// Writes a fenced code block as Preflight shows it: a header with the title and a copy
/// button, then the code, highlighted, one `<span class="line">` per line.
enum CodeBlockRenderer {
    /// Writes the block. `code` is the block's text as cmark gives it (ending in a newline);
    /// `showsTitle` is false inside a code group, whose tabs carry the titles instead.
    static func render(code: [UInt8], info: CodeBlockInfo, showsTitle: Bool, into html: inout HTMLBuffer) {
        html.raw("<div class=\"pf-code-block")
        if info.wraps { html.raw(" pf-code-wrap") }
        if info.showsLineNumbers { html.raw(" pf-code-numbered") }
        html.raw("\"")
        if let language = info.language { html.attribute("data-language", language) }
        html.raw(">\n<div class=\"pf-code-header\">")
        if showsTitle, let title = info.title {
            html.element("span", class: "pf-code-title", text: title)
        }
        html.raw(
            "<button class=\"pf-copy\" type=\"button\" aria-label=\"Copy code\">Copy</button></div>\n<pre class=\"pf-code\"><code"
        )
        if let language = info.language {
            // ` class="language-…"`, the language escaped, without building the value first.
            html.raw(" class=\"language-")
            html.text(language)
            html.raw("\"")
        }
        html.raw(">")
        writeLines(code, info: info, into: &html)
        html.raw("</code></pre>\n</div>")
    }

    /// The code, line by line, with each highlighted run clipped to the line it is on (a
    /// block comment over three lines becomes three spans, so every line span is balanced).
    private static func writeLines(_ code: [UInt8], info: CodeBlockInfo, into html: inout HTMLBuffer) {
        var end = code.count
        if end > 0 && code[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        guard end > 0 else { return }
        let tokens = info.language.flatMap(HighlightLanguage.init(fenceLanguage:))?.tokens(code, in: 0..<end) ?? []
        // Most blocks mark no lines; only those that do count their lines for the marks.
        let marked =
            info.highlightedLines.isEmpty
            ? nil : markedLines(info.highlightedLines, lineCount: lineCount(code, end: end))
        code.withUnsafeBufferPointer { writeLines($0, end: end, tokens: tokens, marked: marked, into: &html) }
    }

    /// Writes `code[..<end]`, escaped, as line spans holding token spans, through one
    /// ``HTMLBuffer/Writer``: a block appends a tag and an escaped run per token, and the
    /// writer's appends are inlined here rather than each a call into the buffer. The ranges
    /// come from an unsafe buffer so that none of the many short pieces retains the array.
    private static func writeLines(
        _ code: UnsafeBufferPointer<UInt8>, end: Int, tokens: [HighlightToken], marked: [Bool]?,
        into html: inout HTMLBuffer
    ) {
        html.write { writer in
            var tokenIndex = 0
            var lineStart = 0
            var lineNumber = 1
            while true {
                let lineEnd = ByteSearch.lineEnd(code, from: lineStart, limit: end)
                writer.raw(marked?[lineNumber] == true ? "<span class=\"line highlighted\">" : "<span class=\"line\">")
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
