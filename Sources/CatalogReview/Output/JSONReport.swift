/// The review as JSON for CI bots and PR comments: the schema of `docs/diff-json.md`.
///
/// Every key is always present, in a fixed order; `null` stands for "not applicable" or
/// "none", which the change's `kind` tells apart. Bump ``version`` on any incompatible change.
package enum JSONReport {
    /// The schema's version, the document's first key.
    package static let version = 1

    /// The report as pretty-printed JSON ending in a newline. With `showSubscribers` above 0,
    /// each change also lists up to that many affected subscribers and how many were left out.
    package static func render(_ report: ReviewReport, showSubscribers: Int = 0) -> String {
        var summary: [(String, JSONText)] = [("changes", .int(report.entries.count))]
        for severity in ChangeSeverity.allCases {
            summary.append((severity.rawValue, .int(report.diff.count(severity))))
        }
        // Sign-off keys appear only when sign-offs were given, so a plain diff reads as before.
        let signOffs = report.acceptedCount > 0 || !report.staleAcceptances.isEmpty
        if signOffs { summary.append(("accepted", .int(report.acceptedCount))) }
        var members: [(String, JSONText)] = [
            ("version", .int(version)),
            ("old", .string(report.sources.old)),
            ("new", .string(report.sources.new)),
            ("states", report.sources.states.map(JSONText.string) ?? .null),
            ("summary", .object(summary)),
            ("subscribers", report.impact.map(totals) ?? .null),
            (
                "changes",
                .array(
                    report.entries.map { entry($0, signOffs: signOffs, subscribers: subscribers($0, report, showSubscribers)) }
                )
            ),
        ]
        // A bot must see a sign-off that no longer names a change, as a person sees the warning.
        if signOffs { members.append(("staleAcceptances", .array(report.staleAcceptances.map(stale)))) }
        let document: JSONText = .object(members)
        return document.printed + "\n"
    }

    private static func totals(_ impact: SubscriberImpact) -> JSONText {
        .object(
            [
                ("total", .int(impact.subscribers)),
                ("affected", .int(impact.affected)),
                ("losingChoice", .int(impact.losingChoice)),
                ("followingDefault", .int(impact.followingDefault)),
            ] + (impact.skippedInvalid > 0 ? [("skippedInvalid", .int(impact.skippedInvalid))] : []))
    }

    /// `affectedSubscribers` and `affectedSubscribersLeftOut`, only when asked for (`null`
    /// without states), so the default output stays as it was.
    private static func subscribers(_ entry: ReviewReport.Entry, _ report: ReviewReport, _ limit: Int) -> [(String, JSONText)] {
        guard limit > 0 else { return [] }
        guard let (shown, leftOut) = report.affectedSubscribers(of: entry, limit: limit) else {
            return [("affectedSubscribers", .null), ("affectedSubscribersLeftOut", .null)]
        }
        let list = shown.map { subscriber -> JSONText in
            .object([
                ("id", optional(subscriber.id)), ("label", optional(subscriber.label)), ("source", .string(subscriber.source)),
            ])
        }
        return [("affectedSubscribers", .array(list)), ("affectedSubscribersLeftOut", .int(leftOut))]
    }

    private static func entry(_ entry: ReviewReport.Entry, signOffs: Bool, subscribers: [(String, JSONText)]) -> JSONText {
        let change = entry.change
        let previous = change.oldSlug != nil && change.newSlug != nil && change.oldSlug != change.newSlug ? change.oldSlug : nil
        var members: [(String, JSONText)] =
            [
                ("id", .string(entry.id)),
                ("kind", .string(change.kind.rawValue)),
                ("severity", .string(change.severity.rawValue)),
                ("topic", optional(change.slug)),
                ("previousTopic", optional(previous)),
                ("title", optional(change.title)),
                ("channel", optional(change.channel?.rawValue)),
                ("section", .object([("before", section(change.sectionBefore)), ("after", section(change.sectionAfter))])),
                ("before", value(change.before)),
                ("after", value(change.after)),
                ("message", .string(change.summary)),
                ("subscribers", entry.subscribers.map(counts) ?? .null),
            ] + subscribers
        if signOffs {
            members.append(
                ("accepted", entry.acceptance.map { .object([("by", .string($0.by)), ("why", .string($0.why))]) } ?? .null))
        }
        return .object(members)
    }

    private static func stale(_ acceptance: ChangeAcceptance) -> JSONText {
        .object([
            ("id", .string(acceptance.id)), ("by", .string(acceptance.by)), ("why", .string(acceptance.why)),
            ("file", .string(acceptance.file)), ("line", .int(acceptance.position.line)),
            ("column", .int(acceptance.position.column)),
        ])
    }

    private static func counts(_ counts: SubscriberCounts) -> JSONText {
        .object([
            ("affected", .int(counts.affected)),
            ("followingDefault", counts.followingDefault.map(JSONText.int) ?? .null),
            ("losingChoice", counts.losingChoice.map(JSONText.int) ?? .null),
            ("receiving", counts.receiving.map(JSONText.int) ?? .null),
        ])
    }

    /// A section by its header; `""` for the section without one, as a blank category reads.
    private static func section(_ section: ScreenSection?) -> JSONText {
        section.map { .string($0.category ?? "") } ?? .null
    }

    private static func value(_ value: ChangeValue?) -> JSONText {
        switch value {
        case .text(let text)?: .string(text)
        case .flag(let flag)?: .bool(flag)
        case .number(let number)?: .int(number)
        case .list(let items)?: .array(items.map(JSONText.string))
        case .nothing?, nil: .null
        }
    }

    private static func optional(_ text: String?) -> JSONText {
        text.map(JSONText.string) ?? .null
    }
}
