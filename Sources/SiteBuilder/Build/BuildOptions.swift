/// Where a build reads and writes, and how strict it is.
public struct BuildOptions: Sendable {
    public var content: String
    /// An explicit templates folder; `nil` uses `./templates` when present, else the built-in set.
    public var templates: String?
    public var output: String
    /// The site's public address, for `sitemap.xml`; relative links work without it.
    public var baseURL: String?
    public var allowBrokenLinks: Bool

    public init(
        content: String = "content", templates: String? = nil, output: String = "_site", baseURL: String? = nil,
        allowBrokenLinks: Bool = false
    ) {
        self.content = content
        self.templates = templates
        self.output = output
        self.baseURL = baseURL
        self.allowBrokenLinks = allowBrokenLinks
    }
}
