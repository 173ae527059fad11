import Diagnostics

/// Finds the elements of a JSON array as its bytes arrive, without parsing them: it tracks
/// only strings, escapes and nesting, which is all it takes to know where an element ends.
/// Each element is then parsed on its own, and whatever is wrong inside one is reported there
/// by the JSON parser.
struct ArrayScanner {
    private enum Place {
        case beforeOpen, beforeElement, inElement, afterElement, afterClose
    }

    private var place = Place.beforeOpen
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var elements = 0
    private var line = 1
    private var column = 1
    private var atStart = true
    /// Where the element being scanned started, in the chunk's bytes and in the input.
    private var elementStart = 0
    private var elementLine = 0
    private var elementColumn = 0

    /// Scans `bytes`, the next bytes of the input, adding the elements that end in them to
    /// `chunk` (an element still open at the end is copied over and finished by the next call).
    ///
    /// - Throws: `invalid_json` where the array itself is malformed.
    mutating func scan(_ bytes: [UInt8], into chunk: inout StateChunk) throws(Diagnostic) {
        var index = 0
        if atStart {
            atStart = false
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch place {
            case .inElement:
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if depth > 0 && (byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")) {
                    depth -= 1
                    if depth == 0 {
                        chunk.bytes.append(byte)
                        endElement(&chunk)
                        advance(byte)
                        index += 1
                        continue
                    }
                } else if depth == 0 && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || isJSONSpace(byte)) {
                    endElement(&chunk)
                    continue
                }
                chunk.bytes.append(byte)
            case .beforeOpen, .beforeElement, .afterElement, .afterClose:
                try between(byte, chunk: &chunk)
            }
            advance(byte)
            index += 1
        }
    }

    /// Takes the bytes of an element still open out of `chunk`, to start the next chunk with.
    mutating func carry(from chunk: inout StateChunk) -> [UInt8] {
        guard place == .inElement else { return [] }
        let open = Array(chunk.bytes[elementStart...])
        chunk.bytes.removeSubrange(elementStart...)
        elementStart = 0
        return open
    }

    /// Checks that the input ended where an array may end.
    ///
    /// - Throws: `invalid_json` when it ends inside the array.
    mutating func finish(file: String) throws(Diagnostic) {
        switch place {
        case .afterClose: return
        case .beforeOpen: throw failure("The file is empty; expected a JSON array of states.", file: file)
        default: throw failure("The file ends inside the array; expected ']'.", file: file)
        }
    }

    /// A byte outside any element: whitespace, the brackets and the commas.
    private mutating func between(_ byte: UInt8, chunk: inout StateChunk) throws(Diagnostic) {
        if isJSONSpace(byte) { return }
        switch (place, byte) {
        case (.beforeOpen, UInt8(ascii: "[")):
            place = .beforeElement
        case (.beforeElement, UInt8(ascii: "]")) where elements == 0:
            place = .afterClose
        case (.beforeElement, _) where byte != UInt8(ascii: ",") && byte != UInt8(ascii: "]"):
            place = .inElement
            depth = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") ? 1 : 0
            inString = byte == UInt8(ascii: "\"")
            elementStart = chunk.bytes.count
            elementLine = line
            elementColumn = column
            chunk.bytes.append(byte)
        case (.afterElement, UInt8(ascii: ",")):
            place = .beforeElement
        case (.afterElement, UInt8(ascii: "]")):
            place = .afterClose
        default:
            let expected =
                switch place {
                case .beforeOpen: "'[' to open an array of states"
                case .beforeElement: "a state"
                case .afterElement: "',' or ']'"
                default: "the end of the file"
                }
            throw failure("Unexpected \(Self.describe(byte)); expected \(expected).", file: chunk.file)
        }
    }

    private mutating func endElement(_ chunk: inout StateChunk) {
        chunk.records.append(.init(range: elementStart..<chunk.bytes.count, line: elementLine, column: elementColumn))
        elements += 1
        place = .afterElement
    }

    private mutating func advance(_ byte: UInt8) {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private func failure(_ message: String, file: String) -> Diagnostic {
        Diagnostic(.invalidJSON, message, file: file, position: SourcePosition(line: line, column: column))
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }
}

/// JSON's four whitespace bytes.
func isJSONSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
}
