import Docs
import HTMLQuery
import Testing

/// Images, iframes, video and audio written with JSX attributes render as HTML elements.
@Suite("Media elements and JSX attribute names")
struct MediaEmbedTests {
    @Test func imagePairsGetHTMLClassesAndTheirUtilities() throws {
        let page = try render(
            """
            <img src="/a.png" alt="A" className="block dark:hidden" />
            <img src="/b.png" alt="B" className="hidden dark:block unknown-thing" />

            """)
        #expect(
            page.html == "<img src=\"/a.png\" alt=\"A\" class=\"block dark:hidden\" />\n"
                + "<img src=\"/b.png\" alt=\"B\" class=\"hidden dark:block unknown-thing\" />\n")
        #expect(page.utilityClasses == ["block", "dark:block", "dark:hidden", "hidden"])
        #expect(page.warnings.isEmpty)
    }

    @Test func aWebIframeIsAnElementWithHTMLAttributes() throws {
        let page = try render(
            """
            <Frame>
              <iframe className="w-full aspect-video rounded-xl" src="https://www.youtube.com/embed/x" title="Video" frameBorder="0" allow="autoplay; encrypted-media" allowFullScreen />
            </Frame>

            Inline <iframe src="https://www.loom.com/embed/y" title="Loom"></iframe> too.

            """)
        let body = try requireFragment(page.html)
        let frames = body.queryAll("iframe")
        #expect(frames.count == 2)
        #expect(frames.first?["class"] == "w-full aspect-video rounded-xl")
        #expect(frames.first?["allowfullscreen"] == "")
        #expect(frames.first?["frameborder"] == nil)
        #expect(page.html.contains("allowfullscreen></iframe>"))
        #expect(!page.html.contains("&lt;iframe"))
        #expect(page.utilityClasses == ["aspect-video", "rounded-xl", "w-full"])
    }

    @Test(arguments: [
        ("<iframe src=\"/local.html\"></iframe>\n", "&lt;iframe src=\"/local.html\">&lt;/iframe>\n"),
        ("<iframe title=\"none\" />\n", "&lt;iframe title=\"none\" />\n"),
        ("<textarea>a</textarea>\n", "<p>&lt;textarea>a&lt;/textarea></p>\n"),
        ("<style>p{}</style>\n", "&lt;style>p{}&lt;/style>\n"),
    ])
    func otherFilteredTagsStayText(source: String, html: String) throws {
        #expect(try render(source).html == html)
    }

    @Test func aScriptSourceInAnIframeIsStillLeftOutWithItsWarning() throws {
        let page = try render("<iframe src=\"javascript:alert(1)\"></iframe>\n")
        #expect(page.html == "&lt;iframe>&lt;/iframe>\n")
        #expect(page.warnings.map(\.code.name) == ["unsafe_url"])
    }

    @Test func selfClosingVideoGetsItsEndTag() throws {
        let page = try render(
            """
            <video autoPlay muted loop playsInline className="w-full" src="/v.mp4" />

            After the video.

            <video controls>
              <source src="/v.webm" type="video/webm" />
            </video>

            <audio controls src="/a.mp3" />

            """)
        #expect(page.html.contains("<video autoplay muted loop playsinline class=\"w-full\" src=\"/v.mp4\"></video>"))
        #expect(page.html.contains("<source src=\"/v.webm\" type=\"video/webm\" />"))
        #expect(page.html.contains("<audio controls src=\"/a.mp3\"></audio>"))
        let body = try requireFragment(page.html)
        #expect(body.queryAll("p").map(\.normalizedText) == ["After the video."])
        #expect(page.links.map(\.target) == ["/v.mp4", "/v.webm", "/a.mp3"])
    }

    @Test func jsxStyleObjectsAndClassNamesTogether() throws {
        let page = try render("<img src=\"/a.png\" className=\"mx-auto\" style={{ width: 300 }} />\n")
        #expect(page.html.contains("class=\"mx-auto\""))
        #expect(page.html.contains("style=\"width: 300px\""))
        #expect(page.utilityClasses == ["mx-auto"])
    }
}

