import Diagnostics
import Docs
import Foundation
import Locking

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
        formulas += snippetFormulas(in: content)
        if !formulas.isEmpty { library.prepare(formulas) }
        return library
    }

    /// The formulas of the content's snippets, in their files' order, read and scanned on
    /// every core: before any page renders, when nothing else can run (a real repository
    /// holds dozens of snippets, and each edit of a page scans them all).
    private static func snippetFormulas(in content: String) -> [MathFormula] {
        let files = FileReader.files(under: "\(content)/snippets", extensions: ["md", "mdx"]).sorted()
        let found = Locked<[[MathFormula]]>(Array(repeating: [], count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let bytes = try? FileReader.read(files[index]) else { return }
            let formulas = PageFormulas.scan(bytes)
            if !formulas.isEmpty { found.withLock { $0[index] = formulas } }
        }
        return found.withLock { $0 }.flatMap { $0 }
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
