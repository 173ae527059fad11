import Diagnostics
import Templates

// A changelog page's RSS feed (`rss: true` in its front matter), written with the page.
//
// The feed is made from the page's rendered HTML, so it is written when the page is and
// reused with it: an incremental build links the previous feed when it reuses the page,
// which is sound because everything else the feed reads (the base URL, the site's name, the
// page's title and language) is part of the site key that decides whether pages are reused.
extension DocsPageWriter {
    /// What a page's `rss: true` gives: the feed to write, or why there is none.
    enum FeedOutcome {
        case feed(path: String, xml: [UInt8])
        case warning(Diagnostic)
    }

    /// Whether the page asks for a feed. Hidden and `noindex` pages still get one: they may
    /// be left out of the navigation and search, yet be subscribed to.
    static func wantsFeed(_ head: DocHead?) -> Bool {
        head?.extra["rss"] == "true"
    }

    /// The feeds the site writes, for the files links may point at and the files counted.
    static func feedPaths(_ site: DocsSite, baseURL: String?) -> [String] {
        guard baseURL != nil else { return [] }
        return site.pages.filter { wantsFeed(site.heads[$0.key]) }.map { FeedAddress.feedPath(forPage: $0.output) }
    }

    /// The feed of `page`, made from its rendered `body`; without a base URL, the warning
    /// `feed_needs_base_url` instead, at the `rss:` line of `source`.
    func feed(for page: DocLocation, head: DocHead, body: [UInt8], source: [UInt8], file: String) -> FeedOutcome {
        guard let baseURL = chrome.baseURL else {
            return .warning(
                Diagnostic(
                    .feedNeedsBaseURL,
                    "The page asks for an RSS feed (rss: true), but a feed's links must be absolute and there is no --base-url; expected the address the site is published at. No feed is written.",
                    file: file, position: Self.rssLine(in: source).map { SourcePosition(line: $0, column: 1) },
                    hint: "Build with --base-url https://docs.example.com/ (the site's public address)."))
        }
        let address = FeedAddress(baseURL: baseURL, page: page.output)
        var language: String?
        if !site.navigation.sections.languages.isEmpty, case .string(let tag)? = navigationValues(page, head: head)["language"] {
            language = tag
        }
        let feed = ChangelogFeed(
            title: ChangelogFeed.title(siteName: siteName, pageTitle: head.title),
            description: head.description ?? head.title, language: language, address: address,
            updates: ChangelogUpdate.updates(in: body))
        return .feed(path: FeedAddress.feedPath(forPage: page.output), xml: feed.xml)
    }

    /// The page template's `rssFeed` value (`href` from the page, `title`) for a page whose
    /// feed is written; nil otherwise.
    func feedValue(for page: DocLocation, head: DocHead) -> TemplateValue? {
        guard Self.wantsFeed(head), chrome.baseURL != nil else { return nil }
        return .object([
            "href": .string(RelativePath.between(from: page.output, to: FeedAddress.feedPath(forPage: page.output))),
            "title": .string(ChangelogFeed.title(siteName: siteName, pageTitle: head.title)),
        ])
    }

    /// The 1-based line of the front matter's `rss:` key, if the page starts with front matter.
    static func rssLine(in source: [UInt8]) -> Int? {
        var line = 0
        for text in source.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(200) {
            line += 1
            let trimmed = text.last == UInt8(ascii: "\r") ? text.dropLast() : text
            if line == 1 {
                guard trimmed.elementsEqual("---".utf8) else { return nil }
                continue
            }
            if trimmed.elementsEqual("---".utf8) { return nil }
            if trimmed.starts(with: "rss:".utf8) { return line }
        }
        return nil
    }
}

extension DocsPageWriter {
    /// Links the previous build's feed of a reused page that has one; true when there is
    /// none to link.
    func reuseFeed(_ page: DocLocation, previous: PreviousBuild, output: StagedOutput) -> Bool {
        guard Self.wantsFeed(site.heads[page.key]), chrome.baseURL != nil else { return true }
        let path = FeedAddress.feedPath(forPage: page.output)
        return output.link(existing: "\(previous.folder)/\(path)", as: path)
    }
}
