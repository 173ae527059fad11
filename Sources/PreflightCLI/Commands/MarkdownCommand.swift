import Diagnostics
import Foundation
import SiteBuilder

/// `preflight markdown [FILE|-]`: one page's body as an HTML fragment, for debugging pages.
enum MarkdownCommand: Command {
    static let spec = CommandSpec(
        name: "markdown",
        abstract: "Print one page's body as an HTML fragment (components expanded).",
        discussion: "Snippets and <SettingsPreview> files are read from the content folder.",
        arguments: [
            ArgumentSpec(name: "file", help: "A Markdown page; - for standard input.", isOptional: true, defaultDescription: "-")
        ],
        options: [.value("content", "dir", "The content folder for snippets and previews.", default: "content"), .maxFileSize]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let path = arguments.positionals.first ?? "-"
        let bytes: [UInt8]
        do {
            bytes = path == "-" ? try FileReader.readStandardInput(name: "<stdin>") : try FileReader.read(path)
        } catch {
            console.print([error])
            return .failure
        }
        do {
            let (html, warnings) = try MarkdownFragment.render(
                source: String(decoding: bytes, as: UTF8.self), file: path == "-" ? "<stdin>" : path,
                content: arguments["content"] ?? "content")
            console.print(warnings)
            console.out(html)
            return .success
        } catch {
            console.print(error.diagnostics)
            return .failure
        }
    }
}
