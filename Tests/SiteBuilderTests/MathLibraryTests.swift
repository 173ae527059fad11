import Docs
import Foundation
import Locking
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Math library")
struct MathLibraryTests {
    @Test("without Node.js or KaTeX's browser build every formula is unavailable, and the build says so once")
    func unavailable() {
        let library = MathLibrary(cacheFolder: nil, findTools: { .failure(.node) }, findBrowserBuild: { nil })
        let formulas = [MathFormula(tex: "x", display: false), MathFormula(tex: "y", display: true)]
        library.prepare(formulas + formulas)
        #expect(library.rendering(for: formulas[0]) == .unavailable)
        #expect(library.hasUnrendered)
        let notice = library.notice(folder: "content/docs")
        #expect(notice?.code == .mathUnavailable)
        #expect(notice?.description.contains("2 formulas are shown as TeX: no Node.js was found on PATH") == true)
        #expect(library.browserBuild == nil)
    }

    @Test("without Node.js but with KaTeX's browser build every formula is left to the browser")
    func inBrowser() {
        let looks = Locked(0)
        let library = MathLibrary(
            cacheFolder: nil, findTools: { .failure(.node) },
            findBrowserBuild: {
                looks.withLock { $0 += 1 }
                return "/usr/share/javascript/katex"
            })
        #expect(library.browserBuild == nil)
        library.prepare([MathFormula(tex: "x", display: false)])
        #expect(library.rendering(for: MathFormula(tex: "y", display: true)) == .inBrowser)
        #expect(library.rendering(for: MathFormula(tex: "x", display: false)) == .inBrowser)
        #expect(library.hasUnrendered)
        #expect(library.browserBuild == "/usr/share/javascript/katex")
        #expect(looks.withLock { $0 } == 1)
        let notice = library.notice(folder: "content/docs")
        #expect(notice?.code == .mathTypesetInBrowser)
        #expect(notice?.description.contains("2 formulas are typeset in the browser: no Node.js was found on PATH") == true)
    }

    @Test("a build that finds no formula gives no notice and looks for no tools")
    func noFormulas() {
        let library = MathLibrary(
            cacheFolder: nil,
            findTools: {
                Issue.record("looked for tools")
                return .failure(.node)
            })
        #expect(library.notice(folder: "content/docs") == nil)
        #expect(!library.hasUnrendered)
    }

