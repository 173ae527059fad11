import JSONDocument
import OpenAPI

/// The examples a page can write itself instead of the generated ones.
package enum ExampleKind: Sendable, Hashable {
    case request, response
}

/// The generated part of an endpoint page, as MDX that the docs renderer turns into HTML
/// with the same components, anchors and highlighting as hand-written pages.
package struct EndpointReference: Sendable {
    package let spec: APISpec
    package let operation: APIOperation

    package init(spec: APISpec, operation: APIOperation) {
        self.spec = spec
        self.operation = operation
    }

    /// Examples, authorizations, parameters by location, the body and the responses.
    ///
    /// - Parameters:
    ///   - includeDescription: false when the page already shows the operation's description
    ///     under its title.
    ///   - ownExamples: the example kinds the page writes itself (`<RequestExample>`,
    ///     `<ResponseExample>`), which replace the generated ones.
    ///   - responseExamples: the operation's response examples, when the caller already made
    ///     them (they are made here otherwise).
    ///   - words: the page's language.
    package func mdx(
        includeDescription: Bool = true, ownExamples: Set<ExampleKind> = [], responseExamples: [ResponseExample]? = nil,
        words: ReferenceWords = ReferenceWords()
    ) -> String {
        var text = ""
        if let content = operation.content { text += content + "\n\n" }
        if includeDescription, let description = operation.description { text += MDXText.markdown(description) + "\n\n" }
        if !ownExamples.contains(.request) {
            text += codeGroup(
                "RequestExample", RequestSnippets.snippets(for: operation, in: spec).map { ($0.language, $0.label, $0.code) })
        }
        let examples =
            ownExamples.contains(.response)
            ? [] : responseExamples ?? ResponseExamples.examples(for: operation, in: spec)
        text += codeGroup(
            "ResponseExample",
            examples.map { example in
                // Several examples of one status are told apart by name.
                let sameStatus = examples.filter { $0.status == example.status }.count > 1
                let label = sameStatus ? "\(example.status) \(example.name ?? example.mediaType)" : example.status
                return (MediaTypes.isJSON(example.mediaType) ? "json" : "text", label, example.text)
            })
        text += authorizations(words)
        for (location, key, id) in [
            (APIParameter.Location.path, "apiPathParameters", "path-parameters"),
            (.query, "apiQueryParameters", "query-parameters"), (.header, "apiHeaders", "headers"),
            (.cookie, "apiCookies", "cookies"),
        ] {
            let parameters = operation.parameters.filter { $0.location == location }
            guard !parameters.isEmpty else { continue }
            text += Self.heading(key, id: id, words)
            var fields = SchemaFields(spec: spec, mode: .request(location: location.rawValue), words: words)
            for parameter in parameters {
                fields.writeField(
                    name: parameter.name, path: [parameter.name], schema: parameter.schema, required: parameter.required,
                    deprecated: parameter.deprecated, description: parameter.description, example: parameter.example,
                    visiting: [])
            }
            text += fields.text
        }
        text += body(words)
        text += responses(words)
        return text
    }

    /// `## Path Parameters`: a section's heading in the page's language, with the id its
    /// English text gives it, so a link to `#path-parameters` works from every language.
    private static func heading(_ key: String, id: String, _ words: ReferenceWords) -> String {
        words.isTranslated(key) ? "## \(words[key]) {#\(id)}\n\n" : "## \(words[key])\n\n"
    }

    /// Code blocks in tabs: each `(language, label, code)`.
    private func codeGroup(_ component: String, _ examples: [(String, String, String)]) -> String {
        guard !examples.isEmpty else { return "" }
        var text = "<\(component)>\n\n"
        for (language, label, code) in examples {
            text += MDXText.codeBlock(code, info: "\(language) \(label)") + "\n"
        }
        return text + "</\(component)>\n\n"
    }

    private func authorizations(_ words: ReferenceWords) -> String {
        let alternatives = operation.security.filter { !$0.schemes.isEmpty }
        guard !alternatives.isEmpty else { return "" }
        var text = Self.heading("apiAuthorizations", id: "authorizations", words)
        if alternatives.count > 1 { text += words["apiAnyOf"] + "\n\n" }
        var seen: Set<String> = []
        for name in alternatives.flatMap(\.schemes) where seen.insert(name).inserted {
            guard let scheme = spec.securityScheme(named: name) else { continue }
            text += AuthorizationField(scheme, words: words).mdx
        }
        return text
    }

    private func body(_ words: ReferenceWords) -> String {
        guard let body = operation.requestBody, !body.content.isEmpty else { return "" }
        var text = Self.heading("apiBody", id: "body", words)
        if let description = body.description { text += MDXText.markdown(description) + "\n\n" }
        for media in body.content {
            text += body.content.count > 1 ? "### \(MDXText.codeSpan(media.name))\n\n" : "\(MDXText.codeSpan(media.name))\n\n"
            guard let schema = media.schema else { continue }
            var fields = SchemaFields(spec: spec, mode: .request(location: "body"), words: words)
            fields.writeBody(schema, fallbackName: "body")
            text += fields.text
        }
        return text
    }

    private func responses(_ words: ReferenceWords) -> String {
        guard !operation.responses.isEmpty else { return "" }
        var text = Self.heading("apiResponse", id: "response", words)
        for response in operation.responses {
            text += "### \(MDXText.markdown(response.status))\n\n"
            if let description = response.description { text += MDXText.markdown(description) + "\n\n" }
            if !response.headers.isEmpty {
                // Headers the response carries (a rate limit, a location), before its body.
                text += words["apiResponseHeaders"] + "\n\n"
                var fields = SchemaFields(spec: spec, mode: .response, words: words)
                for header in response.headers {
                    fields.writeField(
                        name: header.name, path: ["header", header.name], schema: header.schema, required: header.required,
                        deprecated: header.deprecated, description: header.description, example: header.example, visiting: [])
                }
                text += fields.text
            }
            for media in response.content {
                text += "\(MDXText.codeSpan(media.name))\n\n"
                guard let schema = media.schema else { continue }
                var fields = SchemaFields(spec: spec, mode: .response, words: words)
                fields.writeBody(schema, fallbackName: "response")
                text += fields.text
            }
        }
        return text
    }
}
