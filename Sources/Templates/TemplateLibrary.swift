import Diagnostics

/// The templates a site renders with, by name; partials and parents are looked up here.
package struct TemplateLibrary: Sendable {
    /// Every template, keyed by name (`layouts/page` for `layouts/page.mustache`).
    package let templates: [String: Template]
    /// All the templates' steps and text together, which the render limits grow with.
    let size: (steps: Int, textBytes: Int)

    package init(templates: [String: Template] = [:]) {
        self.templates = templates
        size = templates.values.reduce((0, 0)) { ($0.0 + $1.program.steps.count, $0.1 + $1.program.text.count) }
    }

    package subscript(name: String) -> Template? {
        templates[name]
    }

    /// Renders the template called `name`, throwing `template_not_found` when there is none,
    /// or the error of a render that hits a limit (see ``Template/render(_:partials:)``).
    package func render(_ name: String, _ context: TemplateValue) throws(Diagnostic) -> String {
        try template(named: name).render(context, partials: self)
    }

    /// Renders the template called `name` as UTF-8 bytes.
    package func renderBytes(_ name: String, _ context: TemplateValue) throws(Diagnostic) -> [UInt8] {
        try template(named: name).renderBytes(context, partials: self)
    }

    private func template(named name: String) throws(Diagnostic) -> Template {
        guard let template = templates[name] else {
            let known = templates.keys.sorted()
            throw Diagnostic(
                .templateNotFound,
                "No template is named `\(name)`; expected one of the library's \(known.count) templates.",
                hint: known.isEmpty ? "The template library is empty." : "Templates: \(known.joined(separator: ", "))"
            )
        }
        return template
    }
}
