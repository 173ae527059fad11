import ByteTools
import Foundation

/// One `<Update>` of a rendered page, as its feed item needs it.
///
/// Read back from the page's HTML rather than from the Markdown: the body is then exactly
/// what readers of the page see (snippets expanded, links resolved and checked), and the
/// anchor is the one the page gave the update, so a feed link always lands on it.
struct ChangelogUpdate: Sendable, Equatable {
    /// The update's `id` on the page (made from its label, unique on the page).
    var id: String
    var label: String
    var description: String?
    var tags: [String]
    /// The rendered body, links still relative to the page.
    var html: [UInt8]
    /// Mintlify's `rss={{ title, description }}`: what the feed shows instead of the label
    /// and the body.
    var rssTitle: String? = nil
    var rssDescription: String? = nil

    /// The item's title: `rss.title`, else the label, else the description, else the anchor.
    var title: String {
        if let rssTitle { return rssTitle }
        if !label.isEmpty { return label }
        if let description, !description.isEmpty { return description }
        return id
    }

    /// The day the label names, else the one the description names; nil when neither is a date.
    var date: FeedDate? {
        FeedDate(parsing: label) ?? description.flatMap(FeedDate.init(parsing:))
    }
}

// MARK: - Reading a page

extension ChangelogUpdate {
    /// Every update in `html`, in page order: each `<section class="pf-update" id="…">` the
    /// `Update` component writes, up to its matching `</section>`.
    static func updates(in html: [UInt8]) -> [ChangelogUpdate] {
        var updates: [ChangelogUpdate] = []
        var index = 0
        while let start = ByteSearch.find(sectionOpen, in: html, from: index, to: html.count) {
            index = start + 1
            if let update = update(in: html, at: start) { updates.append(update) }
        }
        return updates
    }

    private static let sectionOpen: StaticString = "<section class=\"pf-update\" id=\""
    private static let labelOpen: StaticString = "<span class=\"pf-update-label\">"
    private static let descriptionOpen: StaticString = "<span class=\"pf-update-description\">"
    private static let tagsOpen: StaticString = "<span class=\"pf-update-tags\">"
    private static let badgeOpen: StaticString = "<span class=\"pf-badge pf-badge-gray\">"
    private static let bodyOpen: StaticString = "<div class=\"pf-update-body\">"
    private static let spanClose: StaticString = "</span>"
    private static let metaClose: StaticString = "</div>"

    /// The update whose section starts at `start`, or nil when its markup is not the component's.
    private static func update(in html: [UInt8], at start: Int) -> ChangelogUpdate? {
        let idStart = start + sectionOpen.utf8CodeUnitCount
        guard let idEnd = ByteSearch.firstIndex(of: UInt8(ascii: "\""), in: html, from: idStart),
            let metaEnd = ByteSearch.find(metaClose, in: html, from: idEnd, to: html.count),
            let bodyStart = ByteSearch.find(bodyOpen, in: html, from: metaEnd, to: html.count)
        else { return nil }
        let id = unescape(html[idStart..<idEnd])
        let label = span(labelOpen, in: html, from: idEnd, to: metaEnd) ?? ""
        let description = span(descriptionOpen, in: html, from: idEnd, to: metaEnd)
        var tags: [String] = []
        if let tagsStart = ByteSearch.find(tagsOpen, in: html, from: idEnd, to: metaEnd) {
            var index = tagsStart + tagsOpen.utf8CodeUnitCount
            while let tag = span(badgeOpen, in: html, from: index, to: metaEnd) {
                tags.append(tag)
                index = ByteSearch.find(badgeOpen, in: html, from: index, to: metaEnd)! + badgeOpen.utf8CodeUnitCount
            }
        }
        let contentStart = bodyStart + bodyOpen.utf8CodeUnitCount
        let sectionEnd = matchingClose(in: html, from: start + 1)
        // The body is the section's content less the `</div>` that closes it.
        var contentEnd = sectionEnd
        while contentEnd > contentStart, html[contentEnd - 1] == UInt8(ascii: "\n") { contentEnd -= 1 }
        if contentEnd - contentStart >= 6, html[(contentEnd - 6)..<contentEnd].elementsEqual("</div>".utf8) {
            contentEnd -= 6
        }
        let body = contentStart <= contentEnd ? Array(html[contentStart..<contentEnd]) : []
        let tagEnd = ByteSearch.firstIndex(of: UInt8(ascii: ">"), in: html, from: idEnd) ?? idEnd
        return ChangelogUpdate(
            id: id, label: label, description: description, tags: tags, html: body,
            rssTitle: attribute(rssTitle, in: html, from: idEnd, to: tagEnd),
            rssDescription: attribute(rssDescription, in: html, from: idEnd, to: tagEnd))
    }

    private static let rssTitle: StaticString = " data-rss-title=\""
    private static let rssDescription: StaticString = " data-rss-description=\""

    /// The decoded value of the attribute whose ` name="` is `open`, in the tag `html[from..<to]`.
    private static func attribute(_ open: StaticString, in html: [UInt8], from: Int, to: Int) -> String? {
        guard let start = ByteSearch.find(open, in: html, from: from, to: to),
            let end = ByteSearch.firstIndex(of: UInt8(ascii: "\""), in: html, from: start + open.utf8CodeUnitCount)
        else { return nil }
        return unescape(html[(start + open.utf8CodeUnitCount)..<end])
    }

    /// The text of the first `open`…`</span>` in `html[from..<to]`, entities decoded.
    private static func span(_ open: StaticString, in html: [UInt8], from: Int, to: Int) -> String? {
        guard let start = ByteSearch.find(open, in: html, from: from, to: to) else { return nil }
        let textStart = start + open.utf8CodeUnitCount
        guard let end = ByteSearch.find(spanClose, in: html, from: textStart, to: to) else { return nil }
        return unescape(html[textStart..<end])
    }

    /// Where the `</section>` that closes the section opened before `from` starts, counting
    /// the sections nested in it; the end of `html` when it is never closed.
    private static func matchingClose(in html: [UInt8], from: Int) -> Int {
        var depth = 1
        var index = from
        while let close = ByteSearch.find("</section>", in: html, from: index, to: html.count) {
            if let open = ByteSearch.find("<section", in: html, from: index, to: close) {
                depth += 1
                index = open + 8
            } else {
                depth -= 1
                if depth == 0 { return close }
                index = close + 10
            }
        }
        return html.count
    }

    /// Text as the HTML writer escaped it, decoded by the scan the search index uses.
    static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
        HTMLScan.unescape(String(decoding: bytes, as: UTF8.self))
    }
}
