/// One example of the GitHub Flavored Markdown spec: Markdown in, expected HTML out.
struct GFMExample {
    var file: String
    /// The line of the example's opening fence.
    var line: Int
    var markdown: String
    var html: String
    /// `example disabled`: the spec keeps it but does not test it.
    var isDisabled: Bool

    /// The examples in a spec file: each between a line of 32 backticks and ` example`
    /// (maybe followed by extension names) and a closing line of 32 backticks, with a line
    /// holding a single `.` between the Markdown and the HTML; `→` stands for a tab.
    static func parse(_ text: String, file: String) -> [GFMExample] {
        let fence = String(repeating: "`", count: 32)
        var examples: [GFMExample] = []
        var current: (line: Int, disabled: Bool, markdown: [Substring], html: [Substring], inHTML: Bool)?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var example = current {
                if line == fence {
                    examples.append(
                        GFMExample(
                            file: file, line: example.line, markdown: joined(example.markdown), html: joined(example.html),
                            isDisabled: example.disabled))
                    current = nil
                } else if line == "." && !example.inHTML {
                    example.inHTML = true
                    current = example
                } else {
                    if example.inHTML { example.html.append(line) } else { example.markdown.append(line) }
                    current = example
                }
            } else if line.hasPrefix(fence + " example") {
                current = (index + 1, line.contains("disabled"), [], [], false)
            }
        }
        return examples
    }

    private static func joined(_ lines: [Substring]) -> String {
        lines.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")
    }
}
