import Templates
import Testing

/// Names looked up in the render's own data go through an index of it rather than its
/// dictionary; these find the same values the dictionary would, where the two could differ.
@Suite("Lookups in the render's own data")
struct RootLookupTests {
    @Test("A name found in no section's value is found in the data, and a missing one renders nothing")
    func foundBelowSections() throws {
        let context: TemplateValue = ["root": "../", "items": .array([["name": "a"], ["name": "b", "root": "./"]])]
        #expect(try render("{{#items}}{{name}}={{root}};{{/items}}[{{missing}}]", context) == "a=../;b=./;[]")
    }

    @Test("A key equal to the name only in canonical form (U+212A KELVIN SIGN for K) is found, as String equality finds it")
    func canonicalEquivalence() throws {
        #expect(try render("[{{Key}}]", ["\u{212A}ey": "kelvin", "other": "x"]) == "[kelvin]")
        #expect(try render("[{{\u{212A}ey}}]", ["Key": "ascii"]) == "[ascii]")
    }

    @Test("Data with more keys than the index takes is looked up all the same")
    func largeData() throws {
        var members: [String: TemplateValue] = [:]
        for index in 0..<1000 { members["key\(index)"] = .string("value \(index)") }
        #expect(try render("{{key0}} {{key999}} {{key1000}}", .object(members)) == "value 0 value 999 ")
    }

    @Test("A null in the data stops the lookup there, and a dotted name goes on inside the value found")
    func nullAndDottedNames() throws {
        let context: TemplateValue = ["ui": ["search": "Find"], "gone": .null]
        #expect(try render("{{ui.search}}|{{#ui}}{{search}}{{/ui}}|{{^gone}}none{{/gone}}", context) == "Find|Find|none")
    }
}
