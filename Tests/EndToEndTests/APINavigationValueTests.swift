import Foundation
import Testing

/// docs.json `openapi` values of the wrong kind are reported where they are written.
@Suite("openapi values in docs.json")
struct APINavigationValueTests {
    @Test func aSpecListItemOrDirectoryOfTheWrongKindIsWrongType() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"{"name":"x","navigation":{"tabs":[{"tab":"A","openapi":["a.json", 3]},{"tab":"B","openapi":{"source":"a.json","directory":5}}]}}"#
        )
        try site.write("content/a.json", #"{"openapi":"3.1.0","info":{"title":"a","version":"1"},"paths":{}}"#)
        try site.write("content/index.md", "# x\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("content/docs.json:1:67: navigation.tabs[0].openapi[1]: error[wrong_type]"))
        #expect(outcome.stderr.contains("content/docs.json:1:123: navigation.tabs[1].openapi.directory: error[wrong_type]"))
    }
}
