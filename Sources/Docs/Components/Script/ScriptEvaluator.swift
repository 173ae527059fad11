import ByteTools

/// Evaluates one expression of the JavaScript subset pages use (literals, names, members,
/// `&&`, `||`, `??`, `? :`, comparisons, `+`, template literals, arrow functions, JSX and
/// `.map`), reading the source as it goes; anything else is a ``ScriptError``.
struct ScriptEvaluator {
    let code: [UInt8]
    var index: Int
    var scope: ScriptScope
    /// How many calls deep evaluation is; guards against a component that uses itself.
    let depth: Int

    static let maximumDepth = 32
    /// How many brackets and prefix operators deep the expression being read is.
    var nesting = 0
    static let maximumNesting = 256
    /// Whether the expression being read is a branch not taken (after a false `&&`, a true
    /// `||`, …): it is parsed but nothing in it is called or looked up.
    var skipping = false

    init(_ source: String, scope: ScriptScope, depth: Int = 0) {
        code = Array(source.utf8)
        index = 0
        self.scope = scope
        self.depth = depth
    }

    /// The value of the whole source, which must be one expression.
    static func evaluate(_ source: String, scope: ScriptScope, depth: Int = 0) throws(ScriptError) -> ScriptValue {
        var evaluator = ScriptEvaluator(source, scope: scope, depth: depth)
        let value = try evaluator.expression()
        evaluator.skipSpace()
        if evaluator.index < evaluator.code.count, evaluator.code[evaluator.index] == UInt8(ascii: ";") { evaluator.index += 1 }
        evaluator.skipSpace()
        guard evaluator.index >= evaluator.code.count else { throw evaluator.failure("unexpected text after the expression") }
        return value
    }

    func failure(_ message: String) -> ScriptError { ScriptError(message: message, offset: index) }

    // MARK: - Operators

    mutating func expression() throws(ScriptError) -> ScriptValue {
        try enter()
        defer { nesting -= 1 }
        if let function = try arrowFunction() { return .function(function) }
        let condition = try binary(0)
        guard eat("?") else { return condition }
        let outer = skipping
        skipping = outer || !condition.isTruthy
        let yes = try expression()
        guard eat(":") else { throw failure("expected ':' in a conditional") }
        skipping = outer || condition.isTruthy
        let no = try expression()
        skipping = outer
        return condition.isTruthy ? yes : no
    }

    /// One level deeper, or a ``ScriptError`` past ``maximumNesting``.
    private mutating func enter() throws(ScriptError) {
        guard nesting < Self.maximumNesting else { throw failure("the expression nests too deep") }
        nesting += 1
    }

    /// A string built by the page, or a ``ScriptError`` when it is too long.
    func checked(_ text: String) throws(ScriptError) -> String {
        guard text.utf8.count <= ScriptValue.maximumLength else { throw failure("a string grows too long") }
        return text
    }

    private func tooMany() -> ScriptError { failure("an array or object grows too long") }

    private static let precedence: [(String, Int)] = [
        ("??", 1), ("||", 1), ("&&", 2), ("===", 3), ("!==", 3), ("==", 3), ("!=", 3), ("<=", 4), (">=", 4),
        ("<", 4), (">", 4), ("+", 5), ("-", 5), ("*", 6), ("/", 6), ("%", 6),
    ]

    private mutating func binary(_ minimum: Int) throws(ScriptError) -> ScriptValue {
        var left = try unary()
        while true {
            skipSpace()
            guard let (op, level) = Self.precedence.first(where: { startsWith($0.0) }), level > minimum else { return left }
            // `=>` and `=` are not operators here; `==` is matched before `=`.
            index += op.utf8.count
            let outer = skipping
            switch op {
            case "&&": skipping = outer || !left.isTruthy
            case "||": skipping = outer || left.isTruthy
            case "??": skipping = outer || !left.isNull
            default: break
            }
            let right = try binary(level)
            skipping = outer
            left = try apply(op, left, right)
        }
    }

    private func apply(_ op: String, _ left: ScriptValue, _ right: ScriptValue) throws(ScriptError) -> ScriptValue {
        switch op {
        case "??": if case .null = left { return right } else { return left }
        case "||": return left.isTruthy ? left : right
        case "&&": return left.isTruthy ? right : left
        case "===", "==": return .bool(left.equals(right))
        case "!==", "!=": return .bool(!left.equals(right))
        case "+":
            if case .number(let a) = left, case .number(let b) = right { return .number(a + b) }
            let (a, b) = (left.text, right.text)
            guard a.utf8.count + b.utf8.count <= ScriptValue.maximumLength else {
                if skipping { return .null }
                throw failure("a string grows too long")
            }
            return .string(a + b)
        default:
            guard case .number(let a) = left, case .number(let b) = right else { return .null }
            switch op {
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return .number(a / b)
            case "%": return .number(a.truncatingRemainder(dividingBy: b))
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            default: return .bool(a >= b)
            }
        }
    }

    private mutating func unary() throws(ScriptError) -> ScriptValue {
        try enter()
        defer { nesting -= 1 }
        skipSpace()
        if eat("!") { return .bool(!(try unary()).isTruthy) }
        if startsWith("-"), !startsWith("->") {
            index += 1
            guard case .number(let number) = try unary() else {
                if skipping { return .null }
                throw failure("'-' needs a number")
            }
            return .number(-number)
        }
        return try postfix(try primary())
    }

