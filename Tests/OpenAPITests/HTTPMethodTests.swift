import Testing

@testable import OpenAPI

@Suite struct HTTPMethodTests {
    @Test func readsMethodsWhateverTheirCase() {
        #expect(HTTPMethod(name: "GET") == .get)
        #expect(HTTPMethod(name: "Patch") == .patch)
        #expect(HTTPMethod(name: "FETCH") == nil)
    }

    @Test func ordersAsTheSpecificationListsThem() {
        #expect([HTTPMethod.post, .get, .delete].sorted() == [.get, .post, .delete])
    }
}
