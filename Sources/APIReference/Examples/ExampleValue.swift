import Diagnostics
import JSONDocument
import OpenAPI

/// A JSON example for a schema or parameter, as a tree and as the text a page shows.
///
/// Examples are built, never read: the spec's own `example`/`examples`/`const`/`default`/`enum`
/// when it has one, else a plausible value by type and format, so every endpoint page can show
/// a request and a response even when its author wrote none. Building is pure and
/// deterministic: the same spec always gives the same bytes.
package struct ExampleValue: Sendable, Hashable {
    /// Whether an example is sent or received: a request leaves out `readOnly` properties, a
    /// response leaves out `writeOnly` ones.
    package enum Mode: Sendable, Hashable {
        case request, response
    }

    /// The position given to every generated node: line 0 is no line of any file.
    package static let generatedPosition = SourcePosition(line: 0, column: 0)

    package var node: JSONNode

    /// Wraps a value the spec wrote (a media type's or parameter's example).
    package init(node: JSONNode) {
        self.node = node
    }

    /// An example of `schema` for a request or a response.
    ///
    /// A schema that is already being expanded (a tree whose children are trees) is cut: its
    /// property is left out, an array of it is empty, elsewhere it is `{}`. A depth limit is a
    /// backstop for very deep, non-recursive nesting.
    package init(schema: APISchemaID, in spec: APISpec, mode: Mode) {
        var builder = ExampleBuilder(spec: spec, mode: mode)
        node = builder.example(of: schema) ?? JSONNode(.object([]), at: Self.generatedPosition)
    }

    /// A parameter's example: its own `example`, else one built from its schema (request mode),
    /// else the string `"string"`.
    package init(parameter: APIParameter, in spec: APISpec) {
        if let example = parameter.example {
            self.init(node: example)
        } else if let schema = parameter.schema {
            self.init(schema: schema, in: spec, mode: .request)
        } else {
            self.init(node: JSONNode(.string("string"), at: Self.generatedPosition))
        }
    }

    /// The example as JSON text: 2-space indentation, object keys in schema order.
    package var json: String { JSONWriter.text(of: node, pretty: true) }
}
