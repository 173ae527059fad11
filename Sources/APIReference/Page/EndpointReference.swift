import JSONDocument
import OpenAPI

/// A code example shown on an endpoint page: a request in one language, or a response.
package struct CodeExample: Sendable, Hashable {
    /// The fence's language, for highlighting (`bash`, `python`, `json`).
    package var language: String
    /// The tab's title (`cURL`, `200`).
    package var label: String
    package var code: String

    package init(language: String, label: String, code: String) {
        self.language = language
        self.label = label
        self.code = code
    }
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
    /// - Parameter includeDescription: false when the page already shows the operation's
    ///   description under its title.
    package func mdx(requestExamples: [CodeExample], responseExamples: [CodeExample], includeDescription: Bool = true) -> String {
        var text = ""
        if let content = operation.content { text += content + "\n\n" }
        if includeDescription, let description = operation.description { text += MDXText.markdown(description) + "\n\n" }
        text += codeGroup("RequestExample", requestExamples)
        text += codeGroup("ResponseExample", responseExamples)
        text += authorizations()
        for (location, title) in [
            (APIParameter.Location.path, "Path Parameters"), (.query, "Query Parameters"), (.header, "Headers"),
            (.cookie, "Cookies"),
        ] {
            let parameters = operation.parameters.filter { $0.location == location }
            guard !parameters.isEmpty else { continue }
            text += "## \(title)\n\n"
            var fields = SchemaFields(spec: spec, mode: .request(location: location.rawValue))
            for parameter in parameters {
                fields.writeField(
                    name: parameter.name, path: [parameter.name], schema: parameter.schema, required: parameter.required,
                    deprecated: parameter.deprecated, description: parameter.description, example: parameter.example,
                    visiting: [])
            }
            text += fields.text
        }
        text += body()
        text += responses()
        return text
    }

    private func codeGroup(_ component: String, _ examples: [CodeExample]) -> String {
        guard !examples.isEmpty else { return "" }
        var text = "<\(component)>\n\n"
        for example in examples {
            text += MDXText.codeBlock(example.code, info: "\(example.language) \(example.label)") + "\n"
        }
        return text + "</\(component)>\n\n"
    }

    private func authorizations() -> String {
        let alternatives = operation.security.filter { !$0.schemes.isEmpty }
        guard !alternatives.isEmpty else { return "" }
        var text = "## Authorizations\n\n"
        if alternatives.count > 1 { text += "Any one of the following:\n\n" }
        var seen: Set<String> = []
        for name in alternatives.flatMap(\.schemes) where seen.insert(name).inserted {
            guard let scheme = spec.securityScheme(named: name) else { continue }
            text += AuthorizationField(scheme).mdx
        }
        return text
    }

    private func body() -> String {
        guard let body = operation.requestBody, !body.content.isEmpty else { return "" }
        var text = "## Body\n\n"
        if let description = body.description { text += MDXText.markdown(description) + "\n\n" }
        for media in body.content {
            text += body.content.count > 1 ? "### \(MDXText.codeSpan(media.name))\n\n" : "\(MDXText.codeSpan(media.name))\n\n"
            guard let schema = media.schema else { continue }
            var fields = SchemaFields(spec: spec, mode: .request(location: "body"))
            fields.writeBody(schema, fallbackName: "body")
            text += fields.text
        }
        return text
    }

    private func responses() -> String {
        guard !operation.responses.isEmpty else { return "" }
        var text = "## Response\n\n"
        for response in operation.responses {
            text += "### \(MDXText.markdown(response.status))\n\n"
            if let description = response.description { text += MDXText.markdown(description) + "\n\n" }
            for media in response.content {
                text += "\(MDXText.codeSpan(media.name))\n\n"
                guard let schema = media.schema else { continue }
                var fields = SchemaFields(spec: spec, mode: .response)
                fields.writeBody(schema, fallbackName: "response")
                text += fields.text
            }
        }
        return text
    }
}
