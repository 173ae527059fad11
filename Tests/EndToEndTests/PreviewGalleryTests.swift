import Foundation
import Testing

@Suite("preflight build: galleries, the compare page and the index's thumbnails")
struct PreviewGalleryTests {
    static let catalog = """
        {
          "workspace": "Gym <&> \\"Club\\"",
          "topics": [
            { "slug": "gym", "name": "Gym <reminders>", "category": "Training",
              "channels": { "push": { "default": true }, "email": { "default": false } } },
            { "slug": "news", "name": "News", "channels": { "email": { "default": true } } }
          ]
        }
        """

    private func makeSite(states: Int = 2) throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", Self.catalog)
        try site.write(
            "content/catalogs/shop.json",
            #"{ "topics": [ { "slug": "news", "name": "News", "channels": { "email": { "default": false } } } ] }"#)
        try site.write(
            "content/states/quiet.json", #"{ "subscriber": "u-1", "label": "Quiet <b>\"all\"</b>", "choices": { "gym": false } }"#
        )
        for index in 0..<max(0, states - 1) {
            try site.write(
                "content/states/s\(String(format: "%02d", index)).json",
                #"{ "subscriber": "u-\#(index)", "choices": { "news": false } }"#)
        }
        return site
    }

    @Test("each catalog has a gallery of every state, linked both ways, names escaped")
    func gallery() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let gallery = try site.read("_site/previews/gym/gallery.html")
        #expect(site.exists("_site/previews/shop/gallery.html"))
        // The never-chose screen and both states, each with its own id prefix and a link to its preview.
        #expect(gallery.components(separatedBy: "class=\"ios-phone\"").count == 4)
        for prefix in ["g0", "g1", "g2"] { #expect(gallery.contains("id=\"\(prefix)-screen\"")) }
        #expect(gallery.contains(#"href="index.html" data-href="index.html" data-keep-fragment>Never chose</a>"#))
        #expect(
            gallery.contains(
                #"href="quiet.html" data-href="quiet.html" data-keep-fragment>Quiet &lt;b&gt;&quot;all&quot;&lt;/b&gt;</a>"#))
        #expect(gallery.contains("Gym &lt;&amp;&gt; &quot;Club&quot; — gallery"))
        #expect(!gallery.contains("<b>\"all\"</b>"))
        #expect(gallery.contains(#"data-control="look""#))
        #expect(gallery.contains(#"<a class="pv-back" href="../index.html">"#))
        let preview = try site.read("_site/previews/gym/quiet.html")
        #expect(preview.contains(#"<a class="pv-back" href="gallery.html">All states side by side</a>"#))
        let index = try site.read("_site/previews/index.html")
        #expect(index.contains(#"href="../previews/gym/gallery.html""#))
    }

    @Test("a gallery of more than 24 screens goes on over pages linked both ways, the later ones framing each preview")
    func galleryPages() throws {
        let site = try makeSite(states: 54)
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let first = try site.read("_site/previews/gym/gallery.html")
        #expect(first.components(separatedBy: "class=\"ios-phone\"").count == 25)
        #expect(first.contains("<dd data-gallery-range>1–24 of 55</dd>"))
        #expect(
            first.contains(#"<a href="gallery-2.html" data-href="gallery-2.html" data-keep-fragment rel="next">Next page →</a>"#))
        #expect(!first.contains("rel=\"prev\""))
        #expect(first.contains("<title>Gym &lt;&amp;&gt; &quot;Club&quot; — gallery of settings previews, page 1 of 3</title>"))
        let second = try site.read("_site/previews/gym/gallery-2.html")
        #expect(!second.contains("class=\"ios-phone\""))
        #expect(second.components(separatedBy: "<iframe class=\"pv-cell-frame\"").count == 25)
        #expect(second.contains("<dd data-gallery-range>25–48 of 55</dd>"))
        #expect(second.contains(#"rel="prev">← Previous page</a>"#) && second.contains(#"href="gallery-3.html""#))
        // Screen 25 is the 24th state, in file order.
        #expect(second.contains(#"src="s22.html#embed=1&amp;side=g0" data-frame="g0" data-href="s22.html" title="u-22""#))
        let last = try site.read("_site/previews/gym/gallery-3.html")
        #expect(last.contains("<dd data-gallery-range>49–55 of 55</dd>"))
        #expect(!last.contains("rel=\"next\""))
        #expect(!site.exists("_site/previews/gym/gallery-4.html"))
        // A gallery that fits one page has no page links.
        let small = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: small.root).status == 0)
        let only = try small.read("_site/previews/gym/gallery.html")
        #expect(only.contains("<dd data-gallery-range>3</dd>") && !only.contains("aria-label=\"Gallery pages\""))
    }

    @Test("the compare page offers every screen on both sides, names escaped")
    func compare() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let compare = try site.read("_site/previews/compare.html")
        #expect(compare.components(separatedBy: #"<option value="gym/quiet.html">"#).count == 3)
        #expect(compare.contains(#"<option value="shop/index.html">shop — Never chose</option>"#))
        #expect(compare.contains(#"<optgroup label="Gym &lt;&amp;&gt; &quot;Club&quot;">"#))
        #expect(compare.contains(#"<iframe data-side="left""#) && compare.contains(#"<iframe data-side="right""#))
        #expect(!compare.contains("class=\"ios-phone\""))
        let preview = try site.read("_site/previews/shop/index.html")
        #expect(preview.contains("preflightCompare"))
        #expect(try site.read("_site/previews/index.html").contains(#"href="../previews/compare.html""#))
    }

    @Test("the index shows an inert thumbnail of each catalog with a named link")
    func thumbnails() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let index = try site.read("_site/previews/index.html")
        #expect(index.components(separatedBy: #"<div class="preview-thumb" inert aria-hidden="true">"#).count == 3)
        #expect(index.contains("id=\"th0-screen\"") && index.contains("id=\"th1-screen\""))
        #expect(
            index.contains(
                #"<a class="preview-card-link" href="../previews/gym/index.html">Gym &lt;&amp;&gt; &quot;Club&quot;</a>"#))
    }

    @Test("a standalone preview links to no gallery and carries no compare script")
    func standalone() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["preview", "content/catalogs/gym.json", "--output", "one.html"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try site.read("one.html")
        #expect(!page.contains("gallery.html"))
        #expect(!page.contains("preflightCompare"))
    }
}
