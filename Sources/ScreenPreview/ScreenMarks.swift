import HTML

/// Notes pinned to rows and sections of a rendered screen: what a review page uses to show
/// which parts a catalog change touches and to link each part to where the change is explained.
///
/// A marked row or section gets `data-change` (the words of ``ScreenMark/changes``, space
/// separated) and `data-severity`, and a link per entry of ``ScreenMark/links``; the page's own
/// stylesheet decides how they look. An empty set of marks renders nothing extra.
package struct ScreenMarks: Sendable, Hashable {
    /// Marks by topic slug.
    package var rows: [String: ScreenMark]
    /// Marks by section category; `nil` is the header-less section of uncategorized topics.
    package var sections: [String?: ScreenMark]

    package init(rows: [String: ScreenMark] = [:], sections: [String?: ScreenMark] = [:]) {
        self.rows = rows
        self.sections = sections
    }
}

/// One pinned note: the words for `data-change`, a severity, and the links to follow.
package struct ScreenMark: Sendable, Hashable {
    /// A link from the marked part to the explanation of one change.
    package struct Link: Sendable, Hashable {
        package var href: String
        /// The link's visible text, kept short (e.g. "3").
        package var label: String
        /// What a screen reader announces instead of the short label.
        package var accessibleLabel: String

        package init(href: String, label: String, accessibleLabel: String) {
            self.href = href
            self.label = label
            self.accessibleLabel = accessibleLabel
        }
    }

    package var changes: [String]
    package var severity: String
    package var links: [Link]

    package init(changes: [String], severity: String, links: [Link]) {
        self.changes = changes
        self.severity = severity
        self.links = links
    }
}

extension ScreenRenderer {
    /// `data-change` and `data-severity` for a marked part.
    func markAttributes(_ mark: ScreenMark?, into html: inout HTMLBuffer) {
        guard let mark else { return }
        html.attribute("data-change", mark.changes.joined(separator: " "))
        html.attribute("data-severity", mark.severity)
    }

    /// The mark's links, in a span the page can place beside the marked part.
    func markLinks(_ mark: ScreenMark?, into html: inout HTMLBuffer) {
        guard let mark, !mark.links.isEmpty else { return }
        html.raw("<span class=\"ios-marks\">")
        for link in mark.links {
            html.raw("<a class=\"ios-mark\"")
            html.attribute("href", link.href)
            html.attribute("aria-label", link.accessibleLabel)
            html.raw(">")
            html.text(link.label)
            html.raw("</a>")
        }
        html.raw("</span>")
    }
}
