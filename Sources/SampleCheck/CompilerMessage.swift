/// One `error:` line of the compiler's output (`-diagnostic-style=llvm`), with its place in the
/// checked file when it has one. Notes, warnings and the quoted source lines are left out:
/// warnings never fail a sample.
struct CompilerMessage: Sendable, Hashable {
    /// 1-based; `nil` for an error the compiler gives no place for.
    var line: Int?
    /// 1-based, counted in UTF-8 bytes as the compiler counts.
    var column: Int?
    var message: String

    /// The errors in `output` about `fileName` (or about no file).
    static func errors(in output: String, fileName: String) -> [CompilerMessage] {
        var found: [CompilerMessage] = []
        for line in output.split(separator: "\n") {
            // The driver's note that a job failed repeats what the job said.
            if line.hasSuffix("(use -v to see invocation)") { continue }
            if line.hasPrefix("error: ") {
                found.append(CompilerMessage(line: nil, column: nil, message: String(line.dropFirst(7))))
                continue
            }
            guard let marker = line.range(of: ": error: ") else { continue }
            let message = String(line[marker.upperBound...])
            let place = line[..<marker.lowerBound]
            let parts = place.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, parts.dropLast(2).joined(separator: ":").hasSuffix(fileName),
                let row = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1])
            {
                found.append(CompilerMessage(line: row, column: column, message: message))
            } else if !place.contains("/") || place.hasPrefix("<") {
                found.append(CompilerMessage(line: nil, column: nil, message: message))
            }
        }
        return found
    }

    /// The form kept in the cache: `LINE:COLUMN: message`, `-:-: message` without a place.
    var cacheLine: String {
        "\(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-"): \(message)"
    }

    init(line: Int?, column: Int?, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    init?(cacheLine: Substring) {
        let parts = cacheLine.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix(" ") else { return nil }
        self.init(line: Int(parts[0]), column: Int(parts[1]), message: String(parts[2].dropFirst()))
    }
}
