import Testing

/// What Preflight writes, read in its own terms: a docs page's main content, sidebar, headings
/// and table of contents (templates/page.mustache), and the settings screen's rows
/// (ScreenPreview's `data-*` hooks).
package struct HTMLPage {
    package let root: Element

    package init(_ html: String) {
        root = Element.parse(html)
    }

    package func query(_ selector: String) -> Element? { root.query(selector) }
    package func queryAll(_ selector: String) -> [Element] { root.queryAll(selector) }

    /// The page's `<title>` text.
    package var title: String? { root.query("head > title")?.normalizedText ?? root.query("title")?.normalizedText }

    /// The `<main>` element: a docs page's content column, or a preview's stage.
    package var main: Element? { root.query("main") }

    /// The rendered Markdown of a docs page (`.doc-body` inside `main`).
    package var docBody: Element? { root.query("main .doc-body") }

    /// The docs sidebar.
    package var sidebar: Element? { root.query("aside.sidebar") }

    /// The sidebar's links as (text, href), in order.
    package var sidebarLinks: [Link] { sidebar?.queryAll("a[href]").map(Link.init) ?? [] }

    /// The sidebar entry marked as the current page.
    package var currentSidebarEntry: Link? { sidebar?.query("a[aria-current=page]").map(Link.init) }

    /// The "On this page" list as (text, href).
    package var tableOfContents: [Link] { root.queryAll("aside.toc a[href]").map(Link.init) }

    /// The heading (`h1` … `h6`) whose id is `id`.
    package func heading(id: String) -> Element? {
        root.queryAll("[id=\"\(id)\"]").first { $0.name.count == 2 && $0.name.hasPrefix("h") && $0.name.last!.isNumber }
    }

    /// A heading's text as the reader sees it, without its permalink anchor (`.pf-anchor`).
    package static func headingText(_ heading: Element) -> String {
        heading.children.map { node -> String in
            switch node {
            case .text(let text): text
            case .element(let element): element.classes.contains("pf-anchor") ? "" : element.text
            }
        }.joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Every heading `h1` … `h6` in document order.
    package var headings: [Element] { root.queryAll("h1, h2, h3, h4, h5, h6") }

    /// The settings screen (`data-screen="preferences"`), when the page shows one.
    package var screen: Element? { root.first("data-screen", "preferences") }

    /// Links anywhere in `part` (the whole page when `nil`) as (text, href).
    package func links(in part: Element? = nil) -> [Link] { (part ?? root).queryAll("a[href]").map(Link.init) }
}

/// A link as the reader sees it: its text and where it goes.
package struct Link: Equatable, CustomStringConvertible {
    package var text: String
    package var href: String

    package init(_ text: String, _ href: String) {
        self.text = text
        self.href = href
    }

    init(_ element: Element) {
        self.init(element.normalizedText, element["href"] ?? "")
    }

    package var description: String { "[\(text)](\(href))" }
}

/// The control at the trailing end of a settings-screen row.
package enum RowControl: Equatable, CustomStringConvertible {
    /// One channel: a switch, on or off.
    case `switch`(isOn: Bool)
    /// Several channels: a menu showing `summary` ("Push, Email" or "Off").
    case menu(summary: String)

    package var description: String {
        switch self {
        case .switch(let isOn): "a switch that is \(isOn ? "on" : "off")"
        case .menu(let summary): "a menu showing \"\(summary)\""
        }
    }
}

extension Element {
    /// A settings screen's rows (`data-topic`), in order.
    package var screenRows: [Element] { all("data-topic") }

    /// The row for topic `slug`.
    package func screenRow(_ slug: String) -> Element? { first("data-topic", slug) }

    /// A row's title text.
    package var rowTitle: String? { first("data-title")?.normalizedText }

    /// A row's control: a switch and whether it is on, or a menu and its summary.
    package var rowControl: RowControl? {
        if let toggle = first("role", "switch") { return .switch(isOn: toggle["aria-checked"] == "true") }
        if let summary = first("data-summary") { return .menu(summary: summary.normalizedText) }
        return nil
    }

    /// A screen's section headers, in order.
    package var sectionHeaders: [String] { all("data-section-header").map(\.normalizedText) }
}

/// The part of `page` that `selector` names, required to exist and to hold content, so a
/// following "has no …" check cannot pass on an empty or misplaced page.
package func requirePart(
    _ selector: String, of page: HTMLPage, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Element {
    let part = try #require(page.query(selector), "no \(selector) in the page", sourceLocation: sourceLocation)
    try #require(part.hasContent, "\(selector) is empty", sourceLocation: sourceLocation)
    return part
}

/// `html` parsed as a fragment, required to hold content; for renderer output that is not a
/// whole page (a docs page body, a component, a screen).
package func requireFragment(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Element {
    let root = Element.parse(html)
    try #require(root.hasContent, "the HTML is empty", sourceLocation: sourceLocation)
    return root
}

extension Element {
    /// Elements below this one (and itself) that carry attribute `name` with a value for which
    /// `predicate` holds; for "no link goes to javascript:" style checks.
    package func attributes(named name: String, where predicate: (String) -> Bool = { _ in true }) -> [String] {
        ([self] + descendants).compactMap { $0[name] }.filter(predicate)
    }
}
