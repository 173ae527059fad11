import Diagnostics
import JSONDocument
import Testing

@testable import OpenAPI

@Suite("YAML anchors, aliases and merge keys")
struct YAMLAliasTests {
    @Test("an alias is a copy of its anchored node, placed at the alias")
    func aliases() throws {
        let node = try yaml(
            """
            components:
              schemas:
                Id: &id {type: string, format: uuid}
            user: *id
            list: [*id, *id]
            name: &n Ada
            again: *n
            """)
        let anchored = try #require(node["components"]?["schemas"]?["Id"])
        let user = try #require(node["user"])
        #expect(user.value == anchored.value)
        #expect(user.position == SourcePosition(line: 4, column: 7))
        // The members inside keep the anchored text's positions, where they would be fixed.
        #expect(user.members?.first?.keyPosition == SourcePosition(line: 3, column: 14))
        #expect(node["list"]?.elements?.count == 2)
        #expect(node["again"]?.value == .string("Ada"))
    }

    @Test("merge keys merge, and explicit keys win wherever they are written")
    func mergeKeys() throws {
        let node = try yaml(
            """
            base: &base {type: object, description: base, nullable: false}
            extra: &extra {description: extra, title: Extra, readOnly: true}
            one:
              description: mine
              <<: *base
            two:
              <<: [*extra, *base]
              nullable: true
            three:
              <<: {a: 1}
              b: 2
            """)
        #expect(node["one"]?.members?.map(\.key) == ["description", "type", "nullable"])
        #expect(node["one"]?["description"]?.string == "mine")
        #expect(node["two"]?.members?.map(\.key) == ["description", "title", "readOnly", "type", "nullable"])
        // The earlier mapping in the list wins over the later one.
        #expect(node["two"]?["description"]?.string == "extra")
        #expect(node["two"]?["nullable"]?.value == .bool(true))
        #expect(node["three"]?.members?.map(\.key) == ["a", "b"])
        // A quoted "<<" is an ordinary key.
        #expect(try yaml("\"<<\": 1\n").members?.map(\.key) == ["<<"])
    }

    @Test("a merge key whose value is not a mapping is invalid_yaml at the value")
    func badMerge() {
        let failure = yamlFailure("a: &a [1]\nb:\n  <<: *a\n")
        #expect(failure?.code == .invalidYAML)
        #expect(failure?.position == SourcePosition(line: 3, column: 7))
        #expect(
            failure?.message
                == "The merge key << has an array as its value; expected a mapping or a list of mappings (such as *base or [*a, *b])."
        )
    }

    @Test("an alias to an unknown anchor, or to the node holding it, is invalid_yaml at the alias")
    func unknownAnchor() {
        let unknown = yamlFailure("a: 1\nb: *nowhere\n")
        #expect(unknown?.code == .invalidYAML)
        #expect(unknown?.position == SourcePosition(line: 2, column: 4))
        #expect(
            unknown?.message == "The alias *nowhere names no anchor before it; expected an anchor &nowhere earlier in the file.")
        let cycle = yamlFailure("a: &loop\n  b: *loop\n")
        #expect(cycle?.position == SourcePosition(line: 2, column: 6))
        #expect(cycle?.message.hasPrefix("The alias *loop refers to the node that contains it") == true)
    }

    /// Ten levels of ten aliases each: 10^10 nodes once expanded.
    static let billionLaughs: String = {
        var text = "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            text += "l\(level): &l\(level) [\(aliases)]\n"
        }
        return text
    }()

    @Test("a billion laughs file is refused at the alias that passes the budget")
    func aliasBomb() {
        let failure = yamlFailure(Self.billionLaughs)
        #expect(failure?.code == .invalidYAML)
        #expect(failure?.message.hasPrefix("Aliases expand to more than 1000000 nodes in all") == true)
        // Level n holds 1 + 10 × (size of level n-1) nodes, so l1's aliases add 110 nodes,
        // l2's 1,110, …, l5's 1,111,110: the budget runs out on l5's line (line 6).
        #expect(failure?.position?.line == 6)
    }

    @Test("the budget counts every node an alias adds, and no more")
    func aliasBudgetExact() {
        // *a adds 3 nodes (the array and its two items) each time.
        let text = "a: &a [1, 2]\nb: [*a, *a]\n"
        #expect(throws: Never.self) { try YAMLReader.parse(Array(text.utf8), aliasBudget: 6) }
        #expect(throws: Diagnostic.self) { try YAMLReader.parse(Array(text.utf8), aliasBudget: 5) }
    }

    @Test("an alias that would nest too deep is nesting_too_deep")
    func aliasDepth() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let text = "a: &a \(deep)\nb: &b [*a]\nc: [[*a]]\n"
        // b is 302 deep, c would be 303 (fine); an alias in 300 levels of its own is not.
        let nested = "a: &a \(deep)\nb: " + String(repeating: "[", count: 250) + "*a" + String(repeating: "]", count: 250) + "\n"
        #expect(yamlFailure(text) == nil)
        let failure = yamlFailure(nested)
        #expect(failure?.code == .nestingTooDeep)
        #expect(failure?.position == SourcePosition(line: 2, column: 254))
    }
}
