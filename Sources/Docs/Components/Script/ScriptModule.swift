/// The `export` statements of a page or module: `export const name = …` and
/// `export function Name(props) { return (…) }`, evaluated into values by name.
struct ScriptModule {
    var values: [(name: String, value: ScriptValue)] = []
    /// Statements outside the subset, each with its start in the source and what was wrong.
    var failures: [(name: String?, error: ScriptError)] = []

    /// Reads every top-level `export` statement of `source`, each seeing those before it.
    init(_ source: String, scope: ScriptScope) {
        var scope = scope
        var evaluator = ScriptEvaluator(source, scope: scope)
        while evaluator.index < evaluator.code.count {
            evaluator.skipSpace()
            let start = evaluator.index
            guard evaluator.index < evaluator.code.count else { break }
            guard evaluator.startsWith("export ") else {
                // Anything else (imports, comments read by skipSpace) is skipped to its line's end.
                while evaluator.index < evaluator.code.count && evaluator.code[evaluator.index] != UInt8(ascii: "\n") {
                    evaluator.index += 1
                }
                continue
            }
            evaluator.index += "export ".utf8.count
            evaluator.scope = scope
            do throws(ScriptError) {
                let (name, value) = try Self.statement(&evaluator)
                scope[name] = value
                values.append((name, value))
            } catch {
                // Offsets inside nested evaluations are not the module's: the statement's start is.
                var located = error
                located.offset = start
                failures.append((Self.declaredName(source, at: start), located))
                Self.skipStatement(&evaluator, from: start)
            }
        }
    }

    private static func statement(_ evaluator: inout ScriptEvaluator) throws(ScriptError) -> (String, ScriptValue) {
        let keyword = try evaluator.identifier()
        switch keyword {
        case "const", "let", "var":
            let name = try evaluator.identifier()
            guard evaluator.eat("=") else { throw evaluator.failure("expected '=' after '\(name)'") }
            let source = try evaluator.expressionSource()
            _ = evaluator.eat(";")
            return (name, try ScriptEvaluator.evaluate(source, scope: evaluator.scope))
        case "function":
            let name = try evaluator.identifier()
            guard evaluator.eat("(") else { throw evaluator.failure("expected '(' after '\(name)'") }
            let parameters = try evaluator.parameterList()
            guard evaluator.eat("{") else { throw evaluator.failure("expected a function body") }
            let block = try evaluator.balanced(closing: UInt8(ascii: "}"))
            let body = try ScriptEvaluator.returnedExpression(of: block)
            return (name, .function(ScriptFunction(parameters: parameters, body: body, scope: evaluator.scope)))
        default:
            throw evaluator.failure("`export \(keyword)` needs a JavaScript engine")
        }
    }

    /// The name an `export` at `start` declares, when it can be read.
    private static func declaredName(_ source: String, at start: Int) -> String? {
        let words = Array(source.utf8.dropFirst(start).prefix(200)).split(whereSeparator: { !ScriptEvaluator.isNameByte($0) })
        return words.map { String(decoding: $0, as: UTF8.self) }.first {
            !["export", "const", "let", "var", "function", "async", "default", "class"].contains($0)
        }
    }

    /// Moves past a statement that could not be read: to the next line that starts with `export`.
    private static func skipStatement(_ evaluator: inout ScriptEvaluator, from start: Int) {
        var index = start + 1
        let code = evaluator.code
        while index < code.count {
            if code[index - 1] == UInt8(ascii: "\n"), code[index...].starts(with: "export ".utf8) { break }
            index += 1
        }
        evaluator.index = index
    }
}
