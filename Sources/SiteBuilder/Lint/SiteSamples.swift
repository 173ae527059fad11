import Diagnostics
import Foundation
import SampleCheck

/// The docs' Swift samples, type-checked against the SDK interface that docs.json names
/// (`"preflight": {"sdkInterface": "sdk/BuzzKit.swift"}`); `lint` and `build` both call it.
///
/// A site whose docs.json names no interface has no sample checked, so a Mintlify repository
/// builds without a Swift toolchain and without the time checking takes.
enum SiteSamples {
    /// Checks the Swift blocks of `pages` and of the snippets under the content folder.
    ///
    /// - Parameters:
    ///   - configFile: the docs.json path; the interface is relative to its folder.
    ///   - pages: made only when there is an interface, so that a site without samples to
    ///     check does not make a path for each of its pages on every edit's build.
    static func check(settings: DocsSettings, configFile: String, pages: @autoclosure () -> [String]) -> [Diagnostic] {
        guard let interface = settings.sdkInterface else { return [] }
        let folder = (configFile as NSString).deletingLastPathComponent
        let checker = SampleChecker(
            interfacePath: folder.isEmpty ? interface : "\(folder)/\(interface)", configFile: configFile,
            configPosition: settings.sdkInterfacePosition)
        // Snippets are checked where they are written, once, whichever pages import them.
        let snippets = FileReader.files(under: "\(folder.isEmpty ? "." : folder)/snippets", extensions: ["md", "mdx"])
        return checker.check(pages: Array(Set(pages() + snippets)))
    }
}
