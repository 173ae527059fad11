/// `<Color.Item name value>`.
enum ColorItem {
    /// A color swatch with its name and value; the value only colors the swatch when it is a
    /// plain CSS color, so no style text from a page can escape the attribute. A theme-aware
    /// value, `{{ light: "#FFF", dark: "#000" }}`, gives a swatch for each.
    static func markup(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        let value = attributes.string("value") ?? ""
        let themed = themedColors(value)
        markup.open.raw("<div class=\"pf-color-item\">")
        for (theme, color) in themed ?? [("", value)] {
            markup.open.raw("<span class=\"pf-color-swatch\"")
            if let color = InlineComponents.cssColor(color) { markup.open.attribute("style", "background:\(color)") }
            if !theme.isEmpty { markup.open.attribute("title", theme) }
            markup.open.raw("></span>")
        }
        markup.open.raw("<span class=\"pf-color-name\">")
        markup.open.text(attributes.string("name") ?? "")
        markup.open.raw("</span> <code>")
        markup.open.text(themed.map { $0.map { "\($0.0): \($0.1)" }.joined(separator: ", ") } ?? value)
        markup.open.raw("</code></div>")
        return markup
    }

    /// The `light` and `dark` colors of `{ light: "#FFF", dark: "#000" }`, in that order.
    static func themedColors(_ value: String) -> [(String, String)]? {
        let body = value.trimmingWhitespace()
        guard body.hasPrefix("{"), body.hasSuffix("}") else { return nil }
        var colors: [(String, String)] = []
        for pair in body.dropFirst().dropLast().split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingWhitespace().filter { $0 != "\"" && $0 != "'" }
            var color = parts[1].trimmingWhitespace()
            if let quote = color.first, quote == "\"" || quote == "'", color.count >= 2, color.last == quote {
                color = color.dropFirst().dropLast()
            }
            if key == "light" || key == "dark" { colors.append((String(key), String(color))) }
        }
        return colors.isEmpty ? nil : colors
    }
}
