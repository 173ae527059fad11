import Diagnostics
import JSONDocument
import Testing

@testable import OpenAPI

@Suite("YAML collections and multi-line strings")
struct YAMLCollectionTests {
    @Test("block and flow collections build arrays and objects in file order")
    func collections() throws {
        let node = try yaml(
            """
            paths:
              /users:
                get:
                  tags: [users, admin]
                  parameters:
                    - name: id
                      in: path
                    - {name: limit, in: query}
            empty: {}
            none: []
            """)
        #expect(node.members?.map(\.key) == ["paths", "empty", "none"])
        let get = node["paths"]?["/users"]?["get"]
        #expect(get?["tags"]?.elements?.compactMap(\.string) == ["users", "admin"])
        #expect(get?["parameters"]?.elements?.compactMap { $0["name"]?.string } == ["id", "limit"])
        #expect(get?["parameters"]?.elements?.last?.members?.map(\.key) == ["name", "in"])
        #expect(node["empty"]?.value == .object([]))
        #expect(node["none"]?.value == .array([]))
    }

    @Test("literal, folded and plain multi-line strings")
    func multiLine() throws {
        let node = try yaml(
            """
            literal: |
              line one
                indented
              line three
            folded: >
              one
              two

              new paragraph
            strip: |-
              no newline
            keep: |+
              kept

            plain: first
              second
            quoted: "a
              b"
            end: x
            """)
        #expect(node["literal"]?.string == "line one\n  indented\nline three\n")
        #expect(node["folded"]?.string == "one two\nnew paragraph\n")
        #expect(node["strip"]?.string == "no newline")
        #expect(node["keep"]?.string == "kept\n\n")
        #expect(node["plain"]?.string == "first second")
        #expect(node["quoted"]?.string == "a b")
    }

    @Test("a duplicate key keeps both members and the later one wins, as in JSON")
    func duplicateKeys() throws {
        let node = try yaml("a: 1\nb: 2\na: 3\n")
        #expect(node.members?.map(\.key) == ["a", "b", "a"])
        #expect(node["a"]?.value == .number("3"))
        let json = try JSONParser.parse(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(node.withoutPositions == json.withoutPositions)
    }

    @Test("keys are the scalar's text: numbers, booleans and null stay as written")
    func scalarKeys() throws {
        let node = try yaml("200: ok\ntrue: yes\n~: nothing\n\"quoted\": q\n")
        #expect(node.members?.map(\.key) == ["200", "true", "~", "quoted"])
    }

    @Test("a YAML and a JSON spelling of the same document give equal trees")
    func sameAsJSON() throws {
        let yamlNode = try yaml(
            """
            openapi: 3.1.0
            info:
              title: Shop
              version: "1.0"
            paths:
              /orders/{id}:
                get:
                  operationId: getOrder
                  parameters:
                    - name: id
                      in: path
                      required: true
                      schema: {type: integer, minimum: 1, maximum: 1.5e3}
                  responses:
                    "200":
                      description: An order
                      content:
                        application/json:
                          example: {id: 7, paid: false, note: null, tags: []}
            """)
        let jsonNode = try JSONParser.parse(
            #"""
            {"openapi": "3.1.0", "info": {"title": "Shop", "version": "1.0"},
             "paths": {"/orders/{id}": {"get": {"operationId": "getOrder",
               "parameters": [{"name": "id", "in": "path", "required": true,
                               "schema": {"type": "integer", "minimum": 1, "maximum": 1.5e3}}],
               "responses": {"200": {"description": "An order", "content": {"application/json":
                 {"example": {"id": 7, "paid": false, "note": null, "tags": []}}}}}}}}}
            """#)
        #expect(yamlNode.withoutPositions == jsonNode.withoutPositions)
    }

    @Test("a document may start with --- and end with ..., and a byte order mark is skipped")
    func markers() throws {
        #expect(try yaml("---\na: 1\n...\n")["a"]?.value == .number("1"))
        #expect(try yaml("%YAML 1.2\n---\na: 1\n")["a"]?.value == .number("1"))
        let withBOM = try YAMLReader.parse([0xEF, 0xBB, 0xBF] + Array("a: 1".utf8))
        #expect(withBOM.members?.first?.keyPosition == SourcePosition(line: 1, column: 1))
        #expect(try yaml("---\n").value == .null)
    }
}
