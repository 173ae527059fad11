import Diagnostics
import JSONDocument
import Testing

@testable import OpenAPI

@Suite("YAML positions")
struct YAMLPositionTests {
    private func at(_ line: Int, _ column: Int) -> SourcePosition {
        SourcePosition(line: line, column: column)
    }

    @Test("every node and key has its 1-based line and column")
    func positions() throws {
        let node = try yaml(
            """
            info:
              title: Shop
            tags:
              - name: a
              - [x, "y"]
            flow: {k: v}
            """)
        #expect(node.position == at(1, 1))
        let members = try #require(node.members)
        #expect(members.map(\.keyPosition) == [at(1, 1), at(3, 1), at(6, 1)])
        #expect(node["info"]?.position == at(2, 3))
        #expect(node["info"]?.members?.first?.keyPosition == at(2, 3))
        #expect(node["info"]?["title"]?.position == at(2, 10))
        let tags = try #require(node["tags"]?.elements)
        #expect(node["tags"]?.position == at(4, 3))
        #expect(tags[0].position == at(4, 5))
        #expect(tags[1].position == at(5, 5))
        #expect(tags[1].elements?.map(\.position) == [at(5, 6), at(5, 9)])
        #expect(node["flow"]?.position == at(6, 7))
        #expect(node["flow"]?.members?.first?.keyPosition == at(6, 8))
        #expect(node["flow"]?["k"]?.position == at(6, 11))
    }

    @Test("columns count Unicode scalars, not bytes, after multi-byte characters")
    func multiByte() throws {
        // é is 2 bytes, ☕ 3 and 😀 4; each is one column, as in the JSON parser.
        let node = try yaml("é: ☕\n😀x: [é, b]\n")
        #expect(node.members?.map(\.keyPosition) == [at(1, 1), at(2, 1)])
        #expect(node["é"]?.position == at(1, 4))
        #expect(node["😀x"]?.elements?.map(\.position) == [at(2, 6), at(2, 9)])
        let json = try JSONParser.parse(#"{"😀x": ["é", "b"]}"#)
        #expect(json["😀x"]?.elements?.last?.position == at(1, 14))
        #expect(try yaml(#"{"😀x": ["é", "b"]}"#)["😀x"]?.elements?.last?.position == at(1, 14))
    }

    @Test("Windows line endings count one line each")
    func crlf() throws {
        let node = try yaml("a: 1\r\nb:\r\n  c: 2\r\n")
        #expect(node["b"]?["c"]?.position == at(3, 6))
    }
}
