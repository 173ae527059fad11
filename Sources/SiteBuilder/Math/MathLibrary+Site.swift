import Diagnostics
import Docs
import Foundation

extension MathLibrary {
    /// Where results are kept between builds, beside the build cache.
    static let cacheFolder = ".preflight-cache/math"

    /// The site's library with every formula its pages and the content's snippets hold
    /// already typeset (in one run); `keepsResults` false (`--no-cache`) neither reads nor
    /// writes results on disk.
    static func prepared(for site: DocsSite, content: String, keepsResults: Bool) -> MathLibrary {
        let library = MathLibrary(cacheFolder: keepsResults ? cacheFolder : nil)
        var formulas = site.sources.collect(PageFormulas.scan)
        // Snippets are read where pages import them; scanned here, their formulas join the run.
        for file in FileReader.files(under: "\(content)/snippets", extensions: ["md", "mdx"]).sorted() {
            if let bytes = try? FileReader.read(file) { formulas += PageFormulas.scan(bytes) }
        }
        if !formulas.isEmpty { library.prepare(formulas) }
        return library
    }
}

extension MathLibrary {
    /// KaTeX's stylesheet and fonts, when some page of the site (rendered in this build or
    /// reused from the last) shows a typeset formula, and its script when formulas were left
    /// to the browser; how many files.
    func writeAssets(for summaries: [DocsPageWriter.Summary], to output: StagedOutput) throws(Diagnostic) -> Int {
        guard summaries.contains(where: \.hasMath) else { return 0 }
        if let browserBuild {
            return try KaTeXAssets.write(from: browserBuild, to: output) + KaTeXAssets.writeScript(from: browserBuild, to: output)
        }
        guard case .success(let tools) = tools else { return 0 }
        return try KaTeXAssets.write(from: tools.styles, to: output)
    }
}
