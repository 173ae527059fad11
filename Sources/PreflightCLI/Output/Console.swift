import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
    /// The system's `write`, which `Console`'s own would hide.
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// Where commands write: standard output for results, standard error for diagnostics.
///
/// Diagnostics go to file descriptor 2 directly, since Swift 6 rejects Glibc's `stderr` global.
struct Console: Sendable {
    /// Colors only on a terminal, and never with `NO_COLOR` set.
    let colorsErrors: Bool
    /// The same rule for standard output, which may be a terminal while errors are not, or back.
    let colorsOutput: Bool

    init() {
        // `getenv`: `ProcessInfo`'s environment copies every variable, on every run.
        let noColor = getenv("NO_COLOR") != nil
        colorsErrors = isatty(2) == 1 && !noColor
        colorsOutput = isatty(1) == 1 && !noColor
    }

    func out(_ text: String) {
        var text = text
        text.withUTF8 { Self.write(UnsafeRawBufferPointer($0), to: 1) }
    }

    func outBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { Self.write($0, to: 1) }
    }

    func error(_ text: String) {
        var text = text
        text.withUTF8 { Self.write(UnsafeRawBufferPointer($0), to: 2) }
    }

    /// Writes all of `bytes` with `write(2)`, as many times as it takes: `FileHandle` and
    /// `Data` cost a build's every run a few hundred microseconds to set up for one line.
    private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard let start = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, start + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Prints a mistake in how a command was called the way swift-argument-parser does:
    /// `Error: …`, then the usage, then where to find help.
    func usageError(_ message: String, spec: CommandSpec) {
        error(
            "Error: \(TerminalText.printable(message))\nUsage: \(HelpFormatter.usage(for: spec))\n  See '\(spec.fullName) --help' for more information.\n"
        )
    }

    /// Progress goes to a terminal only; piped output stays quiet.
    var showsProgress: Bool { isatty(2) == 1 }

    /// One updating line: `Building… 1234/5000 pages`.
    func progress(_ done: Int, of total: Int) {
        error("\r\u{1B}[2KBuilding… \(done)/\(total) pages")
    }

    /// Clears the progress line, if one was drawn.
    func endProgress() {
        if showsProgress { error("\r\u{1B}[2K") }
    }

    /// Prints diagnostics in the compiler's shape, each followed by its hint. File names and
    /// messages quote the inputs, so control characters in them are written as escapes.
    func print(_ diagnostics: [Diagnostic]) {
        var text = ""
        for diagnostic in diagnostics {
            text += colored(diagnostic) + "\n"
            if let hint = diagnostic.hint { text += "  hint: \(TerminalText.printable(hint))\n" }
        }
        error(text)
    }

    /// Warnings are lint's business: other commands print them all with `--verbose`, else a count.
    func summarizeWarnings(_ warnings: [Diagnostic], verbose: Bool) {
        if verbose {
            print(warnings)
        } else if !warnings.isEmpty {
            error(
                "\(warnings.count) warning\(warnings.count == 1 ? "" : "s") about the inputs; 'preflight lint' or --verbose lists them.\n"
            )
        }
    }

    private func colored(_ diagnostic: Diagnostic) -> String {
        let line = TerminalText.printable(diagnostic.description)
        guard colorsErrors else { return line }
        let label = "\(diagnostic.severity.rawValue)[\(diagnostic.code)]"
        let color = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m"
        return line.replacingOccurrences(of: label, with: color + label + "\u{1B}[0m")
    }

    /// "2 errors and 1 warning in 5 files." — the closing line of lint and build.
    static func summary(errors: Int, warnings: Int, files: Int) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        if errors == 0 && warnings == 0 { return "No problems in \(count(files, "file"))." }
        return "\(count(errors, "error")) and \(count(warnings, "warning")) in \(count(files, "file"))."
    }
}
