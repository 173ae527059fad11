import Diagnostics

/// A parsed Mustache template.
///
/// Parse once with `init(source:name:file:)`, then render as often as needed, from any number
/// of threads at once: a template is an immutable tree and each render keeps its state to itself.
package struct Template: Sendable {
    /// The name partials and diagnostics use, such as `layouts/page`.
    package let name: String
    let program: TemplateProgram

    /// Parses `source`, throwing the first syntax error found: `unclosed_tag`,
    /// `unclosed_section`, `mismatched_section`, `unopened_section`, `invalid_delimiter`,
    /// `empty_tag` or `nesting_too_deep`, positioned at the offending tag.
    ///
    /// - Parameter file: the file diagnostics name, parse errors and render errors alike;
    ///   `name` when not given.
    package init(source: String, name: String, file: String? = nil) throws(Diagnostic) {
        self.name = name
        let source = TemplateSource(source, name: file ?? name)
        program = TemplateProgram(try TemplateParser.parse(source), name: name, source: source)
    }

    /// The template rendered against `context`, with `{{>name}}` and `{{<name}}` taken from
    /// `partials`; a partial the library lacks renders as nothing, as the spec asks.
    ///
    /// - Throws: a render that would not end, or not in reasonable time, stops with an error
    ///   at the tag it reached (see ``TemplateLimits``): `recursive_partial`, `recursive_block`,
    ///   `nesting_too_deep`, `template_render_too_long` or `template_output_too_large`.
    package func render(_ context: TemplateValue, partials: TemplateLibrary = TemplateLibrary()) throws(Diagnostic) -> String {
        String(decoding: try renderBytes(context, partials: partials), as: UTF8.self)
    }

    /// The rendering as UTF-8 bytes, for writers that never need a `String`.
    package func renderBytes(
        _ context: TemplateValue, partials: TemplateLibrary = TemplateLibrary()
    ) throws(Diagnostic) -> [UInt8] {
        var renderer = TemplateRenderer(rendering: program, against: context, partials: partials)
        try renderer.render(program)
        return renderer.output
    }
}
