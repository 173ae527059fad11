import Diagnostics

/// One rendered page: what the site builder needs to place it, link it and write its twins.
package struct MarkdownPage: Sendable {
    package var frontMatter: FrontMatter
    /// The front matter's `title`, else the page's first `#` heading, else the file's name.
    package var title: String
    package var description: String?
    /// The body as an HTML fragment (no `<html>` shell), in UTF-8: the site writes it out
    /// as bytes, so it never needs to become a `String`.
    package var htmlUTF8: [UInt8]
    /// The body as an HTML fragment, as text.
    package var html: String { String(decoding: htmlUTF8, as: UTF8.self) }
    /// Every heading in order, with its id; the on-page table of contents is ``tableOfContents``.
    package var headings: [Heading]
    /// Every link and image target in the page (Markdown, components and raw HTML), with
    /// where it is, for the link check.
    package var links: [PageLink]
    /// What the page wrote that could run script and was left out (`unsafe_url`,
    /// `unsafe_html_attribute`, `unsafe_html_element`), each with its file (the page, or the
    /// snippet it is written in) and its place there.
    package var warnings: [Diagnostic] = []
    /// The utility classes (`block`, `dark:hidden`, `w-full`) the page's HTML names that
    /// ``UtilityCSS`` makes rules for, sorted.
    package var utilityClasses: [String] = []
    /// The page's Markdown for `.md` twins and `llms-full.txt`: front matter stripped,
    /// agents-only `Visibility` kept, humans-only dropped, components reduced to readable Markdown.
    package var markdownTwin: String

    package init(
        frontMatter: FrontMatter, title: String, description: String?, htmlUTF8: [UInt8], headings: [Heading],
        links: [PageLink], markdownTwin: String
    ) {
        self.frontMatter = frontMatter
        self.title = title
        self.description = description
        self.htmlUTF8 = htmlUTF8
        self.headings = headings
        self.links = links
        self.markdownTwin = markdownTwin
    }

    /// The headings an on-page table of contents lists: levels 2 and 3.
    package var tableOfContents: [Heading] {
        headings.filter { $0.level == 2 || $0.level == 3 }
    }
}

/// A heading of a page: its level (1–6), its plain text and its id (the anchor).
package struct Heading: Sendable, Hashable {
    package var level: Int
    package var text: String
    package var id: String

    package init(level: Int, text: String, id: String) {
        self.level = level
        self.text = text
        self.id = id
    }
}

/// A link or image target found in a page, as written (not resolved or checked here).
package struct PageLink: Sendable, Hashable {
    /// The URL or path as the page wrote it: `/sdks/ios`, `#anchor`, `../push`, `https://…`.
    package var target: String
    /// The 1-based line of the file it is on: the page's, or for a snippet's links the snippet's.
    package var line: Int
    /// The 1-based column where the link, image or raw HTML attribute starts (1 when only the
    /// line is known).
    package var column: Int
    package var isImage: Bool
    /// The snippet file the link is written in (as ``PageRenderer/SnippetFile`` names it), nil
    /// when it is in the page itself.
    package var file: String?

    package init(target: String, line: Int, column: Int = 1, isImage: Bool, file: String? = nil) {
        self.target = target
        self.line = line
        self.column = column
        self.isImage = isImage
        self.file = file
    }
}
