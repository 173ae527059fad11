import JSONDocument
import Testing

@testable import APIReference
@testable import OpenAPI

/// Examples stay small whatever the schema asks: interlinked schemas, huge `minItems` and
/// `minLength`, bounds no number can hold.
@Suite("Examples stay readable")
struct ExampleBoundsTests {
    /// Counts every value in a tree.
    static func count(_ node: JSONNode) -> Int {
        switch node.value {
        case .array(let elements): 1 + elements.map(count).reduce(0, +)
        case .object(let members): 1 + members.map { count($0.node) }.reduce(0, +)
        default: 1
        }
    }

    @Test func schemasThatLinkToEachOtherGiveABoundedExample() {
        // Eight schemas, each with a property of every other: paths without repeats grow
        // factorially with the depth.
        var fixture = FixtureSpec()
        let ids = (0..<8).map { _ in fixture.add(APISchema()) }
        for (index, id) in ids.enumerated() {
            var schema = APISchema()
            schema.types = ["object"]
            schema.properties = ids.enumerated().filter { $0.offset != index }.map {
                APISchema.Property(name: "p\($0.offset)", schema: $0.element, required: false)
            }
            fixture.spec.schemas[id.index] = schema
        }
        let example = ExampleValue(schema: ids[0], in: fixture.spec, mode: .response)
        #expect(Self.count(example.node) <= ExampleBuilder.nodeBudget * 2)
    }

    @Test func hugeMinimumsAreCut() {
        var fixture = FixtureSpec()
        let item = fixture.string()
        let list = fixture.schema("array") {
            $0.items = item
            $0.limits.minItems = 100_000
        }
        let long = fixture.schema("string") { $0.limits.minLength = 1_000_000 }
        guard case .array(let items) = ExampleValue(schema: list, in: fixture.spec, mode: .request).node.value else {
            Issue.record("not an array")
            return
        }
        #expect(items.count == ExampleBuilder.maximumItems)
        #expect((ExampleValue(schema: long, in: fixture.spec, mode: .request).node.string?.count ?? 0) <= 64)
    }

    @Test func boundsNoNumberCanHoldAreIgnored() {
        var fixture = FixtureSpec()
        let number = fixture.schema("number") { $0.limits.minimum = "1e999" }
        #expect(ExampleValue(schema: number, in: fixture.spec, mode: .request).json == "0")
    }
}
