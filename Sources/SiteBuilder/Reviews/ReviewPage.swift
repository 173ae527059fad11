import CatalogReview
import Diagnostics
import ScreenPreview
import Templates

/// A self-contained review page (`templates/review.mustache`): the screens before and after
/// side by side with every changed row and section marked, the designer toolbar, and the
/// change list with the subscribers each change reaches.
package struct ReviewPage: Sendable {
    package var report: ReviewReport
    package var title: String
    package var options: ScreenOptions
    /// Where "All previews" points; `nil` for a standalone page.
    package var backLink: String?
    /// The site's header, footer and theme around the page (``SitePages/siteValues(path:)``);
    /// `nil` for a standalone page.
    var site: [String: TemplateValue]?

    package init(report: ReviewReport, title: String, options: ScreenOptions = ScreenOptions(), backLink: String? = nil) {
        self.report = report
        self.title = title
        self.options = options
        self.backLink = backLink
    }

    /// The page's HTML through the `review` template.
    package func render(with templates: TemplateLibrary) throws(Diagnostic) -> [UInt8] {
        let screens = ReviewScreens(report: report, options: options)
        // The review's screens are full length (ReviewScreens): the toolbar's box says so.
        var shown = options
        shown.fullLength = true
        var context = PreviewToolbar.context(options: shown, screenState: .loaded, hasList: true)
        context["title"] = .string("\(title) — catalog review")
        context["heading"] = .string(title)
        context["oldFile"] = .string(report.sources.old)
        context["newFile"] = .string(report.sources.new)
        context["statesFile"] = report.sources.states.map(TemplateValue.string) ?? .null
        context["summary"] = .string(report.diff.sentence)
        context["subscribers"] = report.impact.map { .string($0.sentence) } ?? .null
        context["severities"] = .array(
            ChangeSeverity.allCases.map { ["name": .string($0.rawValue), "count": .int(report.diff.count($0))] })
        context["backLink"] = backLink.map(TemplateValue.string) ?? .null
        context["before"] = .string(screens.before)
        context["after"] = .string(screens.after)
        context["changes"] = .array(report.entries.map { entry($0) })
        context["picker"] = picker()
        PageSite.add(site, to: &context)
        return try templates.renderBytes("review", .object(context))
    }

    /// The subscriber picker: the kept subscribers' states for the page's script and how many
    /// they are; `null` without states, so such a page stays as it was.
    private func picker() -> TemplateValue {
        guard let sample = report.sample, let total = report.impact?.subscribers else { return .null }
        return [
            "data": .string(SubscriberPickerData.json(sample)), "note": .string(SubscriberPickerData.note(sample, total: total)),
        ]
    }

    /// Where a change's affected subscribers are listed: how many, and whether the list is cut
    /// (all of them when the page holds every subscriber, else the first 100). The page's
    /// script fills the list, from the embedded data, when it is opened.
    private func affectedList(_ entry: ReviewReport.Entry) -> TemplateValue {
        guard let sample = report.sample,
            let (shown, leftOut) = report.affectedSubscribers(of: entry, limit: SubscriberPickerData.pageLimit(sample)),
            !shown.isEmpty
        else { return .null }
        return [
            "number": .int(entry.number),
            "count": .string(SubscriberPickerData.grouped(shown.count + leftOut)),
            "cut": SubscriberPickerData.cut(shown: shown.count, leftOut: leftOut).map(TemplateValue.string) ?? .null,
            // A short list is open; a long one waits to be asked for.
            "open": .bool(shown.count <= 8),
        ]
    }

    /// One row of the change list.
    private func entry(_ entry: ReviewReport.Entry) -> TemplateValue {
        let change = entry.change
        var subscribers = TemplateValue.null
        if let counts = entry.subscribers, let total = report.impact?.subscribers {
            subscribers = [
                "affected": .int(counts.affected), "total": .int(total),
                "details": .array(
                    counts.phrases(of: total, channel: change.channel?.displayName).dropFirst().map(TemplateValue.string)),
            ]
        }
        return [
            "id": .string(entry.id), "number": .int(entry.number), "kind": .string(change.kind.rawValue),
            "severity": .string(change.severity.rawValue), "message": .string(change.summary),
            "topic": change.slug.map(TemplateValue.string) ?? .null,
            "channel": change.channel.map { .string($0.rawValue) } ?? .null,
            "section": sectionText(change).map(TemplateValue.string) ?? .null, "subscribers": subscribers,
            "acceptance": entry.acceptance.map { ["by": .string($0.by), "why": .string($0.why)] } ?? .null,
            "affectedList": affectedList(entry),
        ]
    }

    /// "Training", or "Marketing → Deals" when the change moves between sections.
    private func sectionText(_ change: CatalogChange) -> String? {
        func name(_ section: ScreenSection) -> String { section.category ?? "(no header)" }
        switch (change.sectionBefore, change.sectionAfter) {
        case (let before?, let after?) where before != after: return "\(name(before)) → \(name(after))"
        case (let section?, _), (nil, let section?): return name(section)
        case (nil, nil): return nil
        }
    }
}
