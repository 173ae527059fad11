import ByteTools

// Arrow functions and function bodies: kept as source, evaluated when called.
extension ScriptEvaluator {
    /// An arrow function at the current place (`(a, { b = 1 }) => …`, `item => …`), or nil
    /// with nothing consumed.
    mutating func arrowFunction() throws(ScriptError) -> ScriptFunction? {
        let start = index
        skipSpace()
        var parameters: [ScriptFunction.Parameter] = []
        if startsWith("(") {
            index += 1
            guard let list = try? parameterList() else {
                index = start
                return nil
            }
            parameters = list
        } else if let name = try? identifier(), !["true", "false", "null", "undefined"].contains(name) {
            parameters = [.name(name, defaultSource: nil)]
        } else {
            index = start
            return nil
        }
        guard eat("=>") else {
            index = start
            return nil
        }
        return ScriptFunction(parameters: parameters, body: try functionBody(), scope: scope)
    }

    /// Parameters up to and including the `)`.
    mutating func parameterList() throws(ScriptError) -> [ScriptFunction.Parameter] {
        var parameters: [ScriptFunction.Parameter] = []
        while true {
            if eat(")") { return parameters }
            if eat("{") {
                var names: [(name: String, defaultSource: String?)] = []
                var rest: String?
                while !eat("}") {
                    if eat("...") {
                        rest = try identifier()
                    } else {
                        let name = try identifier()
                        names.append((name, eat("=") ? try expressionSource() : nil))
                    }
                    _ = eat(",")
                }
                parameters.append(.object(names, rest: rest))
            } else {
                let name = try identifier()
                parameters.append(.name(name, defaultSource: eat("=") ? try expressionSource() : nil))
            }
            if eat(")") { return parameters }
            guard eat(",") else { throw failure("expected ',' or ')' in the parameters") }
        }
    }

    /// What a function returns, as source: an expression, or the `return` of a block whose
    /// other statements are `const` declarations (kept as a chain of scopes is not needed: they
    /// are evaluated into the body's own scope when it is called).
    mutating func functionBody() throws(ScriptError) -> String {
        skipSpace()
        guard eat("{") else { return try expressionSource() }
        let block = try balanced(closing: UInt8(ascii: "}"))
        return try Self.returnedExpression(of: block)
    }

    /// The expression a block's `return` gives, with any `const` declarations before it
    /// rewritten into an immediately read object (`({a: …}).a`) would need an engine; a block
    /// with only a return is accepted.
    static func returnedExpression(of block: String) throws(ScriptError) -> String {
        var evaluator = ScriptEvaluator(block, scope: ScriptScope())
        evaluator.skipSpace()
        guard evaluator.startsWith("return"), evaluator.code.count > 6,
            !isNameByte(evaluator.code[min(evaluator.index + 6, evaluator.code.count - 1)])
        else {
            throw ScriptError(message: "a function body other than one `return` needs a JavaScript engine", offset: 0)
        }
        evaluator.index += 6
        var body = try evaluator.expressionSource()
        _ = evaluator.eat(";")
        evaluator.skipSpace()
        guard evaluator.index >= evaluator.code.count else {
            throw ScriptError(message: "a function body other than one `return` needs a JavaScript engine", offset: 0)
        }
        if body.isEmpty { body = "null" }
        return body
    }

    /// The source of the expression at the current place, which is skipped: up to a `,`, `;`
    /// or closing bracket outside brackets, or the end.
    mutating func expressionSource() throws(ScriptError) -> String {
        skipSpace()
        let start = index
        while index < code.count {
            if try skipLiteral() { continue }
            let byte = code[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                index += 1
                _ = try balanced(closing: byte == UInt8(ascii: "(") ? UInt8(ascii: ")") : byte + 2)
                continue
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"):
                return String(String(decoding: code[start..<index], as: UTF8.self).trimmingWhitespace())
            case UInt8(ascii: "\n") where Self.startsStatement(code, at: index + 1):
                // Statements without semicolons: the next `export` or `import` line starts another.
                return String(String(decoding: code[start..<index], as: UTF8.self).trimmingWhitespace())
            default:
                break
            }
            index += 1
        }
        return String(String(decoding: code[start..<index], as: UTF8.self).trimmingWhitespace())
    }

    static func startsStatement(_ code: [UInt8], at start: Int) -> Bool {
        code[start...].starts(with: "export ".utf8) || code[start...].starts(with: "import ".utf8)
    }
}
