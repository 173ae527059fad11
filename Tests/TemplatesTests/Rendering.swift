import Templates

/// Renders `source` against `context` with `partials` given as source text, failing the test
/// on a parse error.
func render(_ source: String, _ context: TemplateValue = [:], partials: [String: String] = [:]) throws -> String {
    var library: [String: Template] = [:]
    for (name, text) in partials {
        library[name] = try Template(source: text, name: name)
    }
    return try Template(source: source, name: "test").render(context, partials: TemplateLibrary(templates: library))
}
