import Foundation
import JSONDocument
import Testing

@testable import APIReference
@testable import OpenAPI

/// Spec strings with every character that could end a string literal or run as code, checked by
/// the languages' own tools: each literal must give back exactly the spec's text, and each
/// whole snippet must parse.
@Suite struct SnippetSyntaxTests {
    /// Quotes, backslashes, `$`, `${`, backticks, `\(`, Swift's raw delimiters, control
    /// characters, line separators and non-ASCII. No NUL: a shell word cannot hold one.
    static let nasty = "it's \"q\" \\ \\\\n $HOME ${x} `cmd` \\(x) \\#(y) \"\"\"# ## \n\r\t\u{01}\u{7F}\u{2028} é 😀 %s"

    // MARK: - Literals give back the text

    @Test(.enabled(if: SnippetTool.available("bash"), "needs bash"))
    func shellWordsRoundTrip() throws {
        let result = try SnippetTool.run(["bash", "-c", "printf %s " + StringLiterals.shell(Self.nasty)])
        #expect(result.output == Self.nasty, "\(result.errors)")
    }

    @Test(.enabled(if: SnippetTool.available("python3"), "needs python3"))
    func pythonStringsRoundTrip() throws {
        let result = try SnippetTool.run(["python3", "-c", "import sys; sys.stdout.write(\(StringLiterals.python(Self.nasty)))"])
        #expect(result.output == Self.nasty, "\(result.errors)")
    }

    @Test(.enabled(if: SnippetTool.available("node"), "needs node"))
    func javaScriptStringsRoundTrip() throws {
        let result = try SnippetTool.run(["node", "-e", "process.stdout.write(\(StringLiterals.javaScript(Self.nasty)))"])
        #expect(result.output == Self.nasty, "\(result.errors)")
    }

    @Test(.enabled(if: SnippetTool.available("swift"), "needs the swift interpreter"))
    func swiftStringsRoundTrip() throws {
        let folder = try SnippetTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lineText = Self.nasty.replacingOccurrences(of: "\r", with: "")
        let source = """
            print(\(StringLiterals.swift(Self.nasty)), terminator: "")
            print("|", terminator: "")
            print(\(StringLiterals.swiftRawMultiline(lineText)), terminator: "")
            """
        try source.write(to: folder.appendingPathComponent("main.swift"), atomically: false, encoding: .utf8)
        let result = try SnippetTool.run(["swift", "main.swift"], directory: folder)
        #expect(result.output == Self.nasty + "|" + lineText, "\(result.errors)")
    }

    @Test(.enabled(if: SnippetTool.available("go"), "needs go"))
    func goStringsRoundTrip() throws {
        let folder = try SnippetTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lineText = Self.nasty.replacingOccurrences(of: "\r", with: "")
        let source = """
            package main

            import "os"

            func main() {
            \tos.Stdout.WriteString(\(StringLiterals.go(Self.nasty)))
            \tos.Stdout.WriteString("|")
            \tos.Stdout.WriteString(\(StringLiterals.goRaw(lineText)))
            \tos.Stdout.WriteString("|")
            \tos.Stdout.WriteString(\(StringLiterals.goRaw(Self.nasty)))
            }

            """
        try source.write(to: folder.appendingPathComponent("main.go"), atomically: false, encoding: .utf8)
        let result = try SnippetTool.run(["go", "run", "main.go"], directory: folder)
        #expect(result.output == Self.nasty + "|" + lineText + "|" + Self.nasty, "\(result.errors)")
    }

    // MARK: - Whole snippets parse

    /// Operations with the nasty text everywhere a spec can put text into code.
    static func nastyOperations() -> (APISpec, [APIOperation]) {
        var fixture = FixtureSpec()
        fixture.scheme("key", .apiKey(name: "X-Key\"'$`\\", location: .header))
        fixture.scheme("basic", .http(scheme: "basic", bearerFormat: nil))
        let text = fixture.schema("string") { $0.examples = [.init(.string(nasty), at: FixtureSpec.position)] }
        let object = fixture.schema("object") {
            $0.properties = [
                .init(name: nasty, schema: text, required: true), .init(name: "__proto__", schema: text, required: true),
            ]
        }
        let file = fixture.string(format: "binary")
        let upload = fixture.object([(nasty, text), ("file\n// injected", file)])
        let server = "https://h.test/'\"$x`y`\\"
        let nastyNode = JSONNode(.string(nasty), at: FixtureSpec.position)
        let parameters = [
            parameter("id", .path, required: true, example: nastyNode),
            parameter(nasty, .query, required: true, example: nastyNode),
            parameter("X-\"Odd'$Name\\", .header, required: true, example: nastyNode),
            parameter("c", .cookie, required: true, example: nastyNode),
        ]
        func make(_ media: String, _ schema: APISchemaID?, examples: [APIExample] = []) -> APIOperation {
            operation(.post, "/items/{id}", servers: [server]) {
                $0.parameters = parameters
                $0.security = [APISecurityRequirement(schemes: ["key", "basic"])]
                $0.requestBody = body(media, schema: schema, examples: examples)
            }
        }
        return (
            fixture.spec,
            [
                make("application/json", object), make("application/x-www-form-urlencoded", object),
                make("multipart/form-data", upload), make("text/plain", nil, examples: [.init(value: nastyNode)]),
            ]
        )
    }

