/// What React draws for a value written as a child in running text (`{value}`).
///
/// MDX renders through React, so a page means what React would show: strings and numbers as
/// text, an array as its items one after another without separators, `null`, `undefined` and
/// booleans as nothing, and an object not at all (React throws "Objects are not valid as a
/// React child").
enum ReactChild: Equatable {
    /// The text to show; empty when React draws nothing.
    case text(String)
    /// React refuses the value; the associated text names it for the warning ("an object").
    case refused(String)
    /// JSX, page text or a function inside an array: left as the page wrote it.
    case unsupported

    init(_ value: ScriptValue) {
        var out = ""
        self = Self.append(value, to: &out, depth: 0) ?? .text(out)
    }

    /// Appends the value's text; returns the outcome when it is not text.
    private static func append(_ value: ScriptValue, to out: inout String, depth: Int) -> ReactChild? {
        switch value {
        case .string, .number:
            out += value.text
        case .bool, .null:
            break
        case .object:
            return .refused(depth == 0 ? "an object" : "an array holding an object")
        case .array(let items):
            guard depth < ScriptEvaluator.maximumDepth else { return .unsupported }
            for item in items {
                if let outcome = append(item, to: &out, depth: depth + 1) { return outcome }
                // The evaluator bounds strings it builds; the drawn text stays under the same bound.
                guard out.utf8.count <= ScriptValue.maximumLength else { return .unsupported }
            }
        case .jsx, .markup, .function:
            return .unsupported
        }
        return nil
    }
}