/// The utility stylesheet: Tailwind's values, the site's dark selector, a stable order.
@Suite("Utility CSS")
struct UtilityCSSTests {
    @Test(arguments: [
        ("hidden", ".doc-body .hidden { display: none; }"),
        ("mt-1.5", ".doc-body .mt-1\\.5 { margin-top: 0.375rem; }"),
        ("-top-14", ".doc-body .-top-14 { top: -3.5rem; }"),
        ("w-1/2", ".doc-body .w-1\\/2 { width: 50%; }"),
        ("min-w-[4rem]", ".doc-body .min-w-\\[4rem\\] { min-width: 4rem; }"),
        ("max-w-3xl", ".doc-body .max-w-3xl { max-width: 48rem; }"),
        ("text-zinc-950/80", ".doc-body .text-zinc-950\\/80 { color: rgb(9 9 11 / 0.8); }"),
        ("text-sm", ".doc-body .text-sm { font-size: 0.875rem; line-height: 1.25rem; }"),
        ("aspect-video", ".doc-body .aspect-video { aspect-ratio: 16 / 9; }"),
        ("object-cover", ".doc-body .object-cover { object-fit: cover; }"),
        ("group-hover:opacity-100", ".doc-body .group:hover .group-hover\\:opacity-100 { opacity: 1; }"),
        ("hover:bg-zinc-100", ".doc-body .hover\\:bg-zinc-100:hover { background-color: #f4f4f5; }"),
        (
            "space-y-4",
            ".doc-body .space-y-4 > :not([hidden]) ~ :not([hidden]) { margin-top: 1rem; }"
        ),
    ])
    func oneRule(name: String, rule: String) {
        #expect(UtilityCSS.stylesheet(for: [name]).contains(rule + "\n"))
    }

    @Test func darkVariantsFollowTheThemeAttributeAndTheSystemSetting() {
        let css = UtilityCSS.stylesheet(for: ["dark:hidden", "block"])
        #expect(
            css == """
                /* The utility classes the site's pages use. */
                .doc-body .block { display: block; }
                [data-theme="dark"] .doc-body .dark\\:hidden { display: none; }
                @media (prefers-color-scheme: dark) {
                  :root:not([data-theme="light"]) .doc-body .dark\\:hidden { display: none; }
                }

                """)
    }

    @Test func breakpointsComeAfterTheBaseRulesInOrder() {
        let css = UtilityCSS.stylesheet(for: ["lg:py-32", "sm:grid-cols-2", "grid", "sm:dark:text-white"])
        let base = css.range(of: ".doc-body .grid {")!.lowerBound
        let small = css.range(of: "@media (min-width: 640px) {\n  .doc-body .sm\\:grid-cols-2")!.lowerBound
        let smallDark = css.range(of: "@media (min-width: 640px) and (prefers-color-scheme: dark) {")!.lowerBound
        let large = css.range(of: "@media (min-width: 1024px) {\n  .doc-body .lg\\:py-32")!.lowerBound
        #expect(base < small && small < smallDark && smallDark < large)
    }

    @Test func theSameSetGivesTheSameText() {
        let names = ["w-full", "hidden", "dark:block", "rounded-xl", "px-4", "mx-auto"]
        #expect(UtilityCSS.stylesheet(for: names) == UtilityCSS.stylesheet(for: names.reversed() + names))
    }

    @Test(arguments: ["prose", "not-prose", "eyebrow", "w-[calc(1px;x)]", "text-nocolor-500", "foo:block", "", "bg-[url(x)]"])
    func unknownClassesMakeNoRule(name: String) {
        #expect(!UtilityCSS.isKnown(name))
        #expect(UtilityCSS.stylesheet(for: [name]) == "/* The utility classes the site's pages use. */\n")
    }
}
