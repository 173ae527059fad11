import Diagnostics
import Dispatch
import Foundation
import ScreenPreview
import Templates

/// `preflight build`: reads the content folder and writes the whole site, atomically.
///
/// Order: previews first (on every core), then the docs pages (on every core, links checked
/// against everything written), then the site-wide files; the staging folder replaces the
/// output only when all of it succeeded.
public enum SiteBuild {
    /// What a finished build did.
    public struct Result: Sendable {
        public var filesWritten: Int
        public var warnings: [Diagnostic]
    }

    /// Builds the site described by `options`.
    ///
    /// - Throws: every error found in the content or templates; the previous output is then
    ///   left exactly as it was and no temporary folder remains.
    public static func run(_ options: BuildOptions) throws(DiagnosticList) -> Result {
        let content = try SiteContent.load(from: options.content)
        let templates = try TemplateSet.load(folder: options.templates)
        let rendering = DocsRendering(contentFolder: options.content)
        let docs = try DocsSite.load(content: options.content, readHead: DocsRendering.readHead)
        let siteName = docs?.config.name ?? "Preflight"
        let output: StagedOutput
        do {
            output = try StagedOutput(target: options.output)
        } catch {
            throw DiagnosticList([error])
        }
        do {
            let pages = SitePages(content: content, templates: templates, siteName: siteName)
            var jobs = pages.jobs()
            let hasDocsHome = docs?.locationsByKey["index"] != nil
            if !hasDocsHome {
                jobs.append(PageJob(path: "index.html") { () throws(Diagnostic) in try pages.previewsIndex(root: "./") })
            }
            try run(jobs, into: output)
            var written = jobs.count
            var warnings = content.warnings
            var files = Set(jobs.map(\.path))
            files.formUnion(try writeAssets(templates: options.templates, to: output))
            written += files.count - jobs.count

            if let docs {
                let writer = DocsPageWriter(
                    site: docs, templates: templates, siteName: siteName, otherFiles: files.union(["404.html", "llms.txt", "llms-full.txt"]),
                    render: rendering.render)
                let (summaries, linkWarnings) = try writer.write(to: output, allowBrokenLinks: options.allowBrokenLinks)
                warnings += linkWarnings
                written += summaries.count * 2
                written += try writeDocsOutputs(docs, summaries: summaries, baseURL: options.baseURL, to: output)
            }
            try output.write("404.html", try notFoundPage(templates: templates, siteName: siteName, baseURL: options.baseURL))
            written += 1
            try output.commit()
            return Result(filesWritten: written, warnings: warnings)
        } catch let list as DiagnosticList {
            output.abandon()
            throw list
        } catch let diagnostic as Diagnostic {
            output.abandon()
            throw DiagnosticList([diagnostic])
        } catch {
            output.abandon()
            throw DiagnosticList([.error("build_failed", "\(error)", file: options.output)])
        }
    }

    /// Renders and writes independent pages on every core.
    private static func run(_ jobs: [PageJob], into output: StagedOutput) throws(DiagnosticList) {
        let failures = Mutex<[Diagnostic]>([])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            do throws(Diagnostic) {
                try output.write(jobs[index].path, try jobs[index].render())
            } catch {
                failures.withLock { $0.append(error) }
            }
        }
        let errors = failures.withLock { $0 }.sorted { ($0.file ?? "") < ($1.file ?? "") }
        if !errors.isEmpty { throw DiagnosticList(errors) }
    }

    /// Search index, llms files, sitemap and the docs folder's static files.
    private static func writeDocsOutputs(
        _ docs: DocsSite, summaries: [DocsPageWriter.Summary], baseURL: String?, to output: StagedOutput
    ) throws(Diagnostic) -> Int {
        let search = SiteOutputs.searchIndex(summaries, heads: docs.heads)
        try output.write("search-index.json", search.json)
        try output.write("search-index.js", search.script)
        try output.write("llms.txt", SiteOutputs.llmsText(site: docs, baseURL: baseURL))
        try output.write("llms-full.txt", SiteOutputs.llmsFull(site: docs, summaries: summaries))
        var count = 4
        if let baseURL {
            try output.write("sitemap.xml", SiteOutputs.sitemap(paths: docs.pages.map(\.output), baseURL: baseURL))
            count += 1
        }
        for file in docs.staticFiles {
            try output.write(file, try FileReader.read("\(docs.folder)/\(file)"))
            count += 1
        }
        return count
    }

    /// The stylesheet and scripts: `templates/assets/` (or the built-in ones) and the screen's.
    private static func writeAssets(templates: String?, to output: StagedOutput) throws(Diagnostic) -> Set<String> {
        var written: Set<String> = []
        let folder = templates ?? "templates"
        if FileReader.isDirectory(folder) {
            let assets = "\(folder)/assets"
            for file in FileReader.files(under: assets, extensions: nil) {
                let path = "assets/\(file.dropFirst(assets.count + 1))"
                try output.write(path, try FileReader.read(file))
                written.insert(path)
            }
        } else {
            for (path, text) in TemplateSet.builtInAssets {
                try output.write(path, text)
                written.insert(path)
            }
        }
        try output.write("assets/screen.css", ScreenAssets.stylesheet)
        try output.write("assets/screen.js", ScreenAssets.script)
        written.formUnion(["assets/screen.css", "assets/screen.js"])
        return written
    }

    /// `404.html`: servers show it at any depth, so its links start at the site's root.
    private static func notFoundPage(templates: TemplateLibrary, siteName: String, baseURL: String?) throws(Diagnostic) -> [UInt8] {
        var root = "/"
        if let baseURL, let url = URL(string: baseURL), !url.path.isEmpty {
            root = url.path.hasSuffix("/") ? url.path : url.path + "/"
        }
        let body = try templates.render("404", ["root": .string(root)])
        return try templates.renderBytes(
            "page", ["title": "Page not found", "siteName": .string(siteName), "body": .string(body), "root": .string(root), "language": "en"])
    }
}
