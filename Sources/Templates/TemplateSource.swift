import Diagnostics

/// A template's text as bytes, with the questions the scanner and parser ask about its lines,
/// and the diagnostics that point into it.
struct TemplateSource {
    /// The template's name, reported as the diagnostic's file.
    let name: String
    let bytes: [UInt8]

    init(_ text: String, name: String) {
        self.name = name
        bytes = Array(text.utf8)
    }

    /// The first occurrence of `needle` at or after `start`.
    func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    // MARK: Lines

    /// Where the line holding `offset` begins.
    func lineStart(before offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != newline { index -= 1 }
        return index
    }

    /// Whether only spaces and tabs stand between the start of its line and `offset`.
    func isBlankBefore(_ offset: Int) -> Bool {
        bytes[lineStart(before: offset)..<offset].allSatisfy(isBlank)
    }

    /// The spaces and tabs from the start of `offset`'s line up to `offset`.
    func indentation(before offset: Int) -> ArraySlice<UInt8> {
        bytes[lineStart(before: offset)..<offset]
    }

    /// The spaces and tabs that open the line starting at `offset`.
    func indentation(ofLineAt offset: Int) -> ArraySlice<UInt8> {
        var end = offset
        while end < bytes.count, isBlank(bytes[end]) { end += 1 }
        return bytes[offset..<end]
    }

    /// When only spaces and tabs follow `offset` up to a newline (`\n` or `\r\n`) or the end of
    /// the template, the offset just past that newline; `nil` when anything else follows.
    func lineEnd(after offset: Int) -> Int? {
        var index = offset
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        if index == bytes.count { return index }
        if bytes[index] == newline { return index + 1 }
        if bytes[index] == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == newline { return index + 2 }
        return nil
    }

    func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    // MARK: Diagnostics

    /// The 1-based line and column of a byte offset, columns counting Unicode scalars.
    func position(of offset: Int) -> SourcePosition {
        let start = lineStart(before: offset)
        let line = 1 + bytes[..<start].reduce(0) { $0 + ($1 == newline ? 1 : 0) }
        // A scalar's first byte is any byte that is not a UTF-8 continuation byte (10xxxxxx).
        let column = 1 + bytes[start..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourcePosition(line: line, column: column)
    }

    /// The text of `range`, cut at the end of its line and after 40 bytes so a message quoting a
    /// runaway tag stays one readable line.
    func quote(_ range: Range<Int>) -> String {
        var end = min(range.upperBound, range.lowerBound + 40)
        if let lineBreak = bytes[range.lowerBound..<end].firstIndex(where: { $0 == newline || $0 == carriageReturn }) {
            end = lineBreak
        }
        let text = String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
        return end < range.upperBound ? text + "…" : text
    }

    /// An error at `offset`, attributed to this template.
    func error(_ code: DiagnosticCode, at offset: Int, _ message: String) -> Diagnostic {
        Diagnostic(code, message, file: name, position: position(of: offset))
    }
}

private let newline: UInt8 = UInt8(ascii: "\n")
private let carriageReturn: UInt8 = UInt8(ascii: "\r")
