// Literal conformances, so callers and tests can write contexts as Swift literals:
// `["title": "Home", "pages": [["name": "a"]], "draft": false]`.

extension TemplateValue: ExpressibleByNilLiteral {
    package init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    package init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// A repeated key keeps its last value, as a JSON object would.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        // Assigned one by one rather than through `Dictionary(_:uniquingKeysWith:)`, whose
        // merging costs more than the insertions themselves for the small objects pages make.
        var members = [String: TemplateValue](minimumCapacity: elements.count)
        for (key, value) in elements { members[key] = value }
        self = .object(members)
    }
}
