import Testing

@testable import APIReference
@testable import OpenAPI

@Suite struct RequestSnippetTests {
    private func snippets(_ operation: APIOperation, _ spec: APISpec) -> [String: String] {
        Dictionary(uniqueKeysWithValues: RequestSnippets.snippets(for: operation, in: spec).map { ($0.language, $0.code) })
    }

    @Test func fiveLanguagesInOrder() {
        let (spec, operation) = RichOperation.make()
        let snippets = RequestSnippets.snippets(for: operation, in: spec)
        #expect(snippets.map(\.language) == ["bash", "javascript", "python", "swift", "go"])
        #expect(snippets.map(\.label) == ["cURL", "JavaScript", "Python", "Swift", "Go"])
    }

    @Test func curlForARichOperation() {
        let (spec, operation) = RichOperation.make()
        #expect(
            snippets(operation, spec)["bash"] == #"""
                curl --request POST \
                  --url 'https://api.example.com/v1/users/u%201%2F%C3%A9/messages?limit=1&tag=a%20b&tag=c%26d' \
                  --header 'BuzzKit-Tenant: acme' \
                  --header 'Authorization: Bearer <token>' \
                  --header 'Cookie: session=abc' \
                  --header 'Content-Type: application/json' \
                  --data-raw '{
                  "text": "It'\''s \"ready\"",
                  "to": "user@example.com",
                  "secret": "********",
                  "urgent": false,
                  "note": null,
                  "tags": [
                    "string",
                    "string"
                  ]
                }'
                """#)
    }

    @Test func pythonForARichOperation() {
        let (spec, operation) = RichOperation.make()
        #expect(
            snippets(operation, spec)["python"] == #"""
                import requests

                url = "https://api.example.com/v1/users/u%201%2F%C3%A9/messages?limit=1&tag=a%20b&tag=c%26d"
                headers = {
                    "BuzzKit-Tenant": "acme",
                    "Authorization": "Bearer <token>",
                    "Cookie": "session=abc",
                    "Content-Type": "application/json"
                }
                payload = {
                    "text": "It's \"ready\"",
                    "to": "user@example.com",
                    "secret": "********",
                    "urgent": False,
                    "note": None,
                    "tags": [
                        "string",
                        "string"
                    ]
                }

