import Foundation
import Testing

/// A page that imports a snippet below the place it uses it, and writes text right under an
/// `export`, builds as Mintlify renders it.
@Suite("Imports below their use and text under an export, end to end")
struct MDXImportPlacementTests {
    @Test func pageBuilds() throws {
        let site = try TemporarySite()
        try site.write("docs/docs.json", #"{ "name": "Acme", "navigation": { "pages": ["index"] } }"#)
        try site.write("docs/snippets/intro.mdx", "Welcome to {product}.\n")
        try site.write(
            "docs/index.mdx",
            "---\ntitle: Home\n---\n\nexport const product = \"Acme\"\nThis line sits under the export.\n\n<Intro product={product} />\n\nimport Intro from '/snippets/intro.mdx'\n"
        )
        let outcome = try PreflightProcess.run(["build", "--content", "docs", "--verbose"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("unknown_component"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("docs/index.mdx:6:1: warning[unsupported_mdx]"), "\(outcome.stderr)")
        let html = try site.read("_site/index.html")
        #expect(html.contains("Welcome to Acme."), "\(html)")
        #expect(html.contains("This line sits under the export."))
    }
}
