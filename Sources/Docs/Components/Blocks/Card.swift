/// `<Card>`, and the grids that hold cards and columns: `<CardGroup cols>`, `<Columns cols>`,
/// `<Column>`.
enum Card {
    /// A card: optional image and icon, the title (a link when `href` is safe), then content.
    static func markup(_ attributes: ComponentAttributes, line: Int, links: inout [PageLink]) -> ComponentMarkup {
        let href = attributes.nonEmptyString("href").flatMap { URLSafety.isSafe($0) ? $0 : nil }
        if let href { links.append(PageLink(target: href, line: line, isImage: false)) }
        var markup = ComponentMarkup()
        markup.open.raw("<div class=\"pf-card")
        if attributes.flag("horizontal") { markup.open.raw(" pf-card-horizontal") }
        if href != nil { markup.open.raw(" pf-card-linked") }
        markup.open.raw("\">")
        if let image = attributes.nonEmptyString("img"), URLSafety.isSafe(image) {
            links.append(PageLink(target: image, line: line, isImage: true))
            markup.open.raw("<img class=\"pf-card-image\"")
            markup.open.attribute("src", image)
            markup.open.raw(" alt=\"\" loading=\"lazy\">")
        }
        if let icon = attributes.nonEmptyString("icon") {
            markup.open.icon(icon, className: "pf-card-icon", size: 20)
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
        markup.close.raw("</div>\n</div>")
        return markup
    }

    /// `<CardGroup>` and `<Columns>`: a grid of `cols` columns (2 unless said otherwise).
    static func grid(_ className: String, _ attributes: ComponentAttributes) -> ComponentMarkup {
        let columns = min(max(attributes.integer("cols") ?? 2, 1), 6)
        return ComponentMarkup(element: "div", classes: "\(className) pf-cols-\(columns)")
    }
}
