import ByteTools
import Diagnostics

/// Refuses the Markdown that libcmark-gfm 0.29.0.gfm.6 takes superlinear time or memory over,
/// before it is parsed: tables that make it fill in millions of missing cells, and image
/// openers it walks back over for every link it closes.
///
/// Later cmark-gfm releases bound the same two things inside the library; the one a system
/// provides may be older, so the page is checked here. The scan follows cmark's blocks only
/// roughly (quote markers and list items, fenced code, blank lines), counting on the
/// generous side: a page near a bound is not a page anyone writes by hand.
struct CMarkInputBounds {
    /// A table's columns: cmark finds each cell's column by walking the cells before it, so a
    /// row costs the square of its width.
    static let maximumTableColumns = 1_000
    /// Cells cmark adds to short rows, over a whole page: each is a node of about 300 bytes
    /// written from nothing (a 20 KB table of 2,500 × 2,500 used 1.9 GB).
    static let maximumFilledCells = 100_000
    /// `![` in one paragraph: closing a link walks back over every image opener before it that
    /// is still open (`![[]()` 50,000 times took 18 s; `[` alone is cheap, its openers close).
    static let maximumImageOpeners = 1_000
    /// The assembled document, snippets included: cmark aborts the process when a buffer
    /// passes 1 GB, and its HTML may be six times its input (`"` becomes `&quot;`), a NUL
    /// byte three (U+FFFD).
    static let maximumDocumentBytes = 128 << 20

    let markdown: [UInt8]
    /// Where each document line came from.
    var sourceMap: SourceMap
    let file: String

    private(set) var diagnostics: [Diagnostic] = []
    private var fence: CodeFence.Opening?
    private var filledCells = 0
    /// The open table: its columns; nil outside tables.
    private var tableColumns: Int?
    /// Image openers in the paragraph being read, and the line it started on.
    private var openers = 0
    private var paragraphLine = 0
    private var previousLineHasText = false

    /// The diagnostics for `markdown`, at most one of each kind.
    static func check(_ markdown: [UInt8], sourceMap: SourceMap, file: String) -> [Diagnostic] {
        if let tooLarge = check(size: markdown.count, file: file) { return [tooLarge] }
        var bounds = CMarkInputBounds(markdown: markdown, sourceMap: sourceMap, file: file)
        bounds.scan()
        return bounds.diagnostics
    }

    /// `page_too_large` for a document of `size` bytes past ``maximumDocumentBytes``.
    static func check(size: Int, file: String) -> Diagnostic? {
        guard size > maximumDocumentBytes else { return nil }
        return Diagnostic(
            .pageTooLarge,
            "This page comes to \(size >> 20) MB of Markdown with its snippets; expected at most \(maximumDocumentBytes >> 20) MB.",
            file: file, position: SourcePosition(line: 1, column: 1))
    }

    private mutating func scan() {
        var start = 0
        var line = 1
        while start < markdown.count && diagnostics.count < 2 {
            let end = ByteSearch.lineEnd(markdown, from: start, limit: markdown.count)
            read(contentStart(from: start, to: end), end, line: line)
            start = end + 1
            line += 1
        }
    }

    /// Past the line's indentation, quote markers and list item marker.
    private func contentStart(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, ByteClass.isBlank(markdown[index]) || markdown[index] == UInt8(ascii: ">") { index += 1 }
        return index
    }

    private mutating func read(_ start: Int, _ end: Int, line: Int) {
        if let open = fence {
            if closesFence(open, from: start, to: end) { fence = nil }
            return
        }
        guard start < end else {
            endParagraph()
            tableColumns = nil
            previousLineHasText = false
            return
        }
        if let opened = fenceOpening(from: start, to: end) {
            endParagraph()
            tableColumns = nil
            fence = opened
            previousLineHasText = false
            return
        }
        if let columns = tableColumns {
            filledCells += max(0, columns - cellCount(from: start, to: end))
            if filledCells > Self.maximumFilledCells, !hasReported(.tableTooLarge) {
                report(
                    .tableTooLarge,
                    "The tables of this page leave more than \(Self.maximumFilledCells) cells for Markdown to fill in; "
                        + "expected rows with their cells written out.", line: line)
            }
            return
        }
        if previousLineHasText, let columns = delimiterRowCells(from: start, to: end) {
            endParagraph()
            tableColumns = columns
            if columns > Self.maximumTableColumns, !hasReported(.tableTooLarge) {
                report(
                    .tableTooLarge,
                    "This table has \(columns) columns; expected at most \(Self.maximumTableColumns).", line: line - 1)
            }
            previousLineHasText = false
            return
        }
        // A list item or heading starts a block of its own, whose inlines are parsed apart.
        if startsBlock(from: start, to: end) { endParagraph() }
        if openers == 0 { paragraphLine = line }
        countOpeners(from: start, to: end)
        previousLineHasText = true
    }

