/// `<ParamField>` and `<ResponseField>`: one parameter or response property of an API, its
/// name, where it goes, its type and flags, then its description.
enum APIField {
    /// `ParamField` names its parameter by location: `query="limit"`, `path="id"`, …; `cookie`
    /// is Preflight's addition, for the cookie parameters of an OpenAPI operation.
    static let locations = ["query", "path", "body", "header", "cookie"]

    /// Where a `ParamField`'s parameter goes: the first location attribute it has.
    static func location(_ attributes: ComponentAttributes) -> String? {
        locations.first { attributes[$0] != nil }
    }

    static func param(_ attributes: ComponentAttributes, id: String?) -> ComponentMarkup {
        let location = location(attributes)
        let name = location.flatMap { attributes.string($0) } ?? ""
        return markup(className: "pf-param-field", name: name, location: location, id: id, attributes)
    }

    static func response(_ attributes: ComponentAttributes, id: String?) -> ComponentMarkup {
        markup(className: "pf-response-field", name: attributes.string("name") ?? "", location: nil, id: id, attributes)
    }

    private static func markup(
        className: String, name: String, location: String?, id: String?, _ attributes: ComponentAttributes
    ) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<div class=\"pf-field \(className)\"")
        if let id { markup.open.attribute("id", id) }
        markup.open.raw(">\n<div class=\"pf-field-header\">")
        for label in attributes.strings("pre") { span("pf-field-label", label, into: &markup) }
        markup.open.element("code", class: "pf-field-name", text: name)
        if let location { span("pf-field-location", location, into: &markup) }
        if let type = attributes.nonEmptyString("type") {
            // A type is code (`string[]`, `ReactElement<StepProps>[]`), set as such.
            markup.open.element("code", class: "pf-field-type", text: type)
        }
        if attributes.flag("required") { span("pf-field-required", "required", into: &markup) }
        if attributes.flag("deprecated") { span("pf-field-deprecated", "deprecated", into: &markup) }
        for label in attributes.strings("post") { span("pf-field-label", label, into: &markup) }
        if let value = attributes.string("default") {
            markup.open.raw("<span class=\"pf-field-default\">Default: <code>")
            markup.open.text(value)
            markup.open.raw("</code></span>")
        }
        markup.open.raw("</div>\n<div class=\"pf-field-body\">")
        markup.close.raw("</div>\n</div>")
        return markup
    }

    private static func span(_ className: String, _ text: String, into markup: inout ComponentMarkup) {
        markup.open.raw("<span class=\"\(className)\">")
        markup.open.text(text)
        markup.open.raw("</span>")
    }
}
