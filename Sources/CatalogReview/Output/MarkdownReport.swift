/// The review as a GitHub pull-request comment (GitHub-flavoured Markdown): a one-line
/// verdict, the counts by severity, a table of every change, and each change's details in a
/// `<details>` block.
///
/// GitHub refuses comments over 65,536 characters, so the comment is built to fit
/// ``limit`` (counted in UTF-8 bytes, which is never fewer than characters): details go
/// first, from the least serious change up, then table rows, and a closing note says what
/// was left out. Catalog text is escaped by ``MarkdownText``.
package struct MarkdownReport: Sendable {
    /// The most bytes the comment may have.
    package var limit: Int

    package init(limit: Int = 65_536) {
        self.limit = limit
    }

    /// A hidden line that marks the comment, so a workflow can find and update it.
    package static let marker = "<!-- preflight-diff -->"

    package func render(_ report: ReviewReport) -> String {
        var head = verdict(report) + "\n\n"
        head += "\(MarkdownText.code(report.sources.old)) → \(MarkdownText.code(report.sources.new))"
        if let states = report.sources.states { head += ", subscribers from \(MarkdownText.code(states))" }
        head += "\n\n" + counts(report) + "\n"
        if let impact = report.impact { head += "\n" + MarkdownText.inline(impact.sentence) + "\n" }
        guard !report.entries.isEmpty else { return head + "\n" + Self.marker + "\n" }

        let columns =
            ["#", "Severity", "Change", "Topic", "Before → after"] + (report.impact != nil ? ["Subscribers affected"] : [])
        let tableHead =
            "\n| " + columns.joined(separator: " | ") + " |\n|" + String(repeating: " --- |", count: columns.count) + "\n"
        let rows = report.entries.map { row($0, total: report.impact?.subscribers) }
        let details = report.entries.map { self.details($0, total: report.impact?.subscribers) }

        // Room for the note and the marker, whatever they say.
        var budget = limit - head.utf8.count - tableHead.utf8.count - 400
        var keptRows = 0
        for row in rows where row.utf8.count <= budget {
            budget -= row.utf8.count
            keptRows += 1
        }
        if keptRows < rows.count { budget = 0 }
        var keptDetails = 0
        budget -= "\n".utf8.count
        for block in details where block.utf8.count <= budget {
            budget -= block.utf8.count
            keptDetails += 1
        }

        var text = head + tableHead + rows.prefix(keptRows).joined()
        if keptDetails > 0 { text += "\n" + details.prefix(keptDetails).joined() }
        if keptRows < rows.count || keptDetails < details.count {
            text += "\n" + cutNote(rows: rows.count - keptRows, details: details.count - keptDetails) + "\n"
        }
        return text + "\n" + Self.marker + "\n"
    }

    // MARK: - Parts

    /// ❌ when a breaking change is not signed off, ✅ otherwise.
    private func verdict(_ report: ReviewReport) -> String {
        let total = report.entries.count
        guard total > 0 else { return "✅ **No changes**: every subscriber's screen stays the same." }
        let changes = "\(total) change\(total == 1 ? "" : "s")"
        let open = report.entries.filter { $0.change.severity == .breaking && $0.acceptance == nil }.count
        if open > 0 {
            return "❌ **\(open) breaking change\(open == 1 ? " is" : "s are") not signed off** (\(changes) in all)."
        }
        let breaking = report.diff.count(.breaking)
        if breaking > 0 {
            return "✅ **\(changes); every breaking one is signed off** (\(breaking))."
        }
        return "✅ **\(changes), none breaking.**"
    }

    /// "**Breaking** 1 · **Visible** 3 · …", and the sign-offs when there are any.
    private func counts(_ report: ReviewReport) -> String {
        var parts = ChangeSeverity.allCases.map { "**\($0.rawValue.capitalized)** \(report.diff.count($0))" }
        if report.acceptedCount > 0 { parts.append("**Signed off** \(report.acceptedCount)") }
        return parts.joined(separator: " · ")
    }

    private func row(_ entry: ReviewReport.Entry, total: Int?) -> String {
        let change = entry.change
        var severity = change.severity == .breaking ? "**breaking**" : change.severity.rawValue
        if entry.acceptance != nil { severity += " ✅ signed off" }
        var topic = change.slug.map { MarkdownText.code(MarkdownText.clipped($0)) } ?? "—"
        if let old = change.oldSlug, let new = change.newSlug, old != new {
            topic = "\(MarkdownText.code(MarkdownText.clipped(old))) → \(MarkdownText.code(MarkdownText.clipped(new)))"
        }
        var cells = [
            String(entry.number), severity, MarkdownText.code(change.kind.rawValue), topic,
            change.transition.map { MarkdownText.inline(MarkdownText.clipped($0, to: 240)) } ?? "—",
        ]
        if let total { cells.append(entry.subscribers.map { "\($0.affected) of \(total)" } ?? "—") }
        return "| " + cells.joined(separator: " | ") + " |\n"
    }

    private func details(_ entry: ReviewReport.Entry, total: Int?) -> String {
        let change = entry.change
        var summary = "#\(entry.number) \(change.severity.rawValue) · \(change.kind.rawValue)"
        if let title = change.title ?? change.slug { summary += " · \(MarkdownText.clipped(title))" }
        if entry.acceptance != nil { summary += " · signed off" }
        var text = "<details><summary>\(MarkdownText.html(summary))</summary>\n\n"
        text += "- \(MarkdownText.inline(MarkdownText.clipped(change.summary, to: 600)))\n"
        text += "- Id: \(MarkdownText.code(entry.id))\n"
        if let counts = entry.subscribers, let total {
            let phrases = counts.phrases(of: total, channel: change.channel?.displayName)
            text += "- Subscribers: \(MarkdownText.inline(phrases.joined(separator: "; ")))\n"
        }
        if let acceptance = entry.acceptance {
            text +=
                "- ✅ Signed off by \(MarkdownText.inline(MarkdownText.clipped(acceptance.by))): \(MarkdownText.inline(MarkdownText.clipped(acceptance.why, to: 600)))\n"
        }
        return text + "\n</details>\n"
    }

    private func cutNote(rows: Int, details: Int) -> String {
        var parts: [String] = []
        if rows > 0 { parts.append("\(rows) row\(rows == 1 ? "" : "s") of the table") }
        if details > 0 { parts.append("the details of \(details) change\(details == 1 ? "" : "s")") }
        return
            "> [!NOTE]\n> Cut to fit GitHub's comment limit: \(parts.joined(separator: " and ")) (the least serious). `preflight diff --format json` and the review page have every change."
    }
}
