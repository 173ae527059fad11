import Foundation
import HTMLQuery
import Testing

/// The Tailwind classes pages write become one stylesheet of just those classes, linked from
/// the pages that use them.
@Suite("The utility stylesheet, end to end")
struct UtilityStylesheetTests {
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            "{ \"name\": \"Shots\", \"navigation\": { \"groups\": [{ \"group\": \"G\", \"pages\": [\"index\", \"plain\", \"video\"] }] } }"
        )
        try site.write("content/docs/images/a.png", "a")
        try site.write("content/docs/images/b.png", "b")
        try site.write(
            "content/docs/index.mdx",
            """
            # Shots

            <Frame>
              <img src="/images/a.png" alt="Light" className="block dark:hidden" />
              <img src="/images/b.png" alt="Dark" className="hidden dark:block" />
            </Frame>

            """)
        try site.write("content/docs/plain.md", "# Plain\n\nNo classes here.\n")
        try site.write(
            "content/docs/video.mdx",
            """
            # Video

            <iframe className="w-full aspect-video rounded-xl sm:rounded-2xl" src="https://www.youtube.com/embed/x" title="Intro" frameBorder="0" allowFullScreen />

            """)
        return site
    }

    @Test(
        "pages that name utility classes link assets/utilities.css, which holds just those classes with the site's dark selector")
    func stylesheet() throws {
        let site = try makeSite()
        let build = try PreflightProcess.run(["build"], in: site.root)
        #expect(build.status == 0, "\(build.stderr)")
        let css = try site.read("_site/assets/utilities.css")
        #expect(css.contains(".doc-body .hidden { display: none; }\n"))
        #expect(css.contains("[data-theme=\"dark\"] .doc-body .dark\\:hidden { display: none; }\n"))
        #expect(css.contains("  :root:not([data-theme=\"light\"]) .doc-body .dark\\:block { display: block; }\n"))
        #expect(css.contains(".doc-body .aspect-video { aspect-ratio: 16 / 9; }\n"))
        #expect(css.contains("@media (min-width: 640px) {\n  .doc-body .sm\\:rounded-2xl { border-radius: 1rem; }\n}\n"))
        #expect(!css.contains("pf-"), "only the pages' own classes")

        let index = HTMLPage(try site.read("_site/index.html"))
        #expect(index.root.queryAll("link[rel=stylesheet]").compactMap { $0["href"] }.contains("./assets/utilities.css"))
        #expect(index.root.queryAll("img.block").count == 1)
        #expect(index.root.queryAll("img[classname]").isEmpty)

        let plain = try site.read("_site/plain.html")
        #expect(!plain.contains("utilities.css"))

        let video = HTMLPage(try site.read("_site/video.html"))
        let frame = try #require(video.root.query("iframe"))
        #expect(frame["class"] == "w-full aspect-video rounded-xl sm:rounded-2xl")
        #expect(frame["allowfullscreen"] == "")
        #expect(frame["frameborder"] == nil)

        // A rebuild that reuses every page writes the same stylesheet.
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        #expect(try site.read("_site/assets/utilities.css") == css)
    }

    @Test("a site whose pages name no utility class writes no utility stylesheet")
    func none() throws {
        let site = try TemporarySite()
        try site.write("content/docs/index.md", "# Home\n\n<div class=\"pf-own\">x</div>\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        #expect(!site.exists("_site/assets/utilities.css"))
        #expect(!(try site.read("_site/index.html")).contains("utilities.css"))
    }
}
