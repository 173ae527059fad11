/// Text that came from an input file, made safe to print on a terminal.
///
/// Catalog names, file names and messages quoting them reach the terminal; a raw ESC or BEL
/// in them could recolor it, move the cursor, retitle the window or ring the bell, and a raw
/// line break could forge a line of output. Every printer of such text goes through here.
package enum TerminalText {
    /// `text` with control characters written as `\n`, `\t` and `\u{1B}`: the C0 controls,
    /// DEL and the C1 controls (which some terminals also obey), and the bidirectional
    /// overrides, isolates and line separators, which make a terminal show text in an order
    /// other than the bytes' (a file name that reads as another).
    package static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var safe = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: safe += "\\n"
            case 0x09: safe += "\\t"
            case _ where isControl(scalar): safe += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
