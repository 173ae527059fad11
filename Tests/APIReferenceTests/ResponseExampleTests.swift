import Testing

@testable import APIReference
@testable import OpenAPI

@Suite struct ResponseExampleTests {
    private static func make() -> (APISpec, APIOperation) {
        var fixture = FixtureSpec()
        let secret = fixture.schema("string") { $0.writeOnly = true }
        let created = fixture.schema("string") {
            $0.format = "date-time"
            $0.readOnly = true
        }
        let user = fixture.object([("password", secret), ("created", created)])
        let error = fixture.object([("code", fixture.string())])
        let get = operation(.get, "/users/{id}") {
            $0.responses = [
                APIResponse(
                    status: "200", description: "OK",
                    content: [
                        APIMediaType(
                            name: "application/json", schema: user,
                            examples: [
                                APIExample(name: "ada", summary: "Ada", value: json(#"{"name": "Ada"}"#)),
                                APIExample(name: "bob", summary: nil, value: json(#"{"name": "Bob"}"#)),
                            ]),
                        APIMediaType(name: "application/xml", schema: nil, examples: []),
                        APIMediaType(
                            name: "text/plain", schema: nil,
                            examples: [APIExample(name: nil, summary: nil, value: json(#""hello""#))]),
                    ], headers: []),
                APIResponse(status: "204", description: "Gone", content: [], headers: []),
                APIResponse(
                    status: "4XX", description: nil,
                    content: [
                        APIMediaType(name: "application/json", schema: user, examples: []),
                        APIMediaType(name: "application/problem+json", schema: error, examples: []),
                    ], headers: []),
            ]
        }
        return (fixture.spec, get)
    }

    @Test func namedExamplesSeparatelyElseOneFromTheSchema() {
        let (spec, get) = Self.make()
        let examples = ResponseExamples.examples(for: get, in: spec)
        #expect(examples.map(\.status) == ["200", "200", "200", "4XX", "4XX"])
        #expect(
            examples.map(\.mediaType) == [
                "application/json", "application/json", "text/plain", "application/json", "application/problem+json",
            ])
        #expect(examples.map(\.name) == ["ada", "bob", nil, nil, nil])
        #expect(examples.map(\.summary) == ["Ada", nil, nil, nil, nil])
        #expect(examples[0].text == "{\n  \"name\": \"Ada\"\n}")
        #expect(examples[2].text == "hello", "a string example of a non-JSON type is shown as written")
    }

    @Test func generatedResponsesLeaveOutWriteOnly() {
        let (spec, get) = Self.make()
        let examples = ResponseExamples.examples(for: get, in: spec)
        #expect(examples[3].text == "{\n  \"created\": \"2024-01-15T09:30:00Z\"\n}")
        #expect(examples[4].text == "{\n  \"code\": \"string\"\n}")
    }

    @Test func aResponseWithoutContentHasNone() {
        let (spec, get) = Self.make()
        #expect(!ResponseExamples.examples(for: get, in: spec).contains { $0.status == "204" })
    }
}
