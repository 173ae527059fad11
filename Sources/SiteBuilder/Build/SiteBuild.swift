import Diagnostics
import Dispatch
import Foundation

/// `preflight build`: reads the content folder and writes the whole site, atomically.
public enum SiteBuild {
    /// What a finished build did.
    public struct Result: Sendable {
        public var filesWritten: Int
        public var warnings: [Diagnostic]
    }

    /// Builds the site described by `options`, rendering pages on every core.
    ///
    /// - Throws: every error found in the content or templates; the previous output is then
    ///   left exactly as it was and no temporary folder remains.
    public static func run(_ options: BuildOptions) throws(DiagnosticList) -> Result {
        let content = try SiteContent.load(from: options.content)
        let templates = try TemplateSet.load(folder: options.templates)
        let output: StagedOutput
        do {
            output = try StagedOutput(target: options.output)
        } catch {
            throw DiagnosticList([error])
        }
        let jobs = SitePages(content: content, templates: templates).jobs()
        let failures = Mutex<[Diagnostic]>([])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            do throws(Diagnostic) {
                try output.write(jobs[index].path, try jobs[index].render())
            } catch {
                failures.withLock { $0.append(error) }
            }
        }
        do throws(Diagnostic) {
            let errors = failures.withLock { $0 }
            if let first = errors.min(by: { ($0.file ?? "") < ($1.file ?? "") }) { throw first }
            let assets = try copyAssets(templates: options.templates ?? "templates", to: output)
            try output.commit()
            return Result(filesWritten: jobs.count + assets, warnings: content.warnings)
        } catch {
            output.abandon()
            throw DiagnosticList([error])
        }
    }

    /// Copies `templates/assets/` (or the built-in assets) to `assets/`; returns how many files.
    private static func copyAssets(templates: String, to output: StagedOutput) throws(Diagnostic) -> Int {
        let folder = "\(templates)/assets"
        if FileReader.isDirectory(templates) {
            let files = FileReader.files(under: folder, extensions: ["css", "js", "svg", "png", "ico", "woff2"])
            for file in files {
                try output.write("assets/\(file.dropFirst(folder.count + 1))", try FileReader.read(file))
            }
            return files.count
        }
        let builtIn = TemplateSet.builtInAssets
        for (path, text) in builtIn {
            try output.write(path, text)
        }
        return builtIn.count
    }
}