                response = requests.request("POST", url, headers=headers, json=payload)
                print(response.text)
                """#)
    }

    @Test func javaScriptSwiftAndGoSendTheSameRequest() {
        let (spec, operation) = RichOperation.make()
        let code = snippets(operation, spec)
        let url = "https://api.example.com/v1/users/u%201%2F%C3%A9/messages?limit=1&tag=a%20b&tag=c%26d"
        #expect(code["javascript"]?.hasPrefix("const response = await fetch(\"\(url)\", {\n  method: \"POST\",\n") == true)
        #expect(code["javascript"]?.contains("  body: JSON.stringify({\n    \"text\": ") == true)
        #expect(code["swift"]?.contains("URLRequest(url: URL(string: \"\(url)\")!)") == true)
        #expect(code["swift"]?.contains("let body = #\"\"\"\n{\n  \"text\": ") == true)
        #expect(code["swift"]?.contains("request.setValue(\"acme\", forHTTPHeaderField: \"BuzzKit-Tenant\")") == true)
        #expect(code["go"]?.contains("http.NewRequest(\"POST\", \"\(url)\", body)") == true)
        #expect(code["go"]?.contains("\treq.Header.Set(\"Authorization\", \"Bearer <token>\")") == true)
        for language in ["javascript", "swift", "go"] {
            #expect(code[language]?.contains("\"secret\": \"********\"") == true, "\(language)")
            #expect(code[language]?.contains("\"id\"") == false, "readOnly id is not sent in \(language)")
        }
    }

    @Test func withoutAServerTheURLIsThePathAlone() {
        let spec = FixtureSpec().spec
        let get = operation(.get, "/health")
        let code = snippets(get, spec)
        #expect(code["bash"] == "curl --request GET \\\n  --url '/health'")
        #expect(code["python"]?.contains("url = \"/health\"\n") == true)
        #expect(code["go"]?.contains("http.NewRequest(\"GET\", \"/health\", nil)") == true)
        #expect(code["go"]?.contains("strings") == false)
    }

    @Test func serverVariablesAreResolved() {
        let spec = FixtureSpec().spec
        var get = operation(.get, "/ping")
        get.servers = [
            APIServer(
                url: "https://{region}.example.com/", description: nil,
                variables: [.init(name: "region", defaultValue: "eu", choices: [], description: nil)])
        ]
        #expect(snippets(get, spec)["bash"] == "curl --request GET \\\n  --url 'https://eu.example.com/ping'")
    }

    @Test func basicAuthInEachLanguagesIdiom() {
        var fixture = FixtureSpec()
        fixture.scheme("basic", .http(scheme: "basic", bearerFormat: nil))
        let get = operation(.get, "/me", servers: ["https://h.test"]) {
            $0.security = [APISecurityRequirement(schemes: ["basic"])]
        }
        let code = snippets(get, fixture.spec)
        #expect(code["bash"]?.contains("--user '<username>:<password>'") == true)
        #expect(code["javascript"]?.contains(#""Authorization": "Basic " + btoa("<username>:<password>")"#) == true)
        #expect(code["python"]?.contains(#"auth=("<username>", "<password>")"#) == true)
        #expect(code["swift"]?.contains(#"Data("<username>:<password>".utf8).base64EncodedString()"#) == true)
        #expect(code["go"]?.contains(#"req.SetBasicAuth("<username>", "<password>")"#) == true)
    }

    @Test func apiKeysGoWhereTheirSchemeSays() {
        var fixture = FixtureSpec()
        fixture.scheme("header", .apiKey(name: "X-API-Key", location: .header))
        fixture.scheme("query", .apiKey(name: "api_key", location: .query))
        fixture.scheme("cookie", .apiKey(name: "key", location: .cookie))
        fixture.scheme("unused", .http(scheme: "bearer", bearerFormat: nil))
        let get = operation(.get, "/items", servers: ["https://h.test"]) {
            $0.security = [
                APISecurityRequirement(schemes: ["header", "query", "cookie"]), APISecurityRequirement(schemes: ["unused"]),
            ]
        }
        #expect(
            snippets(get, fixture.spec)["bash"] == """
                curl --request GET \\
                  --url 'https://h.test/items?api_key=<api-key>' \\
                  --header 'X-API-Key: <api-key>' \\
                  --header 'Cookie: key=<api-key>'
                """)
    }

    @Test func formFieldsAreEncodedPerLanguage() {
        var fixture = FixtureSpec()
        let form = fixture.object([
            ("name", fixture.string()), ("note", fixture.schema("string") { $0.examples = [json(#""a&b c""#)] }),
        ])
        let post = operation(.post, "/form", servers: ["https://h.test"]) {
            $0.requestBody = body("application/x-www-form-urlencoded", schema: form)
        }
        let code = snippets(post, fixture.spec)
        #expect(code["bash"]?.hasSuffix("--data-urlencode 'name=string' \\\n  --data-urlencode 'note=a&b c'") == true)
        #expect(code["javascript"]?.contains(#"body: new URLSearchParams(["#) == true)
        #expect(code["python"]?.contains("payload = {\n    \"name\": \"string\",\n    \"note\": \"a&b c\"\n}") == true)
        #expect(code["python"]?.contains("data=payload") == true)
        #expect(code["swift"]?.contains(#"request.httpBody = Data("name=string&note=a%26b%20c".utf8)"#) == true)
        #expect(code["go"]?.contains(#"strings.NewReader("name=string&note=a%26b%20c")"#) == true)
    }

    @Test func multipartSendsFieldsAndFiles() {
        var fixture = FixtureSpec()
        let upload = fixture.object([("title", fixture.string()), ("file", fixture.string(format: "binary"))])
        let post = operation(.post, "/upload", servers: ["https://h.test"]) {
            $0.requestBody = body("multipart/form-data", schema: upload)
        }
        let code = snippets(post, fixture.spec)
        #expect(code["bash"]?.hasSuffix("--form-string 'title=string' \\\n  --form 'file=@file.bin'") == true)
        #expect(code["bash"]?.contains("Content-Type") == false, "curl sets the boundary itself")
        #expect(code["javascript"]?.contains(#"form.append("file", new Blob(["<file contents>"]), "file.bin");"#) == true)
        #expect(code["python"]?.contains("files = {\n    \"file\": open(\"file.bin\", \"rb\")\n}") == true)
        #expect(code["python"]?.contains("data=payload, files=files") == true)
        #expect(code["swift"]?.contains("// Fields: title, file (file)") == true)
        #expect(code["go"]?.contains("\t// Fields: title, file (file)") == true)
    }

    @Test func otherMediaTypesSendTheExampleText() {
        var fixture = FixtureSpec()
        let example = APIExample(name: nil, summary: nil, value: json(#""line one\nline two""#))
        let post = operation(.put, "/notes", servers: ["https://h.test"]) {
            $0.requestBody = body("text/plain", examples: [example])
        }
        let code = snippets(post, fixture.spec)
        #expect(code["bash"]?.hasSuffix("--header 'Content-Type: text/plain' \\\n  --data-raw 'line one\nline two'") == true)
        #expect(code["python"]?.contains(#"payload = "line one\nline two""#) == true)
        #expect(code["go"]?.contains("strings.NewReader(`line one\nline two`)") == true)
        _ = fixture.string()
    }

    @Test func aMediaTypeExampleWinsOverTheSchema() {
        var fixture = FixtureSpec()
        let schema = fixture.object([("name", fixture.string())])
        let example = APIExample(name: "mine", summary: nil, value: json(#"{"name": "Ada"}"#))
        let post = operation(.post, "/users", servers: ["https://h.test"]) {
            $0.requestBody = body("application/json", schema: schema, examples: [example])
        }
        #expect(snippets(post, fixture.spec)["python"]?.contains("payload = {\n    \"name\": \"Ada\"\n}") == true)
    }

    @Test func codeSamplesReplaceTheGeneratedOnesInOrder() {
        let spec = FixtureSpec().spec
        let get = operation(.get, "/x", servers: ["https://h.test"]) {
            $0.codeSamples = [
                APICodeSample(language: "Ruby", label: nil, source: "puts 1"),
                APICodeSample(language: "curl", label: "Shell", source: "curl https://h.test/x"),
                APICodeSample(language: "js", label: nil, source: "fetch()"),
            ]
        }
        let samples = RequestSnippets.snippets(for: get, in: spec)
        #expect(samples.map(\.language) == ["ruby", "bash", "javascript"])
        #expect(samples.map(\.label) == ["Ruby", "Shell", "js"])
        #expect(samples.map(\.code) == ["puts 1", "curl https://h.test/x", "fetch()"])
    }
}

@Suite struct SnippetLiteralTests {
    @Test func aProtoKeyIsSentAsJSONText() {
        var fixture = FixtureSpec()
        let schema = fixture.object([("__proto__", fixture.string())])
        let post = operation(.post, "/p") { $0.requestBody = body("application/json", schema: schema) }
        let javaScript = RequestSnippets.snippets(for: post, in: fixture.spec)[1].code
        #expect(javaScript.contains(#"  body: "{\n  \"__proto__\": \"string\"\n}""#))
    }

    @Test func rawStringsFallBackForControlCharacters() {
        #expect(StringLiterals.swiftRawMultiline("a\u{7F}") == "\"a\\u{7f}\"")
        #expect(StringLiterals.swiftRawMultiline("a##b") == "###\"\"\"\na##b\n\"\"\"###")
        #expect(StringLiterals.goRaw("a\rb") == "\"a\\rb\"")
        #expect(StringLiterals.goRaw("a`b") == "`a` + \"`\" + `b`")
    }

    @Test func shellWordsCloseAndReopenAroundQuotes() {
        #expect(StringLiterals.shell("it's") == #"'it'\''s'"#)
    }
}

@Suite struct SnippetBodyTests {
    @Test func aBodyWithNeitherExampleNorSchemaSendsNothing() {
        let post = operation(.post, "/blob", servers: ["https://h.test"]) { $0.requestBody = body("application/octet-stream") }
        let curl = RequestSnippets.snippets(for: post, in: FixtureSpec().spec)[0].code
        #expect(curl == "curl --request POST \\\n  --url 'https://h.test/blob'")
    }

    @Test func aJSONBodyWithNeitherExampleNorSchemaIsAnEmptyObject() {
        let post = operation(.post, "/j", servers: ["https://h.test"]) { $0.requestBody = body("application/vnd.api+json") }
        let python = RequestSnippets.snippets(for: post, in: FixtureSpec().spec)[2].code
        #expect(python.contains("    \"Content-Type\": \"application/vnd.api+json\"\n}\npayload = {}\n"))
    }
}
