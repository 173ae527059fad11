import Testing

@testable import APIReference

@Suite struct AssetsTests {
    @Test func embedsTheStylesheetAndScript() {
        #expect(APIReferenceAssets.stylesheet.contains(".pf-endpoint {"))
        #expect(APIReferenceAssets.script.contains("Try-it"))
    }
}
