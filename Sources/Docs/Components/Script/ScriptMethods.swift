/// The methods of arrays and strings pages call: `map`, `filter`, `join`, `includes`, and
/// a few string ones.
enum ScriptMethods {
    static func call(
        _ name: String, on value: ScriptValue, _ arguments: [ScriptValue], depth: Int, at offset: Int
    )
        throws(ScriptError) -> ScriptValue
    {
        switch (value, name) {
        case (.array(let items), "map"):
            let function = try self.function(arguments, name, at: offset)
            var mapped: [ScriptValue] = []
            for (position, item) in items.enumerated() {
                mapped.append(try ScriptEvaluator.call(function, [item, .number(Double(position))], depth: depth, at: offset))
            }
            return .array(mapped)
        case (.array(let items), "filter"):
            let function = try self.function(arguments, name, at: offset)
            var kept: [ScriptValue] = []
            for (position, item) in items.enumerated()
            where try ScriptEvaluator.call(function, [item, .number(Double(position))], depth: depth, at: offset).isTruthy {
                kept.append(item)
            }
            return .array(kept)
        case (.array(let items), "join"):
            let separator = arguments.first?.text ?? ","
            var joined = ""
            for (position, item) in items.enumerated() {
                if position > 0 { joined += separator }
                joined += item.text
                guard joined.utf8.count <= ScriptValue.maximumLength else {
                    throw ScriptError(message: "a string grows too long", offset: offset)
                }
            }
            return .string(joined)
        case (.array(let items), "includes"):
            return .bool(items.contains { arguments.first.map($0.equals) ?? false })
        case (.string(let text), "includes"):
            return .bool(text.contains(arguments.first?.text ?? ""))
        case (.string(let text), "toUpperCase"):
            return .string(text.uppercased())
        case (.string(let text), "toLowerCase"):
            return .string(text.lowercased())
        case (.string(let text), "trim"):
            return .string(String(text.trimmingWhitespace()))
        case (.string(let text), "startsWith"):
            return .bool(text.hasPrefix(arguments.first?.text ?? ""))
        case (.string(let text), "endsWith"):
            return .bool(text.hasSuffix(arguments.first?.text ?? ""))
        case (_, "toString"):
            return .string(value.text)
        default:
            throw ScriptError(message: "the method '\(name)' needs a JavaScript engine", offset: offset)
        }
    }

    private static func function(
        _ arguments: [ScriptValue], _ name: String, at offset: Int
    ) throws(ScriptError)
        -> ScriptFunction
    {
        guard case .function(let function) = arguments.first else {
            throw ScriptError(message: "'\(name)' needs a function", offset: offset)
        }
        return function
    }
}
