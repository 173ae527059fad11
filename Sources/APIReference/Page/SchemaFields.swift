import JSONDocument
import OpenAPI

/// Writes a schema's properties as `<ParamField>`/`<ResponseField>` MDX, nested properties in
/// `<Expandable>`, with the anchor ids Mintlify gives them (`body-user-name`,
/// `response-data-id`) so links written for Mintlify land on the same field.
struct SchemaFields {
    enum Mode {
        /// A request: `readOnly` properties are left out; fields are `<ParamField body=…>`.
        case request(location: String)
        /// A response: `writeOnly` properties are left out; fields are `<ResponseField>`.
        case response
    }

    let spec: APISpec
    let mode: Mode
    let words: ReferenceWords
    private(set) var text = ""
    /// Fields written so far on the page: a schema too large to list stops here.
    private var fieldCount = 0
    /// The first anchor of each schema written, for a recursive field to link back to.
    private var anchors: [APISchemaID: String] = [:]

    static let maximumDepth = 12
    static let maximumFields = 2000

    init(spec: APISpec, mode: Mode, words: ReferenceWords = ReferenceWords()) {
        self.spec = spec
        self.mode = mode
        self.words = words
    }

    private var labels: SchemaLabels { SchemaLabels(spec: spec, words: words) }

    /// The properties of `id`'s object schema (merged alternatives for `oneOf`), or one field
    /// named `fallbackName` for a schema that is not an object.
    mutating func writeBody(_ id: APISchemaID, fallbackName: String) {
        let schema = spec[id]
        if isObjectLike(schema) {
            // A property that is the body itself links back to the section.
            if anchors[id] == nil { anchors[id] = mode.isRequest ? "body" : "response" }
            writeProperties(of: id, path: [], visiting: [id])
        } else {
            writeField(
                name: fallbackName, path: [fallbackName], schema: id, required: false, deprecated: false,
                description: nil, example: nil, visiting: [])
        }
    }

