import ByteTools

/// Consecutive lines of one file that go on as written: no inline component in them, none
/// the rest of a line after a tag.
///
/// Most of a docs page is such lines. Kept as one span of the file, line feeds included,
/// they are copied whole into the Markdown cmark parses and into the `.md` twin wherever no
/// indentation changes, instead of item by item and line by line.
struct LineSpan: Sendable {
    /// From the first line's start to the last line's end (without its line ending).
    private(set) var bytes: ArraySlice<UInt8>
    private(set) var firstNumber: Int
    private(set) var lastNumber: Int
    private(set) var firstIsBlank: Bool
    private(set) var lastIsBlank: Bool
    /// The least indentation of the span's non-blank lines; nil when all are blank.
    private(set) var leastIndent: Int?

    init(_ line: SourceLine) {
        bytes = line.bytes
        firstNumber = line.number
        lastNumber = line.number
        firstIsBlank = line.isBlank
        lastIsBlank = line.isBlank
        leastIndent = line.isBlank ? nil : line.indent
    }

    var lineNumbers: ClosedRange<Int> { firstNumber...lastNumber }

    /// Whether `line` is the next line of the file, starting one line feed after the span.
    func isFollowed(by line: SourceLine) -> Bool {
        line.isPlain && isFollowed(byLineAt: line.bytes.startIndex, number: line.number)
    }

    /// Adds the line that follows (``isFollowed(by:)``); `file` is the array both are slices of.
    mutating func extend(with line: SourceLine, in file: [UInt8]) {
        extend(
            to: line.bytes.endIndex, lastNumber: line.number, lastIsBlank: line.isBlank,
            leastIndent: line.isBlank ? nil : line.indent, in: file)
    }

    /// Whether the line that starts at `start`, numbered `number`, is the next line of the file.
    func isFollowed(byLineAt start: Int, number: Int) -> Bool {
        number == lastNumber + 1 && start == bytes.endIndex + 1
    }

    /// Adds the lines that follow, up to the end of the last one (`end`, without its line
    /// ending), as ``extend(with:in:)`` line by line would: `lastNumber` is the last one's
    /// number, `leastIndent` the least indentation of those not blank (nil when all are).
    mutating func extend(to end: Int, lastNumber: Int, lastIsBlank: Bool, leastIndent: Int?, in file: [UInt8]) {
        bytes = file[bytes.startIndex..<end]
        self.lastNumber = lastNumber
        self.lastIsBlank = lastIsBlank
        if let leastIndent { self.leastIndent = min(self.leastIndent ?? leastIndent, leastIndent) }
    }

    /// The span from its first non-blank line on; nil when every line is blank.
    var withoutLeadingBlankLines: LineSpan? {
        guard firstIsBlank else { return self }
        var start = bytes.startIndex
        for number in lineNumbers {
            let end = number == lastNumber ? bytes.endIndex : bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            if bytes[start..<end].contains(where: { !ByteClass.isBlank($0) }) {
                var rest = self
                rest.bytes = bytes[start...]
                rest.firstNumber = number
                rest.firstIsBlank = false
                return rest
            }
            start = end + 1
        }
        return nil
    }

    /// The span's lines one by one, as the tokenizer read them: for writers that change
    /// their indentation.
    var lines: [SourceLine] {
        var lines: [SourceLine] = []
        var start = bytes.startIndex
        for number in lineNumbers {
            let end = number == lastNumber ? bytes.endIndex : bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var indent = 0
            while start + indent < end && ByteClass.isBlank(bytes[start + indent]) { indent += 1 }
            lines.append(SourceLine(bytes: bytes[start..<end], number: number, indent: indent))
            start = end + 1
        }
        return lines
    }
}

extension SourceLine {
    /// Whether the line goes on as written: no inline tag, and not text after a tag.
    var isPlain: Bool { !isRemainder && inlineTags.isEmpty }
}
