import BuiltInTemplates
import Diagnostics
import Foundation
import Templates

/// Finds the templates for a run: a `templates/` folder when there is one, else the copy
/// compiled into the binary.
package enum TemplateSet {
    /// The templates in `folder`, or the built-in ones when `folder` does not exist and was
    /// not asked for explicitly.
    ///
    /// - Throws: `templates_not_found` for an explicit folder that is missing, or the first
    ///   template's parse error.
    package static func load(folder: String?, defaultFolder: String = "templates") throws(DiagnosticList) -> TemplateLibrary {
        let path = folder ?? defaultFolder
        if FileReader.isDirectory(path) {
            do {
                return try TemplateLibrary.load(folder: URL(fileURLWithPath: path))
            } catch {
                throw DiagnosticList(Diagnostic.list(from: error, else: .templateError, file: path))
            }
        }
        guard folder == nil else {
            throw DiagnosticList([
                Diagnostic(.templatesNotFound, "No templates folder here; expected a folder of Mustache templates.", file: path)
            ])
        }
        return try builtIn()
    }

    /// The templates compiled into the binary.
    package static func builtIn() throws(DiagnosticList) -> TemplateLibrary {
        var templates: [String: Template] = [:]
        for (path, source) in BuiltInTemplates.files where path.hasSuffix(".mustache") {
            let name = String(path.dropLast(".mustache".count))
            do {
                templates[name] = try Template(source: source, name: name)
            } catch {
                throw DiagnosticList([error])
            }
        }
        return TemplateLibrary(templates: templates)
    }

    /// The built-in `assets/` files by path, sorted, for builds without a templates folder.
    static var builtInAssets: [(path: String, text: String)] {
        BuiltInTemplates.files.filter { $0.key.hasPrefix("assets/") }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
