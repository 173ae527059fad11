import Testing

@testable import APIReference

@Suite struct AssetsTests {
    @Test func embedsTheStylesheetAndScript() {
        #expect(APIReferenceAssets.stylesheet.contains("Try-it"))
        #expect(APIReferenceAssets.script.contains("Try-it"))
    }
}
