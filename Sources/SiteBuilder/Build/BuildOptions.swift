/// Where a build reads and writes, and how strict it is.
public struct BuildOptions: Sendable {
    public var content: String
    /// An explicit templates folder; `nil` uses `./templates` when present, else the built-in set.
    public var templates: String?
    public var output: String
    /// The site's public address, for `sitemap.xml`; relative links work without it.
    public var baseURL: String?
    public var allowBrokenLinks: Bool
    /// Warnings fail the build as errors do, and the output is left as it was.
    public var strict: Bool
    /// Replace a non-empty output folder that Preflight did not write (see ``OutputGuard``).
    public var force: Bool
    /// Reuse what the previous build into the same folder rendered, when its inputs are unchanged.
    public var incremental: Bool
    /// Called with (pages done, pages in all) as the build goes, from any thread.
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init(
        content: String = "content", templates: String? = nil, output: String = "_site", baseURL: String? = nil,
        allowBrokenLinks: Bool = false, strict: Bool = false, force: Bool = false, incremental: Bool = true, progress: (@Sendable (Int, Int) -> Void)? = nil
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
