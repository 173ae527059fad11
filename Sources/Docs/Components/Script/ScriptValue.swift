/// A value of the small JavaScript subset MDX pages use, evaluated without a JavaScript engine.
indirect enum ScriptValue: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([ScriptValue])
    /// An object literal's entries, in source order.
    case object([(key: String, value: ScriptValue)])
    /// A JSX element or fragment as written, with the names it sees.
    case jsx(source: String, scope: ScriptScope)
    /// Page text passed on as it is: a component's children.
    case markup(String)
    case function(ScriptFunction)

    /// The longest string, in UTF-8 bytes, and the most items of an array or object a page may
    /// build; past them evaluation stops with a ``ScriptError``.
    static let maximumLength = 1 << 20
    static let maximumCount = 100_000

    var isNull: Bool { if case .null = self { true } else { false } }

    /// Whether JavaScript counts the value as true.
    var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .number(let number): number != 0 && !number.isNaN
        case .bool(let flag): flag
        case .null: false
        case .markup(let text): !text.isEmpty
        default: true
        }
    }

    /// The value as JavaScript turns it into a string (`String(value)`).
    var text: String {
        switch self {
        case .string(let text): return text
        case .number(let number): return Self.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            // Stops a little past the longest string allowed, which callers then refuse.
            var out = ""
            for (position, item) in items.enumerated() {
                if position > 0 { out += "," }
                out += item.text
                if out.utf8.count > Self.maximumLength { break }
            }
            return out
        case .object: return "[object Object]"
        case .jsx(let source, _): return source
        case .markup(let text): return text
        case .function: return ""
        }
    }

    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// A property of the value: an object's entry, an array's `length`, or nil.
    func member(_ name: String) -> ScriptValue? {
        switch self {
        case .object(let entries): return entries.last(where: { $0.key == name })?.value
        case .array(let items) where name == "length": return .number(Double(items.count))
        case .string(let text) where name == "length": return .number(Double(text.count))
        default: return nil
        }
    }

    /// Loose equality for the values pages compare (`===` and `==` alike).
    func equals(_ other: ScriptValue) -> Bool {
        switch (self, other) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }
}

/// A function a page declares: an arrow function or a `function` with one returned expression.
struct ScriptFunction: Sendable {
    /// Each parameter: a plain name, or the names destructured from one object with defaults.
    enum Parameter: Sendable {
        case name(String, defaultSource: String?)
        case object([(name: String, defaultSource: String?)], rest: String?)
    }

    var parameters: [Parameter]
    /// The expression the function returns, as source.
    var body: String
    var scope: ScriptScope
}

/// The names an expression sees, innermost last.
struct ScriptScope: Sendable {
    var names: [String: ScriptValue] = [:]

    subscript(name: String) -> ScriptValue? {
        get { names[name] }
        set { names[name] = newValue }
    }
}

/// Something the evaluator does not handle: the page shows the rest without it.
struct ScriptError: Error, Sendable {
    var message: String
    /// The byte offset in the source where it was found.
    var offset: Int
}

extension ScriptValue {
    /// The value written back as a JavaScript literal (`"a"`, `3`, `true`, `null`, `["a", 1]`,
    /// `{ width: "50%" }`), for attribute values read again as written; nil for JSX, page text
    /// and functions, which have no literal.
    var literalSource: String? {
        switch self {
        case .string(let text):
            var out = "\""
            for character in text {
                switch character {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                default: out.append(character)
                }
            }
            return out + "\""
        case .number, .bool, .null: return text
        case .array(let items):
            var parts: [String] = []
            for item in items {
                guard let part = item.literalSource else { return nil }
                parts.append(part)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .object(let entries):
            var parts: [String] = []
            for (key, value) in entries {
                guard let part = value.literalSource else { return nil }
                let isIdentifier =
                    key.first.map { $0.isLetter || $0 == "_" } == true
                    && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                parts.append((isIdentifier ? key : ScriptValue.string(key).literalSource!) + ": " + part)
            }
            return "{ " + parts.joined(separator: ", ") + " }"
        case .jsx, .markup, .function: return nil
        }
    }
}
