import Diagnostics
import JSONDocument
import Testing

@Suite("JSONParser: positions")
struct ParserPositionTests {
    @Test("Values and keys carry their exact line and column")
    func multiLine() throws {
        let root = try JSONParser.parse(
            """
            {
              "workspace": "Pulse",
              "topics": [
                { "slug": "a", "on": true },
                  null,
                [1,  -2.5e3]
              ]
            }
            """)
        #expect(root.position == at(1, 1))
        let members = try #require(root.members)
        #expect(members.map(\.keyPosition) == [at(2, 3), at(3, 3)])
        #expect(members[0].node.position == at(2, 16))
        let topics = try #require(root["topics"])
        #expect(topics.position == at(3, 13))
        let elements = try #require(topics.elements)
        #expect(elements.map(\.position) == [at(4, 5), at(5, 7), at(6, 5)])
        #expect(elements[0].members?.map(\.keyPosition) == [at(4, 7), at(4, 20)])
        #expect(elements[0]["slug"]?.position == at(4, 15))
        #expect(elements[0]["on"]?.position == at(4, 26))
        #expect(elements[2].elements?.map(\.position) == [at(6, 6), at(6, 10)])
    }

    @Test("A scalar document starts where its first character is")
    func scalarDocument() throws {
        #expect(try JSONParser.parse("\n\n   42").position == at(3, 4))
        #expect(try JSONParser.parse("true").position == at(1, 1))
    }

    @Test("Columns count Unicode scalars, not bytes or grapheme clusters")
    func columnsCountScalars() throws {
        // é is 2 bytes, 日 3 bytes, 😀 4 bytes; 👍🏽 is one character made of two scalars.
        let root = try JSONParser.parse(#"{"é": 1, "日本": "😀", "x": ["👍🏽", 2], "y": 3}"#)
        let members = try #require(root.members)
        #expect(members.map(\.keyPosition) == [at(1, 2), at(1, 10), at(1, 21), at(1, 37)])
        #expect(members[0].node.position == at(1, 7))
        #expect(members[1].node.position == at(1, 16))
        #expect(members[2].node.elements?.map(\.position) == [at(1, 27), at(1, 33)])
        #expect(members[3].node.position == at(1, 42))
    }

    @Test("Escapes count as the characters written, not the character meant")
    func columnsAfterEscapes() throws {
        let root = try JSONParser.parse(#"["\u00e9\n\uD83D\uDE00", 1]"#)
        #expect(root.elements?.map(\.position) == [at(1, 2), at(1, 26)])
    }

    @Test("Multi-byte characters on an earlier line do not shift later columns")
    func multiByteThenNewline() throws {
        let root = try JSONParser.parse("[\"ñññ😀\",\n  \"é\", 5]")
        #expect(root.elements?.map(\.position) == [at(1, 2), at(2, 3), at(2, 8)])
    }

    @Test("CRLF line endings count as one line break each")
    func crlf() throws {
        let root = try JSONParser.parse("{\r\n  \"a\": 1,\r\n\r\n  \"b\": [\r\n    true\r\n  ]\r\n}\r\n")
        let members = try #require(root.members)
        #expect(members.map(\.keyPosition) == [at(2, 3), at(4, 3)])
        #expect(members[0].node.position == at(2, 8))
        #expect(members[1].node.position == at(4, 8))
        #expect(members[1].node.elements?.first?.position == at(5, 5))
    }

    @Test("A leading byte order mark is skipped and takes no column")
    func byteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": [1]}"#.utf8)
        let root = try JSONParser.parse(bytes)
        #expect(root.position == at(1, 1))
        #expect(root.members?.first?.keyPosition == at(1, 2))
        #expect(root["a"]?.elements?.first?.position == at(1, 8))
        // Through the String overload too.
        #expect(try JSONParser.parse("\u{FEFF}\n 7").position == at(2, 2))
    }

    @Test("A byte order mark anywhere but the start is an error")
    func byteOrderMarkInside() {
        let error = parseError(" \u{FEFF}1")
        #expect(error?.code == .invalidJSON)
        #expect(error?.position == at(1, 2))
    }
}
