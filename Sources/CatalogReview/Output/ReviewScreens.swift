import HTML
import PreferenceModel
import ScreenPreview

/// The before and after phones of a review page, as a subscriber who never chose sees them,
/// with every changed row and section marked and linked to its entry in the change list.
///
/// The two screens get the id prefixes `old` and `new`, so both fit on one page; a row or
/// section carries `data-change` with the kinds that touch it and `data-severity` with the
/// most serious of them. Removed things are marked on the old screen, added ones on the new.
package struct ReviewScreens: Sendable {
    package var before: String
    package var after: String

    /// - Parameter options: the look and theme; id prefixes, marks and full length are set here.
    package init(report: ReviewReport, options: ScreenOptions = ScreenOptions()) {
        var oldMarks = ScreenMarks()
        var newMarks = ScreenMarks()
        for entry in report.entries {
            let change = entry.change
            if change.slug != nil {
                if let slug = change.oldSlug, change.sectionBefore != nil { Self.add(entry, to: &oldMarks.rows[slug]) }
                if let slug = change.newSlug, change.sectionAfter != nil { Self.add(entry, to: &newMarks.rows[slug]) }
            } else {
                if let section = change.sectionBefore { Self.add(entry, to: &oldMarks.sections[section.category]) }
                if let section = change.sectionAfter { Self.add(entry, to: &newMarks.sections[section.category]) }
            }
        }
        before = Self.phone(report.diff.old, options: options, prefix: "old", marks: oldMarks)
        after = Self.phone(report.diff.new, options: options, prefix: "new", marks: newMarks)
    }

    /// Adds an entry to a part's mark. Entries come most serious first, so the first one
    /// sets the severity.
    private static func add(_ entry: ReviewReport.Entry, to mark: inout ScreenMark?) {
        let link = ScreenMark.Link(
            href: "#\(entry.id)", label: String(entry.number),
            accessibleLabel: "Change \(entry.number): \(entry.change.kind.rawValue)")
        guard var existing = mark else {
            mark = ScreenMark(changes: [entry.change.kind.rawValue], severity: entry.change.severity.rawValue, links: [link])
            return
        }
        if !existing.changes.contains(entry.change.kind.rawValue) { existing.changes.append(entry.change.kind.rawValue) }
        existing.links.append(link)
        mark = existing
    }

    private static func phone(_ catalog: Catalog, options: ScreenOptions, prefix: String, marks: ScreenMarks) -> String {
        var options = options
        options.idPrefix = prefix
        options.marks = marks
        // Whole screens, so every marked change is in view without scrolling inside a phone.
        options.fullLength = true
        var html = HTMLBuffer(capacity: 16 * 1024)
        ScreenRenderer(options: options).renderPhone(PreferenceScreen(catalog: catalog), into: &html)
        return html.string
    }
}
