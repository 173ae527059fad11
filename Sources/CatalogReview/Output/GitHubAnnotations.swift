import Diagnostics

/// The review as GitHub Actions workflow commands: one annotation per change, on the line
/// and column of the changed value, so the pull request's diff shows each change where it
/// was made.
///
/// Breaking changes are `::error`, visible ones `::warning`, delivery and cosmetic ones
/// `::notice`; a signed-off change is a `::notice` that says who signed it off. Changes sit
/// in the new catalog, removals in the old one. A sign-off that matches no change is a
/// `::warning` in its own file. Values are escaped as the runner reads them
/// (``escapeData(_:)``, ``escapeProperty(_:)``).
package struct GitHubAnnotations: Sendable {
    package var old: CatalogPositions
    package var new: CatalogPositions

    package init(old: CatalogPositions, new: CatalogPositions) {
        self.old = old
        self.new = new
    }

    package func render(_ report: ReviewReport) -> String {
        var text = ""
        for entry in report.entries {
            text += annotation(entry, report: report) + "\n"
        }
        for stale in report.staleAcceptances {
            let warning = stale.staleWarning
            text +=
                command(
                    "warning", file: stale.file, at: stale.position, title: "Stale sign-off: \(stale.id)",
                    message: warning.message) + "\n"
        }
        var closing = report.diff.sentence
        if report.acceptedCount > 0 { closing += " " + report.signOffSentence }
        return text + Self.escapeData(closing) + "\n"
    }

    private func annotation(_ entry: ReviewReport.Entry, report: ReviewReport) -> String {
        let change = entry.change
        let removal = [.topicRemoved, .sectionRemoved, .channelRemoved].contains(change.kind)
        let file = removal ? report.sources.old : report.sources.new
        let positions = removal ? old : new
        let position = positions.position(of: change, slug: removal ? change.oldSlug : change.newSlug) ?? positions.start

        var message = change.summary
        if let counts = entry.subscribers, let total = report.impact?.subscribers {
            message += "\n" + counts.phrases(of: total, channel: change.channel?.displayName).joined(separator: "; ") + "."
        }
        let level: String
        var title = "\(change.severity.rawValue.capitalized): \(change.kind.rawValue)"
        if let acceptance = entry.acceptance {
            level = "notice"
            title = "Signed off: \(change.kind.rawValue)"
            message += "\n" + acceptance.phrase.prefix(1).uppercased() + acceptance.phrase.dropFirst()
        } else {
            switch change.severity {
            case .breaking: level = "error"
            case .visible: level = "warning"
            case .delivery, .cosmetic: level = "notice"
            }
        }
        message += "\nChange id: \(entry.id)"
        return command(level, file: file, at: position, title: title, message: message)
    }

    private func command(_ level: String, file: String, at position: SourcePosition?, title: String, message: String) -> String {
        var properties = ["file=\(Self.escapeProperty(file))"]
        if let position {
            properties += ["line=\(position.line)", "col=\(position.column)"]
        }
        properties.append("title=\(Self.escapeProperty(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
    }

    // MARK: - Escaping (the runner's `escapeData` and `escapeProperty`)

    /// A message: `%`, CR and LF become `%25`, `%0D` and `%0A`.
    package static func escapeData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A property value: as a message, and `:` and `,` become `%3A` and `%2C`.
    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