    /// One field: a parameter, a header, or a property.
    mutating func writeField(
        name: String, path: [String], schema id: APISchemaID?, required: Bool, deprecated: Bool, description: String?,
        example: JSONNode?, visiting: [APISchemaID]
    ) {
        guard fieldCount < Self.maximumFields else { return }
        fieldCount += 1
        let schema = id.map { spec[$0] }
        let anchor = anchorID(path)
        switch mode {
        case .request(let location):
            text += "<ParamField\(MDXText.attribute(location, name))"
        case .response:
            text += "<ResponseField\(MDXText.attribute("name", name))"
        }
        if let id { text += MDXText.attribute("type", labels.type(of: id, visiting: Set(visiting))) }
        text += MDXText.attribute("id", anchor)
        if required { text += " required" }
        if deprecated || schema?.deprecated == true { text += " deprecated" }
        var post: [String] = []
        if schema?.readOnly == true { post.append(words["apiReadOnly"]) }
        if schema?.writeOnly == true { post.append(words["apiWriteOnly"]) }
        if !post.isEmpty { text += " post={[\(post.map { "\"\($0)\"" }.joined(separator: ", "))]}" }
        text += ">\n"
        if let description = description ?? schema?.description ?? schema?.title {
            text += MDXText.markdown(description) + "\n\n"
        }
        if let schema { writeFacts(schema, example: example) }
        if let id {
            if visiting.contains(id) {
                // A schema inside itself: say so and link to where it is listed, once.
                let name = schema?.componentName.map(MDXText.markdown) ?? words["apiItsParent"]
                text += words["apiRecursive", ["name": anchors[id].map { "[\(name)](#\($0))" } ?? name]] + "\n\n"
            } else if visiting.count < Self.maximumDepth {
                if anchors[id] == nil { anchors[id] = anchor }
                writeChildren(of: id, path: path, visiting: visiting + [id])
            }
        }
        text += mode.isRequest ? "</ParamField>\n\n" : "</ResponseField>\n\n"
    }

    private mutating func writeFacts(_ schema: APISchema, example: JSONNode?) {
        var lines: [String] = []
        // An array of enumerated values lists its items' choices.
        let choices = schema.enumValues.isEmpty ? (schema.items.map { spec[$0].enumValues } ?? []) : schema.enumValues
        if !choices.isEmpty {
            lines.append(words["apiOptions"] + " " + choices.map { MDXText.codeSpan($0.displayText) }.joined(separator: ", "))
        }
        if let constant = schema.constValue {
            lines.append(words["apiAllowedValue"] + " " + MDXText.codeSpan(constant.displayText))
        }
        if let value = schema.defaultValue { lines.append(words["default"] + " " + MDXText.codeSpan(value.displayText)) }
        lines += labels.limits(of: schema)
        if let example = example ?? schema.examples.first, !example.value.isContainer {
            lines.append(words["apiExample"] + " " + MDXText.codeSpan(example.displayText))
        }
        for line in lines { text += line + "\n\n" }
    }

    /// Properties in an `<Expandable>`; an array's item properties; `oneOf` alternatives.
    private mutating func writeChildren(of id: APISchemaID, path: [String], visiting: [APISchemaID]) {
        let schema = spec[id]
        if let items = schema.items, isObjectLike(spec[items]), !visiting.contains(items) {
            expandable(words["apiProperties"]) { fields in
                fields.writeProperties(of: items, path: path, visiting: visiting + [items])
            }
            return
        }
        if !schema.properties.isEmpty {
            expandable(words["apiProperties"]) { fields in fields.writeProperties(of: id, path: path, visiting: visiting) }
        }
        for (index, alternative) in (schema.oneOf + schema.anyOf).enumerated() where isObjectLike(spec[alternative]) {
            let option = spec[alternative]
            let title = option.title ?? option.componentName ?? words["apiOption", ["number": String(index + 1)]]
            expandable(title) { fields in
                fields.writeProperties(of: alternative, path: path, visiting: visiting + [alternative])
            }
        }
    }

    private mutating func writeProperties(of id: APISchemaID, path: [String], visiting: [APISchemaID]) {
        for property in spec[id].properties {
            let child = spec[property.schema]
            switch mode {
            case .request where child.readOnly: continue
            case .response where child.writeOnly: continue
            default: break
            }
            writeField(
                name: property.name, path: path + [property.name], schema: property.schema, required: property.required,
                deprecated: false, description: nil, example: nil, visiting: visiting)
        }
    }

    private mutating func expandable(_ title: String, _ body: (inout SchemaFields) -> Void) {
        text += "<Expandable\(MDXText.attribute("title", title))>\n"
        body(&self)
        text += "</Expandable>\n\n"
    }

    /// Whether the schema has properties to list as fields of their own.
    private func isObjectLike(_ schema: APISchema) -> Bool {
        !schema.properties.isEmpty
    }

    /// `body-user-name`, `query-limit`, `response-data-id`: Mintlify's ids.
    private func anchorID(_ path: [String]) -> String {
        let prefix: String
        switch mode {
        case .request(let location): prefix = location
        case .response: prefix = "response"
        }
        // Lowercase letters, digits, `-` and `_`, like a heading's id; anything else a hyphen.
        let joined = ([prefix] + path).joined(separator: "-")
        guard joined.utf8.allSatisfy({ $0 < 0x80 }) else {
            return String(joined.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "-" })
        }
        // The common case, ASCII names, byte by byte (Characters are slow to walk).
        return String(
            decoding: joined.utf8.map { byte -> UInt8 in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): byte
                default: UInt8(ascii: "-")
                }
            }, as: UTF8.self)
    }
}

extension SchemaFields.Mode {
    var isRequest: Bool {
        if case .request = self { return true }
        return false
    }
}

extension JSONValue {
    var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }
}

extension JSONNode {
    /// A string as its text, anything else as compact JSON.
    var displayText: String { string ?? JSONWriter.text(of: self) }
}
