/// One formula of a page: its TeX, and whether it is displayed (`$$…$$`, or a `<Latex>` on a
/// line of its own) or set inline in its sentence (`$…$`).
package struct MathFormula: Sendable, Hashable, Codable {
    package var tex: String
    package var display: Bool

    package init(tex: String, display: Bool) {
        self.tex = tex
        self.display = display
    }
}

/// What became of one formula: typeset by KaTeX (its HTML and MathML), refused by KaTeX (its
/// message), left for KaTeX's browser build to typeset when the page loads, or left as source
/// because no KaTeX could run.
///
/// The Docs module only writes what it is given; the site builder typesets every formula of a
/// build at once, in one process, before the pages render.
package enum MathRendering: Sendable, Equatable {
    case rendered(html: String)
    case failed(String)
    /// No KaTeX could run at build time, but its browser build is copied into the site: the
    /// page typesets the formula when it loads.
    case inBrowser
    /// No KaTeX could run; the build says why once, elsewhere.
    case unavailable
}