    private static func code(_ language: String) -> [String] {
        let (spec, operations) = nastyOperations()
        return operations.compactMap { operation in
            RequestSnippets.snippets(for: operation, in: spec).first { $0.language == language }?.code
        }
    }

    @Test(.enabled(if: SnippetTool.available("bash"), "needs bash"))
    func curlParses() throws {
        for code in Self.code("bash") {
            let result = try SnippetTool.run(["bash", "-n"], input: code)
            #expect(result.status == 0, "\(result.errors)\n\(code)")
        }
    }

    @Test(.enabled(if: SnippetTool.available("bash"), "needs bash"))
    func curlPassesTheJSONBodyIntact() throws {
        // `printf '%s\n'` in place of curl prints each word it would be given.
        let code = try #require(Self.code("bash").first)
        let result = try SnippetTool.run(["bash", "-c", "curl() { printf '%s\\0' \"$@\"; }\n" + code])
        let words = result.output.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        let data = try #require(words.firstIndex(of: "--data-raw").map { words[$0 + 1] })
        #expect(try JSONParser.parse(data).members?.first?.key == Self.nasty)
        #expect(words.contains("X-Key\"'$`\\: <api-key>"))
    }

    @Test(.enabled(if: SnippetTool.available("python3"), "needs python3"))
    func pythonParsesAndKeepsThePayload() throws {
        for code in Self.code("python") {
            let result = try SnippetTool.run(["python3", "-c", "import ast, sys; ast.parse(sys.stdin.read())"], input: code)
            #expect(result.status == 0, "\(result.errors)\n\(code)")
        }
        // Run the JSON snippet up to the request, then print the payload as JSON.
        let code = try #require(Self.code("python").first)
        let prefix = try #require(code.components(separatedBy: "\nresponse = ").first)
        let script =
            prefix.replacingOccurrences(of: "import requests", with: "import json, sys")
            + "\nsys.stdout.write(json.dumps(payload, ensure_ascii=False))"
        let result = try SnippetTool.run(["python3", "-c", script])
        #expect(try JSONParser.parse(result.output).members?.first?.node.string == Self.nasty, "\(result.errors)")
    }

    @Test(.enabled(if: SnippetTool.available("node"), "needs node"))
    func javaScriptParses() throws {
        let folder = try SnippetTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, code) in Self.code("javascript").enumerated() {
            let file = folder.appendingPathComponent("snippet\(index).mjs")
            try code.write(to: file, atomically: false, encoding: .utf8)
            let result = try SnippetTool.run(["node", "--check", file.path])
            #expect(result.status == 0, "\(result.errors)\n\(code)")
        }
    }

    @Test(.enabled(if: SnippetTool.available("swiftc"), "needs swiftc"))
    func swiftParses() throws {
        let folder = try SnippetTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, code) in Self.code("swift").enumerated() {
            let file = folder.appendingPathComponent("snippet\(index).swift")
            try code.write(to: file, atomically: false, encoding: .utf8)
            let result = try SnippetTool.run(["swiftc", "-parse", file.path])
            #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)\n\(code)")
        }
    }

    @Test(.enabled(if: SnippetTool.available("gofmt"), "needs gofmt"))
    func goParsesAndIsFormatted() throws {
        for code in Self.code("go") {
            let result = try SnippetTool.run(["gofmt"], input: code)
            #expect(result.status == 0, "\(result.errors)\n\(code)")
            #expect(result.output == code)
        }
    }

    @Test func commentsStayOnOneLine() {
        for code in Self.code("swift") + Self.code("go") {
            #expect(!code.contains("\n// injected") && !code.contains("\n\t// injected"))
        }
    }
}
