import JSONDocument
import Testing

@testable import APIReference
@testable import OpenAPI

@Suite struct ExampleValueTests {
    @Test func theSchemasOwnValueComesFirstInOrder() {
        var fixture = FixtureSpec()
        let all = fixture.schema("string") {
            $0.examples = [json(#""from examples""#)]
            $0.constValue = json(#""const""#)
            $0.defaultValue = json(#""default""#)
            $0.enumValues = [json(#""first""#)]
        }
        let constant = fixture.schema("string") {
            $0.constValue = json(#""const""#)
            $0.defaultValue = json(#""default""#)
        }
        let defaulted = fixture.schema("integer") {
            $0.defaultValue = json("42")
            $0.enumValues = [json("7")]
        }
        let enumerated = fixture.schema("string") { $0.enumValues = [json(#""red""#), json(#""blue""#)] }
        #expect(fixture.example(all, .request) == #""from examples""#)
        #expect(fixture.example(constant, .request) == #""const""#)
        #expect(fixture.example(defaulted, .request) == "42")
        #expect(fixture.example(enumerated, .response) == #""red""#)
    }

    @Test(arguments: [
        ("date-time", "2024-01-15T09:30:00Z"), ("date", "2024-01-15"), ("time", "09:30:00Z"),
        ("email", "user@example.com"), ("uri", "https://example.com"), ("url", "https://example.com"),
        ("uuid", "3fa85f64-5717-4562-b3fc-2c963f66afa6"), ("ipv4", "192.0.2.1"), ("ipv6", "2001:db8::1"),
        ("byte", "ZXhhbXBsZQ=="), ("binary", "<binary>"), ("password", "********"), ("hostname", "example.com"),
        ("unknown-format", "string"),
    ])
    func stringFormats(format: String, expected: String) {
        var fixture = FixtureSpec()
        let id = fixture.string(format: format)
        #expect(ExampleValue(schema: id, in: fixture.spec, mode: .request).node.string == expected)
    }

    @Test func stringLengthLimits() {
        var fixture = FixtureSpec()
        let long = fixture.schema("string") { $0.limits.minLength = 9 }
        let short = fixture.schema("string") { $0.limits.maxLength = 3 }
        #expect(fixture.example(long, .request) == #""stringxxx""#)
        #expect(fixture.example(short, .request) == #""str""#)
    }

    @Test(
        arguments: [
            // (type, minimum, exclusiveMinimum, maximum, exclusiveMaximum, expected)
            ("integer", nil, nil, nil, nil, "0"),
            ("integer", "5", nil, "10", nil, "5"),
            ("integer", "0.5", nil, nil, nil, "1"),
            ("integer", nil, "0", nil, nil, "1"),  // 3.0 `exclusiveMinimum: true` beside `minimum: 0`, as the reader gives it
            ("integer", nil, "10", nil, nil, "11"),  // 3.1: the bound itself
            ("integer", nil, nil, "-3", nil, "-3"),
            ("integer", nil, nil, nil, "-3", "-4"),
            ("integer", "-10", nil, "10", nil, "0"),
            ("number", "1.5", nil, nil, nil, "1.5"),
            ("number", nil, "1", "2", nil, "1.5"),
            ("number", nil, nil, nil, nil, "0"),
        ] as [(String, String?, String?, String?, String?, String)])
    func numbersStayInsideTheirLimits(
        type: String, minimum: String?, exclusiveMinimum: String?, maximum: String?, exclusiveMaximum: String?,
        expected: String
    ) {
        var fixture = FixtureSpec()
        let id = fixture.schema(type) {
            $0.limits.minimum = minimum
            $0.limits.exclusiveMinimum = exclusiveMinimum
            $0.limits.maximum = maximum
            $0.limits.exclusiveMaximum = exclusiveMaximum
        }
        #expect(fixture.example(id, .request) == expected)
    }

    @Test func booleansNullsAndTypeArrays() {
        var fixture = FixtureSpec()
        let boolean = fixture.schema("boolean")
        let nullableInteger = fixture.schema("null", "integer")
        let onlyNull = fixture.schema("null")
        let untyped = fixture.schema()
        #expect(fixture.example(boolean, .request) == "true")
        #expect(fixture.example(nullableInteger, .request) == "0")
        #expect(fixture.example(onlyNull, .request) == "null")
        #expect(fixture.example(untyped, .request) == "{}")
    }

    @Test func arraysHaveOneItemOrMinItems() {
        var fixture = FixtureSpec()
        let item = fixture.string(format: "date")
        let one = fixture.schema("array") { $0.items = item }
        let three = fixture.schema("array") {
            $0.items = item
            $0.limits.minItems = 3
        }
        let none = fixture.schema("array") {
            $0.items = item
            $0.limits.maxItems = 0
        }
        #expect(fixture.example(one, .request) == "[\n  \"2024-01-15\"\n]")
        #expect(fixture.example(three, .request) == "[\n  \"2024-01-15\",\n  \"2024-01-15\",\n  \"2024-01-15\"\n]")
        #expect(fixture.example(none, .request) == "[]")
    }

    @Test func requestsLeaveOutReadOnlyAndResponsesWriteOnly() {
        var fixture = FixtureSpec()
        let id = fixture.schema("string") {
            $0.format = "uuid"
            $0.readOnly = true
        }
        let password = fixture.schema("string") {
            $0.format = "password"
            $0.writeOnly = true
        }
        let name = fixture.string()
        let user = fixture.object([("id", id), ("name", name), ("password", password)])
        #expect(fixture.example(user, .request) == "{\n  \"name\": \"string\",\n  \"password\": \"********\"\n}")
        #expect(
            fixture.example(user, .response)
                == "{\n  \"id\": \"3fa85f64-5717-4562-b3fc-2c963f66afa6\",\n  \"name\": \"string\"\n}")
    }

    @Test func alternativesTakeTheFirst() {
        var fixture = FixtureSpec()
        let email = fixture.string(format: "email")
        let number = fixture.schema("integer")
        let one = fixture.schema { $0.oneOf = [email, number] }
        let any = fixture.schema { $0.anyOf = [number, email] }
        #expect(fixture.example(one, .request) == #""user@example.com""#)
        #expect(fixture.example(any, .request) == "0")
    }

    @Test func additionalPropertiesGiveOneEntry() {
        var fixture = FixtureSpec()
        let value = fixture.schema("integer")
        let map = fixture.schema("object") { $0.additionalProperties = .schema(value) }
        #expect(fixture.example(map, .request) == "{\n  \"key\": 0\n}")
    }

    @Test func recursionIsCutWhereTheSchemaIsAlreadyBeingExpanded() {
        var fixture = FixtureSpec()
        let tree = fixture.recursive { fixture, tree in
            let name = fixture.string()
            let children = fixture.schema("array") { $0.items = tree }
            var schema = APISchema()
            schema.types = ["object"]
            schema.componentName = "Tree"
            schema.properties = [
                .init(name: "name", schema: name, required: true),
                .init(name: "children", schema: children, required: false),
                .init(name: "parent", schema: tree, required: false),
            ]
            return schema
        }
        let either = fixture.recursive { _, either in
            var schema = APISchema()
            schema.oneOf = [either]
            return schema
        }
        #expect(fixture.example(tree, .response) == "{\n  \"name\": \"string\",\n  \"children\": []\n}")
        #expect(fixture.example(either, .response) == "{}")
    }

    @Test func aRecursiveSchemaWithItsOwnExampleUsesIt() {
        var fixture = FixtureSpec()
        let tree = fixture.recursive { _, tree in
            var schema = APISchema()
            schema.types = ["object"]
            schema.properties = [.init(name: "child", schema: tree, required: false)]
            schema.examples = [json(#"{"child": {}}"#)]
            return schema
        }
        #expect(fixture.example(tree, .response) == "{\n  \"child\": {}\n}")
    }

    @Test func theDepthLimitStopsLongChains() {
        var fixture = FixtureSpec()
        var innermost = fixture.string()
        for _ in 0..<40 { innermost = fixture.object([("next", innermost)]) }
        let text = fixture.example(innermost, .request)
        let depth = text.split(separator: "\n").map { $0.prefix { $0 == " " }.count / 2 }.max()
        // `depthLimit` objects are expanded; the innermost one is `{}`, so the deepest line is one less.
        #expect(depth == ExampleBuilder.depthLimit - 1)
        #expect(!text.contains("string"))
    }

    @Test func parametersUseTheirExampleThenTheirSchema() {
        var fixture = FixtureSpec()
        let limit = fixture.schema("integer") { $0.limits.minimum = "1" }
        let spec = fixture.spec
        #expect(ExampleValue(parameter: parameter("id", .path, example: json("17")), in: spec).json == "17")
        #expect(ExampleValue(parameter: parameter("limit", .query, schema: limit), in: spec).json == "1")
        #expect(ExampleValue(parameter: parameter("free", .query), in: spec).json == #""string""#)
    }

    @Test func prettyTextIndentsByTwoAndEscapes() {
        let node = json(#"{"b": [1, {"x": null}], "a": "quote \" back \\ tab \t", "e": {}, "f": []}"#)
        #expect(
            JSONWriter.text(of: node, pretty: true) == """
                {
                  "b": [
                    1,
                    {
                      "x": null
                    }
                  ],
                  "a": "quote \\" back \\\\ tab \\t",
                  "e": {},
                  "f": []
                }
                """)
    }

    @Test func generatedNodesHaveLineZero() {
        var fixture = FixtureSpec()
        let id = fixture.object([("name", fixture.string())])
        let node = ExampleValue(schema: id, in: fixture.spec, mode: .request).node
        #expect(node.position == ExampleValue.generatedPosition)
        #expect(node.members?.first?.node.position.line == 0)
    }
}
