import ByteTools

/// When a page needs libcmark-gfm's autolink extension at all.
///
/// The extension links three things and nothing else, all in text: a URL at `://` (after
/// `http`, `https` or `ftp`), a `www.` address, and an email address around an `@`. A page
/// without any of the three in its text has no autolink to find, yet the extension costs every
/// parse a call at each `w` and `:` of its text and a walk of the whole tree afterwards. Such
/// a page parses without it, to the same tree (``CMark/parse(_:autolinks:)``).
///
/// Docs hold these mostly in code (`@State`, `@mintlify/…`, a `curl https://…`), so fenced
/// code blocks are left out of the search, but only fences that cannot be anything else:
/// - a fence's opening line starts at the line's first byte. No list item, quote or indented
///   code holds such a line, yet one indented by one to three spaces may belong to a list
///   item or open a fence that a line at the first byte closes;
/// - no line since the fence before may start an HTML block (other than a one-line comment,
///   as a component's marker is): the block would hold the fence's line as its text;
/// - no `|` since the last blank line: a table takes any line as a row once it has begun.
///
/// From the first fence that fails one of these, the rest of the page is searched whole.
enum Autolinks {
    private static let scheme: StaticString = "://"
    private static let www: StaticString = "www."
    private static let commentOpen: StaticString = "<!--"
    private static let commentEnd: StaticString = "-->"

    /// Whether `markdown` holds an `@`, a `://` or a `www.` outside its fenced code blocks:
    /// conservative, as one in an inline code span or a link's target only costs the
    /// extension's work.
    static func mayOccur(in markdown: [UInt8]) -> Bool {
        markdown.withUnsafeBufferPointer { bytes in
            let scan = Scan(bytes: bytes)
            // Lines are told by line feeds alone: a page's own text has no other line ending
            // by now (``SourceText``), and any other text is searched whole.
            guard ByteSearch.firstIndex(of: UInt8(ascii: "\r"), in: bytes) == nil else {
                return scan.holdsAny(from: 0, to: bytes.count)
            }
            // Where the text not yet searched starts: after the last fence closed.
            var textStart = 0
            while let fence = scan.nextFenceLine(from: textStart) {
                if scan.holdsAny(from: textStart, to: fence.lineStart) { return true }
                guard fence.indent == 0, !scan.mayStartHTMLBlock(from: textStart, to: fence.lineStart),
                    !scan.mayBeInTable(fence.lineStart, floor: textStart)
                else { return scan.holdsAny(from: fence.lineStart, to: bytes.count) }
                // A fence never closed is code to the page's end.
                guard let end = scan.closingLineEnd(of: fence) else { return false }
                textStart = end
            }
            return scan.holdsAny(from: textStart, to: bytes.count)
        }
    }

    /// A line that opens a fence (``CodeFence``) after up to three spaces.
    private struct FenceLine {
        var lineStart: Int
        var indent: Int
        var opening: CodeFence.Opening
        /// Where the line's `\n` is (or the page's end).
        var lineEnd: Int
    }

    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>

        /// Whether `bytes[start..<end]` holds an `@`, a `://` or a `www.`.
        func holdsAny(from start: Int, to end: Int) -> Bool {
            guard start < end else { return false }
            let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
            return ByteSearch.firstIndex(of: UInt8(ascii: "@"), in: text) != nil
                || Autolinks.scheme.withUTF8Buffer { ByteSearch.find($0, anchor: 0, in: text, from: 0) } != nil
                || Autolinks.www.withUTF8Buffer { ByteSearch.find($0, anchor: 0, in: text, from: 0) } != nil
        }

        /// The next line at or after `start` that opens a fence: backticks found by `memchr`
        /// (inline code spans among them) and tildes, each kept at a line's start.
        func nextFenceLine(from start: Int) -> FenceLine? {
            var backtick = ByteSearch.firstIndex(of: UInt8(ascii: "`"), in: bytes, from: start)
            var tilde = ByteSearch.firstIndex(of: UInt8(ascii: "~"), in: bytes, from: start)
            while let hit = Self.first(backtick, tilde) {
                if let lineStart = lineStart(before: hit) {
                    let lineEnd = ByteSearch.lineEnd(bytes, from: hit, limit: bytes.count)
                    if let opening = CodeFence.opening(in: bytes, from: hit, to: lineEnd) {
                        return FenceLine(lineStart: lineStart, indent: hit - lineStart, opening: opening, lineEnd: lineEnd)
                    }
                }
                let marker = bytes[hit]
                let next = ByteSearch.firstIndex(of: marker, in: bytes, from: hit + 1)
                if marker == UInt8(ascii: "`") { backtick = next } else { tilde = next }
            }
            return nil
        }

        private static func first(_ one: Int?, _ other: Int?) -> Int? {
            guard let one, let other else { return one ?? other }
            return min(one, other)
        }

        /// The start of the line holding `index` when only up to three spaces precede it there.
        func lineStart(before index: Int) -> Int? {
            var start = index
            while start > 0, index - start < 3, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
            return start == 0 || bytes[start - 1] == UInt8(ascii: "\n") ? start : nil
        }

        /// The end of the line that closes `fence` (its character after up to three spaces,
        /// ``CodeFence/closes(_:in:from:to:)``); nil when none does.
        func closingLineEnd(of fence: FenceLine) -> Int? {
            let marker = fence.opening.byte
            var next = ByteSearch.firstIndex(of: marker, in: bytes, from: fence.lineEnd)
            while let hit = next {
                guard lineStart(before: hit) != nil else {
                    next = ByteSearch.firstIndex(of: marker, in: bytes, from: hit + 1)
                    continue
                }
                let lineEnd = ByteSearch.lineEnd(bytes, from: hit, limit: bytes.count)
                if CodeFence.closes(fence.opening, in: bytes, from: hit, to: lineEnd) { return lineEnd }
                next = ByteSearch.firstIndex(of: marker, in: bytes, from: lineEnd)
            }
            return nil
        }

        /// Whether a line in `bytes[start..<end]` may start an HTML block: `<` after up to
        /// three spaces, unless the line is a whole comment (`<!-- … -->`), which ends its block
        /// on the same line.
        func mayStartHTMLBlock(from start: Int, to end: Int) -> Bool {
            var next = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: start, to: end)
            while let hit = next {
                if lineStart(before: hit) != nil {
                    let line = UnsafeBufferPointer(
                        rebasing: bytes[hit..<ByteSearch.lineEnd(bytes, from: hit, limit: bytes.count)])
                    let isComment =
                        Autolinks.commentOpen.withUTF8Buffer { line.starts(with: $0) }
                        && Autolinks.commentEnd.withUTF8Buffer { ByteSearch.find($0, anchor: 0, in: line, from: 4) } != nil
                    if !isComment { return true }
                }
                next = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: hit + 1, to: end)
            }
            return false
        }

        /// Whether a `|` comes between the last blank line before `lineStart` (or `floor`) and
        /// it: a table may have begun there.
        func mayBeInTable(_ lineStart: Int, floor: Int) -> Bool {
            var blockStart = lineStart
            // Back one line at a time until a blank one.
            while blockStart > floor {
                var previous = blockStart - 1
                while previous > floor, bytes[previous - 1] != UInt8(ascii: "\n") { previous -= 1 }
                if (previous..<(blockStart - 1)).allSatisfy({ ByteClass.isBlank(bytes[$0]) }) { break }
                blockStart = previous
            }
            return ByteSearch.firstIndex(of: UInt8(ascii: "|"), in: bytes, from: blockStart, to: lineStart) != nil
        }
    }
}
