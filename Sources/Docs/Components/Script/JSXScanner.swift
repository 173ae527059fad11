import ByteTools

/// Finds where JSX elements, expression braces and template literals end, without reading them.
enum JSXScanner {
    /// The end of the element or fragment whose `<` is at `start`, or nil when it is not closed.
    static func elementEnd(_ code: [UInt8], from start: Int) -> Int? {
        var index = start
        var depth = 0
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "{") {
                guard let end = braceEnd(code, from: index) else { return nil }
                index = end
            } else if byte == UInt8(ascii: "<"), index + 1 < code.count {
                let next = code[index + 1]
                if next == UInt8(ascii: "/") {
                    guard let close = code[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                    index = close + 1
                    depth -= 1
                    if depth == 0 { return index }
                } else if ByteClass.isIdentifierStart(next) || next == UInt8(ascii: ">") {
                    guard let (end, selfClosing) = tagEnd(code, from: index) else { return nil }
                    index = end
                    if !selfClosing { depth += 1 }
                    if depth == 0 { return index }
                } else {
                    index += 1
                }
            } else if depth == 0 {
                return nil
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The end of the opening tag at `start`, and whether it closes itself.
    static func tagEnd(_ code: [UInt8], from start: Int) -> (Int, Bool)? {
        var index = start + 1
        while index < code.count {
            switch code[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = code[(index + 1)...].firstIndex(of: code[index]) else { return nil }
                index = close + 1
            case UInt8(ascii: "{"):
                guard let end = braceEnd(code, from: index) else { return nil }
                index = end
            case UInt8(ascii: ">"):
                return (index + 1, code[index - 1] == UInt8(ascii: "/"))
            default:
                index += 1
            }
        }
        return nil
    }

    /// The end of the `{…}` at `start`: strings, template literals and JSX inside are skipped.
    static func braceEnd(_ code: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        var depth = 1
        while index < code.count {
            let byte = code[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                var close = index + 1
                while close < code.count && code[close] != byte && code[close] != UInt8(ascii: "\n") {
                    if code[close] == UInt8(ascii: "\\") { close += 1 }
                    close += 1
                }
                index = close + 1
            case UInt8(ascii: "`"):
                guard let end = templateEnd(code, from: index) else { return nil }
                index = end
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                index += 1
                if depth == 0 { return byte == UInt8(ascii: "}") ? index : nil }
            case UInt8(ascii: "<")
            where index + 1 < code.count
                && (ByteClass.isIdentifierStart(code[index + 1]) || code[index + 1] == UInt8(ascii: ">")):
                index = elementEnd(code, from: index) ?? index + 1
            case UInt8(ascii: "/") where index + 1 < code.count && code[index + 1] == UInt8(ascii: "*"):
                var close = index + 2
                while close + 1 < code.count && !(code[close] == UInt8(ascii: "*") && code[close + 1] == UInt8(ascii: "/")) {
                    close += 1
                }
                index = close + 2
            default:
                index += 1
            }
        }
        return nil
    }

    /// The end of the template literal whose backtick is at `start`.
    static func templateEnd(_ code: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        while index < code.count {
            switch code[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "`"): return index + 1
            case UInt8(ascii: "$") where index + 1 < code.count && code[index + 1] == UInt8(ascii: "{"):
                guard let end = braceEnd(code, from: index + 1) else { return nil }
                index = end
            default: index += 1
            }
        }
        return nil
    }
}
