import Diagnostics

/// A parsed Mustache template.
///
/// Parse once with `init(source:name:)`, then render as often as needed, from any number of
/// threads at once: a template is an immutable tree and each render keeps its state to itself.
public struct Template: Sendable {
    /// The name partials and diagnostics use, such as `layouts/page`.
    public let name: String
    let program: TemplateProgram

    /// Parses `source`, throwing the first syntax error found: `unclosed_tag`,
    /// `unclosed_section`, `mismatched_section`, `unopened_section`, `invalid_delimiter` or
    /// `empty_tag`, positioned at the offending tag with `name` as its file.
    public init(source: String, name: String) throws(Diagnostic) {
        self.name = name
        program = TemplateProgram(try TemplateParser.parse(TemplateSource(source, name: name)))
    }

    /// The template rendered against `context`, with `{{>name}}` and `{{<name}}` taken from
    /// `partials`; a partial the library lacks renders as nothing, as the spec asks.
    public func render(_ context: TemplateValue, partials: TemplateLibrary = TemplateLibrary()) -> String {
        String(decoding: renderBytes(context, partials: partials), as: UTF8.self)
    }

    /// The rendering as UTF-8 bytes, for writers that never need a `String`.
    public func renderBytes(_ context: TemplateValue, partials: TemplateLibrary = TemplateLibrary()) -> [UInt8] {
        var renderer = TemplateRenderer(context: context, partials: partials)
        renderer.render(program)
        return renderer.output
    }
}
