/// Where a build reads and writes, and how strict it is.
package struct BuildOptions: Sendable {
    package var content: String
    /// An explicit templates folder; `nil` uses `./templates` when present, else the built-in set.
    package var templates: String?
    package var output: String
    /// The site's public address, for `sitemap.xml`; relative links work without it.
    package var baseURL: String?
    package var allowBrokenLinks: Bool
    /// Warnings fail the build as errors do, and the output is left as it was.
    package var strict: Bool
    /// Replace a non-empty output folder that Preflight did not write (see ``OutputGuard``).
    package var force: Bool
    /// Reuse what the previous build into the same folder rendered, when its inputs are unchanged.
    package var incremental: Bool
    /// Called with (pages done, pages in all) as the build goes, from any thread.
    package var progress: (@Sendable (Int, Int) -> Void)?
    /// Called once when another build is writing the same output, before waiting for it to end.
    package var waiting: (@Sendable () -> Void)?
    /// The process ends right after this build (the `build` command): what the build made is
    /// left for the exit to drop whole rather than freed piece by piece (see ``ExitLeftovers``).
    /// Never for `serve` or any caller that builds again in the same process.
    package var endsProcess = false

    package init(
        content: String = "content", templates: String? = nil, output: String = "_site", baseURL: String? = nil,
        allowBrokenLinks: Bool = false, strict: Bool = false, force: Bool = false, incremental: Bool = true,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) {
        self.content = content
        self.templates = templates
        self.output = output
        self.baseURL = baseURL
        self.allowBrokenLinks = allowBrokenLinks
        self.strict = strict
        self.force = force
        self.incremental = incremental
        self.progress = progress
    }
}