    private mutating func countOpeners(from start: Int, to end: Int) {
        openers += markdown.withUnsafeBufferPointer { Self.imageOpeners(in: $0, from: start, to: end) }
        if openers > Self.maximumImageOpeners, !hasReported(.tooManyImages) {
            report(
                .tooManyImages,
                "This paragraph opens more than \(Self.maximumImageOpeners) images with '!['; "
                    + "expected fewer per paragraph (write a literal '![' as \\![).", line: paragraphLine)
        }
    }

    /// The `![` in `start..<end` that no backslash escapes, found with memchr: every line of
    /// every page passes here, and most hold no `!` at all.
    private static func imageOpeners(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end - 1, let bang = ByteSearch.firstIndex(of: UInt8(ascii: "!"), in: bytes, from: index, to: end - 1) {
            if bytes[bang + 1] == UInt8(ascii: "[") {
                // An odd run of backslashes before it escapes the `!`; each run is walked once.
                var backslashes = 0
                while bang - backslashes > start && bytes[bang - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                if backslashes % 2 == 0 { count += 1 }
            }
            index = bang + 1
        }
        return count
    }

    private mutating func endParagraph() {
        openers = 0
    }

    /// `-`, `*`, `+`, `1.` or `1)` and a space, or `#`: the start of a list item or heading.
    private func startsBlock(from start: Int, to end: Int) -> Bool {
        let byte = markdown[start]
        if byte == UInt8(ascii: "#") { return true }
        var index = start
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") {
            index += 1
        } else {
            while index < end && ByteClass.isDigit(markdown[index]) { index += 1 }
            guard index > start, index < end, markdown[index] == UInt8(ascii: ".") || markdown[index] == UInt8(ascii: ")") else {
                return false
            }
            index += 1
        }
        return index == end || ByteClass.isBlank(markdown[index])
    }

    /// The cells of a table's delimiter row (`| --- | :-: |`), or nil when the line is not one.
    private func delimiterRowCells(from start: Int, to end: Int) -> Int? {
        var hasPipe = false
        var hasDash = false
        for index in start..<end {
            switch markdown[index] {
            case UInt8(ascii: "|"): hasPipe = true
            case UInt8(ascii: "-"): hasDash = true
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"): continue
            default: return nil
            }
        }
        guard hasPipe, hasDash else { return nil }
        return cellCount(from: start, to: end)
    }

    /// The cells of a table row: its unescaped pipes, less those at its ends, plus one.
    private func cellCount(from start: Int, to end: Int) -> Int {
        var last = end
        while last > start && ByteClass.isBlank(markdown[last - 1]) { last -= 1 }
        var pipes = 0
        var index = start
        while index < last {
            if markdown[index] == UInt8(ascii: "\\") {
                index += 1
            } else if markdown[index] == UInt8(ascii: "|") {
                pipes += 1
            }
            index += 1
        }
        if markdown[start] == UInt8(ascii: "|") { pipes -= 1 }
        if last - 1 > start && markdown[last - 1] == UInt8(ascii: "|") { pipes -= 1 }
        return max(pipes, 0) + 1
    }

    private func fenceOpening(from start: Int, to end: Int) -> CodeFence.Opening? {
        markdown.withUnsafeBufferPointer { CodeFence.opening(in: $0, from: start, to: end) }
    }

    private func closesFence(_ open: CodeFence.Opening, from start: Int, to end: Int) -> Bool {
        markdown.withUnsafeBufferPointer { CodeFence.closes(open, in: $0, from: start, to: end) }
    }

    private func hasReported(_ code: DiagnosticCode) -> Bool {
        diagnostics.contains { $0.code == code }
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, line: Int) {
        let place = sourceMap.place(line: line, column: 1)
        diagnostics.append(Diagnostic(code, message, file: place.file ?? file, position: place.position))
    }
}
