import HTML

/// The stand-in a formula is while cmark parses the page: an empty custom element whose one
/// attribute holds the TeX in hexadecimal, so that no backslash, underscore, asterisk or `|`
/// of it is read as Markdown (or as a table's cell border).
///
/// It is a pair of tags rather than one: a lone tag at the start of a line would begin an
/// HTML block, and a comment would interrupt a paragraph. ``DocumentTransformer`` replaces
/// the opening tag with the typeset formula and drops the closing one.
enum MathPlaceholder {
    private static let inlineOpen = Array("<pf-math i=\"".utf8)
    private static let displayOpen = Array("<pf-math d=\"".utf8)
    static let close = Array("</pf-math>".utf8)

    /// Writes the placeholder of `formula`.
    static func write(_ formula: MathFormula, into html: inout HTMLBuffer) {
        html.raw(formula.display ? "<pf-math d=\"" : "<pf-math i=\"")
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(formula.tex.utf8.count * 2)
        for byte in formula.tex.utf8 {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        html.raw(String(decoding: hex, as: UTF8.self))
        html.raw("\"></pf-math>")
    }

    /// The formula an inline HTML literal stands for, when it is a placeholder's opening tag.
    static func formula(in literal: [UInt8]) -> MathFormula? {
        let display: Bool
        if literal.starts(with: inlineOpen) {
            display = false
        } else if literal.starts(with: displayOpen) {
            display = true
        } else {
            return nil
        }
        let digits = literal.dropFirst(inlineOpen.count)
        guard digits.count >= 2, digits.suffix(2).elementsEqual("\">".utf8) else { return nil }
        let hex = digits.dropLast(2)
        guard hex.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        var index = hex.startIndex
        while index < hex.endIndex {
            guard let high = value(hex[index]), let low = value(hex[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return MathFormula(tex: String(decoding: bytes, as: UTF8.self), display: display)
    }

    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
