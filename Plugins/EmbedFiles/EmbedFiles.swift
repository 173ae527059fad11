import Foundation
import PackagePlugin

/// Compiles a folder of text files into the target as `EmbeddedFiles.files`, so the binary
/// carries its templates and assets and works from any folder.
///
/// `BuiltInTemplates` embeds the package's `templates/` folder (the one source a team edits);
/// any other target embeds its own `Assets/` folder.
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder =
            target.name == "BuiltInTemplates"
            ? context.package.directoryURL.appending(path: "templates")
            : target.directoryURL.appending(path: "Assets")
        let inputs = Self.files(under: folder)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(folder.lastPathComponent) into \(target.name)",
                executable: try context.tool(named: "FileEmbedder").url,
                arguments: [folder.path, output.path],
                // The folder too, so a removed file does not stall the build. SwiftPM plans
                // plugins when the package changes, so a newly added file is embedded on the
                // next clean build; runs inside the repository read templates/ directly anyway.
                inputFiles: [folder] + inputs,
                outputFiles: [output])
        ]
    }

    /// Every regular file under `folder`, so editing any of them re-runs the embedder.
    private static func files(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}
