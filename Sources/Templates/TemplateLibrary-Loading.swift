import Diagnostics
import Foundation

extension TemplateLibrary {
    /// Every `*.mustache` file under `folder`, named by its path relative to the folder without
    /// the extension, so `partials/nav.mustache` is `{{> partials/nav}}`.
    ///
    /// Throws a `DiagnosticList` holding every file that cannot be read (`unreadable_template`)
    /// or parsed, so one run reports all broken templates, not just the first.
    package static func load(folder: URL) throws -> TemplateLibrary {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticList([
                Diagnostic(
                    .templateFolderNotFound,
                    "No template folder at `\(folder.relativePath)`; expected a folder of `.mustache` files.")
            ])
        }
        let relativePaths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
        var templates: [String: Template] = [:]
        var problems: [Diagnostic] = []
        for relativePath in relativePaths {
            let file = folder.appendingPathComponent(relativePath)
            let name = String(relativePath.dropLast(".mustache".count))
            do {
                let source = try String(contentsOf: file, encoding: .utf8)
                templates[name] = try Template(source: source, name: name, file: file.relativePath)
            } catch {
                let found = Diagnostic.list(from: error) {
                    Diagnostic(.unreadableTemplate, "Cannot read the template as UTF-8 text: \($0.localizedDescription)")
                }
                problems += found.map { $0.inFile(file.relativePath) }
            }
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return TemplateLibrary(templates: templates)
    }
}
