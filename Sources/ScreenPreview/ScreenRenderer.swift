import HTML
import PreferenceModel

/// Draws a ``PreferenceScreen`` as HTML with the stable `data-*` hooks of PRODUCT.md §2.4.
///
/// The markup mirrors `BuzzKitPreferencesView`: an inset-grouped list, a section per category,
/// a switch row for a topic on one channel and a menu row for several. Every string from a
/// catalog or state goes through ``HTMLBuffer/text(_:)`` or ``HTMLBuffer/attribute(_:_:)``.
package struct ScreenRenderer: Sendable {
    package var options: ScreenOptions
    /// The level of the section headers, so the screen fits the page's heading outline.
    package var headingLevel: Int

    package init(options: ScreenOptions = ScreenOptions(), headingLevel: Int = 2) {
        self.options = options
        self.headingLevel = min(max(headingLevel, 2), 6)
    }

    /// The screen inside a phone frame of the device's size: the status bar and navigation bar
    /// of the host app over a list that scrolls beneath them, the home indicator below.
    ///
    /// The large title scrolls with the list and the script folds it into the bar's inline
    /// title; without the script the large title simply shows. With
    /// ``ScreenOptions/fullLength`` the frame is as tall as its content.
    package func renderPhone(_ screen: PreferenceScreen, into html: inout HTMLBuffer) {
        html.raw("<div class=\"ios-phone\"")
        html.attribute("data-look", options.look.rawValue)
        html.attribute("data-theme", options.theme.rawValue)
        html.raw(" data-text-size=\"large\"")
        if options.annotate { html.raw(" data-annotate=\"on\"") }
        html.attribute("data-device", options.device.value)
        if options.fullLength { html.raw(" data-length=\"full\"") }
        // The clock and the inline title are drawn from attributes by CSS: text the screen only
        // paints (the large title is the real one) stays out of the page's text, so search and
        // the llms files do not find "Notifications" twice.
        html.raw(">\n<div class=\"ios-statusbar\" aria-hidden=\"true\"><span class=\"ios-clock\" data-label=\"9:41\"></span>")
        html.raw("<span class=\"ios-cutout\"></span>")
        html.raw(Icons.statusBar)
        html.raw(
            "</div>\n<div class=\"ios-navbar\"><div class=\"ios-nav-inline\" aria-hidden=\"true\" data-label=\"Notifications\"></div></div>\n"
        )
        html.raw("<div class=\"ios-scroll\" data-scroll>\n<div class=\"ios-refresh\" aria-hidden=\"true\">")
        html.raw(Icons.activityIndicator)
        html.raw("</div>\n<div class=\"ios-nav-title\">Notifications</div>\n")
        render(screen, into: &html)
        html.raw("</div>\n<div class=\"ios-home-indicator\" aria-hidden=\"true\"></div>\n</div>\n")
    }

    /// The screen alone: the element marked `data-screen="preferences"`.
    package func render(_ screen: PreferenceScreen, into html: inout HTMLBuffer) {
        html.raw("<div class=\"ios-screen\" data-screen=\"preferences\"")
        html.attribute("data-state", screen.state.rawValue)
        html.attribute("id", "\(options.idPrefix)-screen")
        if let code = screen.failureCode { html.attribute("data-error-code", code) }
        if options.rows == .custom { html.raw(" data-rows=\"custom\"") }
        if let language = screen.language { html.attribute("lang", language) }
        html.raw(">\n")
        switch screen.state {
        case .loaded: renderList(screen, into: &html)
        case .empty: html.raw("<div class=\"ios-list\" data-list></div>\n")
        case .failed: renderFailed(into: &html)
        case .loading: renderLoading(into: &html)
        }
        html.raw("</div>\n")
    }

    package func render(_ screen: PreferenceScreen) -> String {
        var html = HTMLBuffer()
        render(screen, into: &html)
        return html.string
    }
}

// MARK: - States

extension ScreenRenderer {
    private func renderList(_ screen: PreferenceScreen, into html: inout HTMLBuffer) {
        html.raw("<div class=\"ios-list\" data-list>\n")
        for (index, section) in screen.sections.enumerated() {
            renderSection(section, index: index, screen: screen, into: &html)
        }
        html.raw("</div>\n")
    }

    private func renderSection(_ section: TopicGroup, index: Int, screen: PreferenceScreen, into html: inout HTMLBuffer) {
        let headerID = "\(options.idPrefix)-s\(index)"
        let mark = options.marks.sections[section.category]
        // A div, not a <section>: a named section is a region landmark, landmarks on a page
        // must differ in name, and a page can show several phones with the same categories (a
        // review's before and after, two previews in a docs page). A section with a header is
        // a group named by its header instead; one without a category has no name.
        html.raw("<div class=\"ios-section\" data-section")
        if let category = section.category {
            html.raw(" role=\"group\"")
            html.attribute("data-category", category)
            html.attribute("aria-labelledby", headerID)
            html.attribute("data-ann", "category: \(category)")
            markAttributes(mark, into: &html)
            html.raw(">\n")
            markLinks(mark, into: &html)
            html.raw("<h\(headingLevel) class=\"ios-section-header\" data-section-header")
            html.attribute("id", headerID)
            html.raw(">")
            html.text(category)
            html.raw("</h\(headingLevel)>\n")
        } else {
            html.raw(" data-ann=\"no category: no header\"")
            markAttributes(mark, into: &html)
            html.raw(">\n")
            markLinks(mark, into: &html)
        }
        html.raw("<div class=\"ios-group\">\n")
        for topic in section.topics {
            renderRow(topic, screen: screen, into: &html)
        }
        html.raw("</div>\n</div>\n")
    }

    /// One row with a blue "Try again" button, as the app shows when the first load fails.
    private func renderFailed(into html: inout HTMLBuffer) {
        html.raw(
            """
            <div class="ios-list" data-list>
            <div class="ios-section"><div class="ios-group">
            <div class="ios-row ios-row-action"><button type="button" class="ios-action" data-action="retry">Try again</button></div>
            </div></div>
            </div>

            """)
    }

    private func renderLoading(into html: inout HTMLBuffer) {
        html.raw(
            """
            <div class="ios-loading" role="progressbar" aria-label="Loading notification settings">\(Icons.activityIndicator)</div>

            """)
    }
}
