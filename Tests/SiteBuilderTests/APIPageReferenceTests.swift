import Testing

@testable import SiteBuilder

/// What `openapi:` front matter and navigation entries name.
@Suite("Operation references in front matter and navigation")
struct APIPageReferenceTests {
    @Test func anOperationWithoutItsSpec() throws {
        let reference = try #require(APIPageReference("post /v1/messages"))
        #expect(reference.spec == nil)
        #expect(reference.target == .operation(.post, path: "/v1/messages"))
        #expect(reference.operationName == "POST /v1/messages")
    }

    @Test func anOperationAfterItsSpec() throws {
        let reference = try #require(APIPageReference("/fr/shop-openapi.json  GET /v1/orders/{orderId}/items"))
        #expect(reference.spec == "/fr/shop-openapi.json")
        #expect(reference.target == .operation(.get, path: "/v1/orders/{orderId}/items"))
        #expect(reference.text == "/fr/shop-openapi.json GET /v1/orders/{orderId}/items")
    }

    @Test func aWebhookWithOrWithoutItsSpec() throws {
        #expect(APIPageReference("webhook orderUpdated")?.target == .webhook("orderUpdated"))
        let named = try #require(APIPageReference("openapi.json webhook orderUpdated"))
        #expect(named.spec == "openapi.json")
        #expect(named.operationName == "webhook orderUpdated")
    }

    @Test(arguments: ["quickstart", "guides/setup", "GET users", "FETCH /users", "spec.json", "", "GET"])
    func pagesThatNameNoOperation(_ text: String) {
        #expect(APIPageReference(text) == nil)
    }
}
