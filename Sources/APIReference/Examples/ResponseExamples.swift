import OpenAPI

/// One example response body on an endpoint page.
package struct ResponseExample: Sendable, Hashable {
    /// `200`, `4XX`, `default`, as the spec writes it.
    package var status: String
    /// `application/json`, ….
    package var mediaType: String
    /// The example's name in `examples` (nil for `example` and for generated ones).
    package var name: String?
    package var summary: String?
    package var value: ExampleValue

    /// The body as shown: pretty JSON for JSON media types, else a string example as written.
    package var text: String {
        if !MediaTypes.isJSON(mediaType), let string = value.node.string { return string }
        return value.json
    }
}

/// The response examples of an endpoint page.
package enum ResponseExamples {
    /// For each response and each of its media types, in file order: the media type's own
    /// examples (each named one separately), else one built from its schema in response mode
    /// (no `writeOnly` properties). A response or media type with neither gives none.
    package static func examples(for operation: APIOperation, in spec: APISpec) -> [ResponseExample] {
        operation.responses.flatMap { response in
            response.content.flatMap { media -> [ResponseExample] in
                if !media.examples.isEmpty {
                    return media.examples.map { example in
                        ResponseExample(
                            status: response.status, mediaType: media.name, name: example.name, summary: example.summary,
                            value: ExampleValue(node: example.value))
                    }
                }
                guard let schema = media.schema else { return [] }
                let value = ExampleValue(schema: schema, in: spec, mode: .response)
                return [ResponseExample(status: response.status, mediaType: media.name, name: nil, summary: nil, value: value)]
            }
        }
    }
}