    @Test("KaTeX's message loses its prefix and full stop")
    func message() {
        #expect(
            MathLibrary.message("KaTeX parse error: Expected '}', got 'EOF' at end of input: \\frac{a.")
                == "Expected '}', got 'EOF' at end of input: \\frac{a")
    }

    @Test("the stylesheet keeps only WOFF2 sources, and names its fonts")
    func stylesheet() {
        let css = """
            @font-face{font-family:KaTeX_AMS;src:url(fonts/KaTeX_AMS-Regular.woff2) format('woff2'),url(fonts/KaTeX_AMS-Regular.woff) format('woff'),url(fonts/KaTeX_AMS-Regular.ttf) format('truetype');font-weight:400}.katex{font:normal 1.21em KaTeX_Main}@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Bold.woff2) format("woff2"), url(fonts/KaTeX_Main-Bold.woff) format("woff")}
            """
        let trimmed = KaTeXAssets.woff2Only(css)
        #expect(!trimmed.contains(".woff)") && !trimmed.contains(".ttf"))
        #expect(trimmed.contains("src:url(fonts/KaTeX_AMS-Regular.woff2) format('woff2');font-weight:400"))
        #expect(KaTeXAssets.fontFiles(trimmed) == ["fonts/KaTeX_AMS-Regular.woff2", "fonts/KaTeX_Main-Bold.woff2"])
    }

    @Test("the stylesheet's reading matches the regular expressions it stands for, on random stylesheets")
    func stylesheetAgainstExpressions() throws {
        let otherSources = try NSRegularExpression(pattern: #",\s*url\([^)]*\.(woff|ttf)\)\s*format\(['"][a-z]+['"]\)"#)
        let fonts = try NSRegularExpression(pattern: #"url\(['"]?(fonts/[A-Za-z0-9_.-]+)['"]?\)"#)
        // Font sources as KaTeX writes them and as it might, then cut, doubled or spliced.
        let spaces = ["", " ", "\n\t", "  "]
        let quotes = ["", "'", "\""]
        let names = ["KaTeX_AMS-Regular", "a.b_c-d", "é", ""]
        let extensions = [".woff2", ".woff", ".ttf", ".eot", ""]
        let formats = ["woff2", "woff", "truetype", "WOFF", ""]
        var random = SplitMix(seed: 23)
        func source() -> String {
            let quote = quotes.randomElement(using: &random)!
            let format = quotes.randomElement(using: &random)!
            return "url(\(quote)\(Bool.random(using: &random) ? "fonts/" : "font/")\(names.randomElement(using: &random)!)"
                + "\(extensions.randomElement(using: &random)!)\(quote))\(spaces.randomElement(using: &random)!)format("
                + "\(format)\(formats.randomElement(using: &random)!)\(format))"
        }
        func stylesheet() -> String {
            var css = "@font-face{src:" + source()
            for _ in 0..<Int.random(in: 0...3, using: &random) { css += "," + spaces.randomElement(using: &random)! + source() }
            css += ";}"
            var bytes = Array(css.utf8)
            for _ in 0..<Int.random(in: 0...2, using: &random) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                if Bool.random(using: &random) { bytes.remove(at: at) } else { bytes.insert(bytes[at], at: at) }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        for _ in 0..<3000 {
            let css = stylesheet()
            let whole = NSRange(css.startIndex..., in: css)
            let expected = otherSources.stringByReplacingMatches(in: css, range: whole, withTemplate: "")
            #expect(KaTeXAssets.woff2Only(css) == expected, "\(css)")
            let named = fonts.matches(in: css, range: whole).compactMap {
                Range($0.range(at: 1), in: css).map { String(css[$0]) }
            }
            #expect(KaTeXAssets.fontFiles(css) == Set(named).sorted(), "\(css)")
        }
    }

    @Test("a page links KaTeX's stylesheet only when it holds a typeset formula")
    func typesetMarker() {
        #expect(KaTeXAssets.isTypeset(in: Array("<p><span class=\"katex\"><math></math></span></p>".utf8)))
        #expect(!KaTeXAssets.isTypeset(in: Array("<p><code class=\"pf-math-source\">$x$</code> katex</p>".utf8)))
    }

    @Test("a page loads KaTeX's script only when it holds a formula left to the browser")
    func browserMarker() {
        #expect(KaTeXAssets.isLeftToBrowser(in: Array("<p><code data-katex class=\"pf-math-source\">$x$</code></p>".utf8)))
        #expect(!KaTeXAssets.isLeftToBrowser(in: Array("<p><code class=\"pf-math-source\">$x$</code> data-katex</p>".utf8)))
        #expect(!KaTeXAssets.isLeftToBrowser(in: Array("<p><span class=\"katex\"><math></math></span></p>".utf8)))
    }

    @Test("tools named by the environment, and none when they are blank")
    func tools() {
        let missing = KaTeXTools.find(environment: ["PATH": "/nonexistent", "PREFLIGHT_KATEX_DIR": "/nonexistent"])
        #expect(missing.failureReason == KaTeXTools.Missing.node.reason)
        let blank = KaTeXTools.find(environment: ["PREFLIGHT_NODE": "/bin/sh", "PREFLIGHT_KATEX_DIR": ""])
        #expect(blank.failureReason == KaTeXTools.Missing.katex.reason)
    }

    @Test("the browser build is the folder PREFLIGHT_KATEX_ASSETS names, with script and stylesheet; none when blank")
    func browserBuild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("katex-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("window.katex = {};".utf8).write(to: folder.appendingPathComponent("katex.min.js"))
        #expect(KaTeXTools.browserBuild(environment: ["PREFLIGHT_KATEX_ASSETS": folder.path]) == nil)
        try Data(".katex{}".utf8).write(to: folder.appendingPathComponent("katex.min.css"))
        #expect(KaTeXTools.browserBuild(environment: ["PREFLIGHT_KATEX_ASSETS": folder.path]) == folder.path)
        #expect(KaTeXTools.browserBuild(environment: ["PREFLIGHT_KATEX_ASSETS": ""]) == nil)
        // The stylesheet of a build-time run comes from there too.
        try Data("{}".utf8).write(to: folder.appendingPathComponent("package.json"))
        let tools = ["PREFLIGHT_NODE": "/bin/sh", "PREFLIGHT_KATEX_DIR": folder.path]
        let blank = KaTeXTools.find(environment: tools.merging(["PREFLIGHT_KATEX_ASSETS": ""]) { $1 })
        #expect(blank.failureReason == KaTeXTools.Missing.styles.reason)
        let named = KaTeXTools.find(environment: tools.merging(["PREFLIGHT_KATEX_ASSETS": folder.path]) { $1 })
        #expect((try? named.get())?.styles == folder.path)
    }
}

extension Result where Failure == KaTeXTools.Missing {
    fileprivate var failureReason: String? {
        if case .failure(let missing) = self { return missing.reason }
        return nil
    }
}