    private mutating func postfix(_ start: ScriptValue) throws(ScriptError) -> ScriptValue {
        var value = start
        while true {
            skipSpace()
            if eat("?.") || (startsWith(".") && !startsWith("...") && eat(".")) {
                let name = try identifier()
                skipSpace()
                if startsWith("(") {
                    index += 1
                    let arguments = try list(closing: ")")
                    value = skipping ? .null : try ScriptMethods.call(name, on: value, arguments, depth: depth, at: index)
                } else {
                    value = value.member(name) ?? .null
                }
            } else if eat("[") {
                let key = try expression()
                guard eat("]") else { throw failure("expected ']'") }
                if case .array(let items) = value, case .number(let number) = key {
                    if let position = Int(exactly: number), items.indices.contains(position) {
                        value = items[position]
                    } else {
                        value = .null
                    }
                } else {
                    value = value.member(key.text) ?? .null
                }
            } else if startsWith("(") {
                index += 1
                let arguments = try list(closing: ")")
                if skipping {
                    value = .null
                    continue
                }
                guard case .function(let function) = value else { throw failure("only functions can be called") }
                value = try Self.call(function, arguments, depth: depth, at: index)
            } else {
                return value
            }
        }
    }

    /// Calls a page's function: binds its parameters, then evaluates what it returns.
    static func call(
        _ function: ScriptFunction, _ arguments: [ScriptValue], depth: Int, at offset: Int
    ) throws(ScriptError)
        -> ScriptValue
    {
        guard depth < maximumDepth else { throw ScriptError(message: "functions call each other too deep", offset: offset) }
        var scope = function.scope
        for (position, parameter) in function.parameters.enumerated() {
            let argument = position < arguments.count ? arguments[position] : nil
            switch parameter {
            case .name(let name, let defaultSource):
                if let argument, !argument.isNull {
                    scope[name] = argument
                } else if let defaultSource {
                    scope[name] = try evaluate(defaultSource, scope: scope, depth: depth + 1)
                } else {
                    scope[name] = .null
                }
            case .object(let names, let rest):
                for (name, defaultSource) in names {
                    var value = argument?.member(name)
                    if value?.isNull ?? true, let defaultSource {
                        value = try evaluate(defaultSource, scope: scope, depth: depth + 1)
                    }
                    scope[name] = value ?? .null
                }
                if let rest {
                    if case .object(let entries) = argument {
                        scope[rest] = .object(entries.filter { entry in !names.contains(where: { $0.name == entry.key }) })
                    } else {
                        scope[rest] = .object([])
                    }
                }
            }
        }
        return try evaluate(function.body, scope: scope, depth: depth + 1)
    }

    // MARK: - Operands

    private mutating func primary() throws(ScriptError) -> ScriptValue {
        skipSpace()
        guard index < code.count else { throw failure("expected a value") }
        let byte = code[index]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try quoted())
        case UInt8(ascii: "`"):
            return .string(try template())
        case UInt8(ascii: "("):
            index += 1
            let value = try expression()
            guard eat(")") else { throw failure("expected ')'") }
            return value
        case UInt8(ascii: "["):
            index += 1
            return .array(try list(closing: "]"))
        case UInt8(ascii: "{"):
            index += 1
            return try object()
        case UInt8(ascii: "<"):
            let start = index
            guard let end = JSXScanner.elementEnd(code, from: start) else { throw failure("a JSX element is not closed") }
            index = end
            return .jsx(source: String(decoding: code[start..<end], as: UTF8.self), scope: scope)
        default:
            if ByteClass.isDigit(byte) || byte == UInt8(ascii: ".") { return .number(try number()) }
            let name = try identifier()
            switch name {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null", "undefined": return .null
            default:
                guard let value = scope[name] else {
                    if skipping { return .null }
                    throw ScriptError(message: "'\(name)' is not defined on the page", offset: index)
                }
                return value
            }
        }
    }

    /// Comma-separated expressions up to `closing`, which is consumed; spreads are flattened.
    private mutating func list(closing: String) throws(ScriptError) -> [ScriptValue] {
        var items: [ScriptValue] = []
        while true {
            skipSpace()
            if eat(closing) { return items }
            if eat("...") {
                if case .array(let more) = try expression() {
                    guard items.count + more.count <= ScriptValue.maximumCount else { throw tooMany() }
                    items += more
                }
            } else {
                items.append(try expression())
                guard items.count <= ScriptValue.maximumCount else { throw tooMany() }
            }
            skipSpace()
            if eat(closing) { return items }
            guard eat(",") else { throw failure("expected ',' or '\(closing)'") }
        }
    }

    private mutating func object() throws(ScriptError) -> ScriptValue {
        var entries: [(key: String, value: ScriptValue)] = []
        while true {
            skipSpace()
            if eat("}") { return .object(entries) }
            if eat("...") {
                if case .object(let more) = try expression() {
                    guard entries.count + more.count <= ScriptValue.maximumCount else { throw tooMany() }
                    entries += more
                }
            } else {
                let key: String
                if index < code.count, code[index] == UInt8(ascii: "\"") || code[index] == UInt8(ascii: "'") {
                    key = try quoted()
                } else {
                    key = try identifier()
                }
                skipSpace()
                if eat(":") {
                    entries.append((key, try expression()))
                } else {
                    entries.append((key, scope[key] ?? .null))
                }
                guard entries.count <= ScriptValue.maximumCount else { throw tooMany() }
            }
            skipSpace()
            if eat("}") { return .object(entries) }
            guard eat(",") else { throw failure("expected ',' or '}' in an object") }
        }
    }
}
