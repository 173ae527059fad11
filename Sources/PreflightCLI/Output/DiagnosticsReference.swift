import Diagnostics

/// The diagnostics reference in its three shapes: one code for the terminal (`explain CODE`),
/// the list of all codes (`explain --list`) and the Markdown page (`explain --reference`,
/// which is `docs/diagnostics.md`).
enum DiagnosticsReference {
    /// One code, for the terminal.
    static func text(_ code: DiagnosticCode, _ explanation: Explanation) -> String {
        var text = "\(code.severity.rawValue)[\(code.name)]: \(code.summary)\n\n\(explanation.meaning)\n\n"
        if let example = explanation.example {
            text += "Example:\n\n" + session(example).map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined() + "\n"
        } else if let reason = explanation.noExample {
            text += "Example: none. \(reason)\n\n"
        }
        return text + "How to fix it: \(explanation.fix)\n"
    }

    /// Every code, one line each, by area.
    static func list() -> String {
        let width = DiagnosticCode.allCases.map(\.name.count).max() ?? 0
        var text = ""
        for area in DiagnosticCode.areas {
            text += "\(area.title):\n"
            for code in area.codes {
                let padding = String(repeating: " ", count: width - code.name.count)
                text +=
                    "  \(code.name)\(padding)  \(code.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(code.summary)\n"
            }
            text += "\n"
        }
        return text + "'preflight explain CODE' explains one.\n"
    }

    /// The whole reference as a Markdown page.
    static func markdown() -> String {
        var page = """
            # Diagnostics reference

            Every problem Preflight reports has a stable snake_case code, printed in brackets: \
            `content/catalogs/shop.json:3:14: topics[0].slug: error[invalid_slug]: …`. Scripts and \
            editors may match on the codes; they are never renamed. An error stops the command \
            (exit status 1, or 2 when the trouble is the command line or the machine); a warning \
            is printed and the command goes on, unless `--strict` makes warnings errors.

            `preflight explain CODE` prints any entry below on the terminal, and \
            `preflight explain --list` lists the codes. This page is generated from the same \
            source by `make diagnostics-reference`; every example is run by the tests and must \
            print the line shown.


            """
        for area in DiagnosticCode.areas {
            page += "## \(area.title)\n\n| Code | Severity | Summary |\n|---|---|---|\n"
            for code in area.codes {
                page += "| [`\(code.name)`](#\(code.name)) | \(code.severity.rawValue) | \(code.summary) |\n"
            }
            page += "\n"
            for code in area.codes {
                guard let explanation = code.explanation else { continue }
                page += "### \(code.name)\n\n**\(code.severity.rawValue)**: \(code.summary)\n\n\(explanation.meaning)\n\n"
                if let example = explanation.example {
                    let lines = session(example)
                    let fence = lines.contains { $0.hasPrefix("```") } ? "````" : "```"
                    page += "\(fence)console\n" + lines.map { $0 + "\n" }.joined() + "\(fence)\n\n"
                } else if let reason = explanation.noExample {
                    page += "No example: \(reason)\n\n"
                }
                page += "**How to fix it:** \(explanation.fix)\n\n"
            }
        }
        return page
    }

    /// The example as a shell session: each file shown with `cat`, then the command and the
    /// line it prints for the code.
    private static func session(_ example: Example) -> [String] {
        var lines: [String] = []
        for file in example.files {
            switch file.contents {
            case .text(var text):
                lines.append("$ cat \(file.path)")
                if text.hasSuffix("\n") { text.removeLast() }
                if !text.isEmpty { lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            case .bytes(let bytes):
                let escaped = bytes.map {
                    $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "'")
                        ? String(UnicodeScalar($0)) : "\\" + String($0, radix: 8)
                }
                lines.append("$ printf '\(escaped.joined())' > \(file.path)")
            case .link(let target):
                lines.append("$ ln -s \(target) \(file.path)")
            }
        }
        if case .portInUse(let port)? = example.condition {
            lines.append("$ # while another program listens on port \(port):")
        }
        let prefix =
            switch example.condition {
            case .noSwiftCompiler?: "SWIFTC=/nonexistent/swiftc "
            case .noBrowser?: "PATH=/nonexistent CHROMIUM_BIN= "
            case .noNode?: "PATH=/nonexistent "
            case .noKaTeX?: "PATH=/nonexistent PREFLIGHT_KATEX_ASSETS= "
            default: ""
            }
        lines.append("$ \(prefix)preflight " + example.arguments.map(shellQuoted).joined(separator: " "))
        lines.append(example.output)
        return lines
    }

    /// A word as a POSIX shell reads it back.
    private static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,@%+".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
