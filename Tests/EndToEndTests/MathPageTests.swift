import Foundation
import Testing

/// Formulas typeset at build time by KaTeX into HTML and MathML, its stylesheet copied and
/// linked only where a formula is; typeset in the browser by KaTeX's browser build where
/// Node.js is missing; and the TeX shown (with one notice) where no KaTeX can run.
@Suite("Math on a built page")
struct MathPageTests {
    static let page = """
        # Energy

        Mass and energy: $E = mc^2$, for $5 and $10 alike.

        $$
        \\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}
        $$

        | Name | Formula |
        |---|---|
        | Norm | $\\|v\\|_2$ |

        Inline <Latex>\\alpha_1</Latex> too.

        """

    /// Whether this machine can typeset: node on PATH, Debian's katex and libjs-katex.
    static let canTypeset: Bool = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/node") }
            && FileManager.default.fileExists(atPath: "/usr/share/nodejs/katex/package.json")
            && FileManager.default.fileExists(atPath: "/usr/share/javascript/katex/katex.min.css")
    }()

    private func site(_ page: String = page) throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json", #"{"name": "Math", "navigation": {"groups": [{"group": "G", "pages": ["index", "plain"]}]}}"#)
        try site.write("content/docs/index.md", page)
        try site.write("content/docs/plain.md", "# Plain\n\nNo formulas here, only $5.\n")
        return site
    }

    @Test(.enabled(if: canTypeset, "needs nodejs, katex and libjs-katex (scripts/install-deps.sh installs them)"))
    func formulasAreTypesetWithTheirStylesheet() throws {
        let site = try site()
        let result = try PreflightProcess.run(["build"], in: site.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("math_unavailable"))
        let html = try site.read("_site/index.html")
        // Four formulas, each with its MathML for assistive technology and hidden HTML.
        #expect(html.components(separatedBy: "<math xmlns=\"http://www.w3.org/1998/Math/MathML\"").count == 5)
        #expect(html.components(separatedBy: "<span class=\"katex-html\" aria-hidden=\"true\">").count == 5)
        #expect(html.contains("<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\">"))
        #expect(html.contains("<annotation encoding=\"application/x-tex\">\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}</annotation>"))
        #expect(html.contains("<annotation encoding=\"application/x-tex\">\\|v\\|_2</annotation>"))
        #expect(html.contains("for $5 and $10 alike."))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"./assets/katex/katex.min.css\">"))
        // The other page has no formula, so it loads no stylesheet for them.
        #expect(!(try site.read("_site/plain.html")).contains("katex"))
        let css = try site.read("_site/assets/katex/katex.min.css")
        #expect(css.contains("url(fonts/KaTeX_Main-Regular.woff2)") && !css.contains(".ttf"))
        let fonts = try FileManager.default.contentsOfDirectory(
            atPath: site.root.appendingPathComponent("_site/assets/katex/fonts").path)
        #expect(fonts.contains("KaTeX_Main-Regular.woff2") && fonts.allSatisfy { $0.hasSuffix(".woff2") })
        // The Markdown twin keeps the TeX.
        #expect(try site.read("_site/index.md").contains("Mass and energy: $E = mc^2$"))

        // Typeset once: the next build reads each formula from the cache (marked here to tell).
        let folder = site.root.appendingPathComponent(".preflight-cache/math")
        let cached = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(cached.count == 4)
        for name in cached {
            let file = folder.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            try Data(
                text.replacingOccurrences(
                    of: "<span class=\\\"katex\\\">", with: "<span class=\\\"katex\\\" data-cached=\\\"1\\\">"
                ).utf8
            ).write(to: file)
        }
        try site.write("content/docs/index.md", Self.page + "\nOne more line.\n")
        let again = try PreflightProcess.run(["build"], in: site.root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect((try site.read("_site/index.html")).components(separatedBy: "data-cached=\"1\"").count == 5)
    }

    @Test(.enabled(if: canTypeset, "needs nodejs, katex and libjs-katex (scripts/install-deps.sh installs them)"))
    func aRebuildThatReusesTheMathPageKeepsKaTeXsFiles() throws {
        let site = try site()
        let first = try PreflightProcess.run(["build"], in: site.root)
        #expect(first.status == 0, "\(first.stderr)")
        // Only the page without formulas changes: the math page is reused, nothing is typeset.
        try site.write("content/docs/plain.md", "# Plain\n\nStill no formulas.\n")
        let again = try PreflightProcess.run(["build"], in: site.root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try site.read("_site/index.html").contains("assets/katex/katex.min.css"))
        #expect(site.exists("_site/assets/katex/katex.min.css"))
        #expect(site.exists("_site/assets/katex/fonts/KaTeX_Main-Regular.woff2"))
        // And once the formulas are gone, so are KaTeX's files.
        try site.write("content/docs/index.md", "# Energy\n\nNo formulas left.\n")
        let last = try PreflightProcess.run(["build"], in: site.root)
        #expect(last.status == 0, "\(last.stderr)")
        #expect(!site.exists("_site/assets/katex/katex.min.css"))
    }

    @Test(.enabled(if: canTypeset, "needs nodejs, katex and libjs-katex (scripts/install-deps.sh installs them)"))
    func anInvalidFormulaIsAnErrorAtItsPlace() throws {
        let site = try site("# Bad\n\n- item\n\n  Ratio $\\frac{a}{b$ here.\n")
        let result = try PreflightProcess.run(["build"], in: site.root)
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "content/docs/index.md:5:9: error[invalid_math]: KaTeX cannot typeset this formula: Unexpected end of input in a macro argument, expected '}'"
            ), "\(result.stderr)")
    }

    @Test(.enabled(if: canTypeset, "needs nodejs, katex and libjs-katex (scripts/install-deps.sh installs them)"))
    func aSnippetsFormulasAreTypesetWithThePages() throws {
        let site = try site("import Rate from '/snippets/rate.mdx'\n\n# Rates\n\n<Rate />\n")
        try site.write("content/snippets/rate.mdx", "The rate is $r = \\frac{d}{s}$.\n")
        let result = try PreflightProcess.run(["build"], in: site.root)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try site.read("_site/index.html")
        #expect(html.contains("<annotation encoding=\"application/x-tex\">r = \\frac{d}{s}</annotation>"))
        #expect(html.contains("katex.min.css"))
    }

    @Test func withoutNodeTheTeXShowsAndTheBuildSaysSoOnce() throws {
        let site = try site()
        let result = try PreflightProcess.run(
            ["build"], in: site.root, environment: ["PREFLIGHT_NODE": "", "PREFLIGHT_KATEX_ASSETS": ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "warning[math_unavailable]").count == 2)
        #expect(result.stderr.contains("4 formulas are shown as TeX: no Node.js was found on PATH (or PREFLIGHT_NODE)"))
        let html = try site.read("_site/index.html")
        #expect(html.contains("<code class=\"pf-math-source\">$E = mc^2$</code>"))
        #expect(html.contains("<code class=\"pf-math-source pf-math-display\">$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$</code>"))
        #expect(!html.contains("katex.min.css"))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("_site/assets/katex").path))
        // Not kept for the next build: once the tools are there, the page is typeset.
        let cacheFiles =
            (try? FileManager.default.contentsOfDirectory(
                atPath: site.root.appendingPathComponent(".preflight-cache").path)) ?? []
        #expect(!cacheFiles.contains { $0.hasPrefix("build-") })
    }

    /// KaTeX's browser build as a test needs it: a script, a stylesheet naming a font in two
    /// formats, and the font.
    private func browserBuild(in site: TemporarySite) throws -> String {
        try site.write("katex-build/katex.min.js", "window.katex = { render() {} };\n")
        try site.write(
            "katex-build/katex.min.css",
            #"@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2"),url(fonts/KaTeX_Main-Regular.ttf) format("truetype")}"#
        )
        try site.write("katex-build/fonts/KaTeX_Main-Regular.woff2", "font")
        return site.root.appendingPathComponent("katex-build").path
    }

    @Test func withoutNodeTheBrowserTypesetsTheFormulasFromTheTeX() throws {
        let site = try site()
        let environment = ["PREFLIGHT_NODE": "", "PREFLIGHT_KATEX_ASSETS": try browserBuild(in: site)]
        let result = try PreflightProcess.run(["build"], in: site.root, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "warning[math_typeset_in_browser]").count == 2)
        #expect(
            result.stderr.contains("4 formulas are typeset in the browser: no Node.js was found on PATH (or PREFLIGHT_NODE)"))
        #expect(!result.stderr.contains("math_unavailable"))
        // Each formula is its TeX, readable before the script runs, marked for KaTeX.
        let html = try site.read("_site/index.html")
        #expect(
            html.contains("Mass and energy: <code data-katex class=\"pf-math-source\">$E = mc^2$</code>, for $5 and $10 alike."))
        #expect(
            html.contains(
                "<code data-katex class=\"pf-math-source pf-math-display\">$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$</code>"))
        #expect(html.contains("<td><code data-katex class=\"pf-math-source\">$\\|v\\|_2$</code></td>"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"./assets/katex/katex.min.css\">"))
        #expect(
            html.contains(
                "<script src=\"./assets/katex/katex.min.js\" defer></script>\n<script src=\"./assets/katex/typeset.js\" defer></script>"
            ))
        // KaTeX's files are copied, and only the page with formulas loads them.
        #expect(!(try site.read("_site/plain.html")).contains("katex"))
        #expect(try site.read("_site/assets/katex/katex.min.js") == "window.katex = { render() {} };\n")
        #expect(try site.read("_site/assets/katex/typeset.js").contains("throwOnError: false"))
        #expect(!(try site.read("_site/assets/katex/katex.min.css")).contains(".ttf"))
        #expect(try site.read("_site/assets/katex/fonts/KaTeX_Main-Regular.woff2") == "font")
        // The same page on every build.
        let again = try PreflightProcess.run(["build", "--output", "_again"], in: site.root, environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try site.read("_again/index.html") == html)
        // Nothing is kept: once Node.js is there, the pages are typeset at build time.
        #expect(!site.exists(".preflight-cache/math"))
        let cacheFiles =
            (try? FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent(".preflight-cache").path))
            ?? []
        #expect(!cacheFiles.contains { $0.hasPrefix("build-") })
    }

    @Test func withoutNodeAFormulaKaTeXCannotReadIsNoBuildError() throws {
        let site = try site("# Bad\n\nRatio $\\frac{a}{b$ here.\n")
        let environment = ["PREFLIGHT_NODE": "", "PREFLIGHT_KATEX_ASSETS": try browserBuild(in: site)]
        let result = try PreflightProcess.run(["build"], in: site.root, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("invalid_math"))
        #expect(try site.read("_site/index.html").contains("<code data-katex class=\"pf-math-source\">$\\frac{a}{b$</code>"))
    }

    @Test func aSiteWithoutFormulasCopiesNothingOfKaTeX() throws {
        let site = try site("# None\n\nPrices: $5 and $10.\n")
        let result = try PreflightProcess.run(["build"], in: site.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("math_unavailable"))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("_site/assets/katex").path))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent(".preflight-cache/math").path))
    }
}
