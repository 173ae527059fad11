import Diagnostics

/// What the docs pipeline needs from a rendered Markdown page: compact enough to keep for
/// every page of a large site once the page's HTML is written.
struct RenderedDoc: Sendable {
    var html: [UInt8]
    var headings: [DocHeading]
    /// Every link target written in the source, with where it is (in a snippet the page uses
    /// when `file` is set), for error positions.
    var links: [(href: String, file: String?, position: SourcePosition)]
    /// The page as Markdown, for its `.md` twin and `llms-full.txt`.
    var markdown: String
    /// Whether the page embeds a live settings screen (it then loads the screen's assets).
    var hasScreens: Bool
    /// Files besides the page that its output depends on: snippets, previewed catalogs and states.
    var dependencies: [String]
    /// What the page wrote that could run script and was left out.
    var warnings: [Diagnostic] = []
    /// The utility classes the page names that the site's utility stylesheet styles.
    var utilityClasses: [String] = []
    /// Whether the page documents an endpoint (it then loads the API reference's assets).
    var hasEndpoint = false
}

struct DocHeading: Sendable, Equatable {
    var level: Int
    var text: String
    var id: String
}

/// A page's front matter, read before any page renders so the sidebar can name every page.
struct DocHead: Sendable, Equatable {
    var title: String
    var sidebarTitle: String?
    var description: String?
    /// Front-matter keys beyond the known ones, for templates.
    var extra: [String: String]
    /// `keywords`, a list or a comma-separated string: more words search finds the page by.
    var keywords: [String] = []
    /// The line of the `openapi:` key, for problems with the operation it names.
    var openapiLine: Int?
}
