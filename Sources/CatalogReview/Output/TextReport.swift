import Diagnostics

/// The terminal summary of a review: changes grouped by severity, most serious first, each
/// with its subscriber counts, then the totals.
///
/// Colors (ANSI) only when asked, which the command does on a terminal without `NO_COLOR`.
package struct TextReport: Sendable {
    package var colors: Bool
    /// How many affected subscribers to list under each change (`--show-subscribers`); 0 lists none.
    package var showSubscribers: Int

    package init(colors: Bool, showSubscribers: Int = 0) {
        self.colors = colors
        self.showSubscribers = showSubscribers
    }

    package func render(_ report: ReviewReport) -> String {
        var text = Self.printable("Comparing \(report.sources.old) → \(report.sources.new)") + "\n"
        if let impact = report.impact, let states = report.sources.states {
            text +=
                Self.printable(
                    "Subscribers: \(impact.subscribers) state\(impact.subscribers == 1 ? "" : "s") from \(states)"
                        + (impact.skippedInvalid > 0 ? " (\(impact.skippedInvalid) invalid skipped)" : ""))
                + "\n"
        }
        for severity in ChangeSeverity.allCases {
            let entries = report.entries.filter { $0.change.severity == severity }
            guard !entries.isEmpty else { continue }
            text += "\n" + paint("\(severity.rawValue.uppercased()) (\(entries.count))", Self.color(severity)) + "\n"
            for entry in entries {
                text += line(entry, subscribers: report.impact?.subscribers)
                if showSubscribers > 0 { text += subscriberLines(entry, report: report) }
            }
        }
        text += "\n" + paint(report.diff.sentence, "1") + "\n"
        if report.acceptedCount > 0 { text += report.signOffSentence + "\n" }
        if let impact = report.impact { text += impact.sentence + "\n" }
        return text
    }

    /// `  #3  default_changed    "Offers": the Push default turns on; …` and the counts below it.
    private func line(_ entry: ReviewReport.Entry, subscribers total: Int?) -> String {
        let number = "#\(entry.number)".padding(toLength: 5)
        let kind = entry.change.kind.rawValue.padding(toLength: 22)
        var text = "  \(number)\(paint(kind, "1"))\(Self.printable(entry.change.summary))\n"
        if let counts = entry.subscribers, let total {
            let phrases = counts.phrases(of: total, channel: entry.change.channel?.displayName)
            text += String(repeating: " ", count: 29) + paint(Self.printable(phrases.joined(separator: "; ") + "."), "2") + "\n"
        }
        if let acceptance = entry.acceptance {
            let mark = "✓ \(acceptance.phrase.prefix(1).uppercased())\(acceptance.phrase.dropFirst()) (\(entry.id))"
            text += String(repeating: " ", count: 29) + paint(Self.printable(mark), "32") + "\n"
        }
        return text
    }

    /// `Affected subscribers (first 2 of 5):` and one line per subscriber, `user-1 — label`.
    private func subscriberLines(_ entry: ReviewReport.Entry, report: ReviewReport) -> String {
        guard let (shown, leftOut) = report.affectedSubscribers(of: entry, limit: showSubscribers), !shown.isEmpty
        else { return "" }
        let indent = String(repeating: " ", count: 29)
        let heading =
            leftOut > 0 ? "Affected subscribers (first \(shown.count) of \(shown.count + leftOut)):" : "Affected subscribers:"
        var text = indent + paint(heading, "2") + "\n"
        for subscriber in shown {
            let label = subscriber.label.map { " — \($0)" } ?? ""
            text += indent + "  " + Self.printable(subscriber.name + label) + "\n"
        }
        return text
    }

    private static func color(_ severity: ChangeSeverity) -> String {
        switch severity {
        case .breaking: "1;31"
        case .visible: "1;33"
        case .delivery: "1;36"
        case .cosmetic: "1;37"
        }
    }

    /// `text` made safe for the terminal: catalog text can neither break a line nor send
    /// escape sequences.
    private static func printable(_ text: String) -> String {
        TerminalText.printable(text)
    }

    private func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
