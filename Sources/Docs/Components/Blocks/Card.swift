/// `<Card>`, and the grids that hold cards and columns: `<CardGroup cols>`, `<Columns cols>`,
/// `<Column>`.
enum Card {
    /// The callout themes a card may take with `type`.
    static let types: Set<String> = ["info", "warning", "note", "tip", "check", "danger"]

    /// A card: optional image and icon, the title (a link when it has an `href`), then content,
    /// then its call to action (`cta`, with an arrow when `arrow` is set or the link leaves
    /// the site). `type` gives it a callout's colors and, without an icon of its own, the
    /// callout's icon.
    /// `link` places a target in the page, for the link check. An unsafe `href` or `img` is
    /// gone already (see ``ComponentTokenizer/checkedLinks(_:of:holdsLink:)``).
    static func markup(
        _ attributes: ComponentAttributes, links: inout [PageLink],
        link: (_ target: String, _ attribute: String, _ isImage: Bool) -> PageLink
    ) -> ComponentMarkup {
        let href = attributes.nonEmptyString("href")
        if let href { links.append(link(href, "href", false)) }
        let type = attributes.nonEmptyString("type").map { $0.lowercased() }.flatMap { types.contains($0) ? $0 : nil }
        var markup = ComponentMarkup()
        markup.open.raw("<div class=\"pf-card")
        if attributes.flag("horizontal") { markup.open.raw(" pf-card-horizontal") }
        if href != nil { markup.open.raw(" pf-card-linked") }
        if let type { markup.open.raw(" pf-card-type pf-\(type)") }
        markup.open.raw("\">")
        let imageAttribute = attributes.nonEmptyString("img") != nil ? "img" : "image"
        if let image = attributes.nonEmptyString(imageAttribute) {
            links.append(link(image, imageAttribute, true))
            markup.open.raw("<img class=\"pf-card-image\"")
            markup.open.attribute("src", image)
            markup.open.raw(" alt=\"\" loading=\"lazy\">")
        }
        if let icon = attributes.nonEmptyString("icon") ?? type.map(Callout.iconName) {
            markup.open.raw("<span class=\"pf-card-icon\"")
            if let color = attributes.nonEmptyString("color").flatMap(InlineComponents.cssColor) {
                markup.open.attribute("style", "color:" + color)
            }
            markup.open.raw(">")
            Icons.append(icon, size: 20, to: &markup.open)
            markup.open.raw("</span>")
        }
        markup.open.raw("\n<div class=\"pf-card-body\">\n<div class=\"pf-card-title\">")
        if let href {
            markup.open.raw("<a")
            markup.open.attribute("href", href)
            markup.open.raw(">")
            markup.open.text(attributes.string("title") ?? "")
            markup.open.raw("</a>")
        } else {
            markup.open.text(attributes.string("title") ?? "")
        }
        markup.open.raw("</div>")
        if let description = attributes.nonEmptyString("description") {
            // A tile's line under its title.
            markup.open.element("p", class: "pf-card-description", text: description)
        }
        let isExternal = href.map { $0.hasPrefix("http://") || $0.hasPrefix("https://") || $0.hasPrefix("//") } ?? false
        let showsArrow = href != nil && (attributes["arrow"] == nil ? isExternal : attributes.flag("arrow"))
        if let cta = attributes.nonEmptyString("cta") {
            markup.close.raw("<div class=\"pf-card-cta\">")
            markup.close.text(cta)
            if showsArrow { markup.close.icon("arrow-right", className: "pf-card-arrow", size: 14) }
            markup.close.raw("</div>\n")
        } else if showsArrow {
            markup.close.icon("arrow-up-right", className: "pf-card-arrow", size: 14)
        }
        markup.close.raw("</div>\n</div>")
        return markup
    }

    /// `<CardGroup>` and `<Columns>`: a grid of `cols` columns (2 unless said otherwise).
    static func grid(_ className: String, _ attributes: ComponentAttributes) -> ComponentMarkup {
        let columns = min(max(attributes.integer("cols") ?? 2, 1), 6)
        return ComponentMarkup(element: "div", classes: "\(className) pf-cols-\(columns)")
    }
}
