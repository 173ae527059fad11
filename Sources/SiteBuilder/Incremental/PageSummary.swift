import Diagnostics
import Foundation

extension DocsPageWriter {
    /// What remains of a page once it is written.
    ///
    /// A page reused from the previous build keeps its larger parts (anchors, links,
    /// headings, Markdown, search entry) where the build cache stored them, and reads them
    /// only when asked (``StoredSummaryText``): a one-page edit of a large site needs a few
    /// pages' anchors, not every page's text, which decoding whole cost a rebuild of 5,000
    /// pages a tenth of its time.
    struct Summary: Sendable {
        var location: DocLocation
        /// The utility classes the page names (sorted), for the site's utility stylesheet.
        var utilityClasses: [String] = []
        /// Whether the page shows formulas typeset by KaTeX (at build time or in the browser):
        /// the site then ships KaTeX's stylesheet and fonts, also when this page is reused and
        /// nothing was typeset in the build.
        var hasMath = false
        /// The larger parts, when they are in memory (a page rendered by this build, or one
        /// whose parts were changed).
        private var text: Text?
        /// Where the build cache holds the larger parts of a page reused from it.
        private(set) var stored: StoredSummaryText?

        /// The larger parts of a summary.
        struct Text: Sendable {
            var anchors: Set<String>
            var linkedAnchors: [LinkedAnchor]
            var headings: [String]
            var markdown: String { didSet { markdownHash = Self.hash(markdown) } }
            /// The page's entry in the search index, made with the page (on every core) rather
            /// than with the index.
            var searchEntry: [UInt8] { didSet { searchEntryHash = ContentHash(searchEntry) } }
            /// The hashes of the two, taken where they are set (a page's, as it renders, on
            /// every core): llms-full.txt, the search index and the cache each ask for every
            /// page's, after the last page, and took them there one after the other.
            private(set) var markdownHash: ContentHash
            private(set) var searchEntryHash: ContentHash
            /// What the page's links resolved to, when it was rendered by this version: a change
            /// of the site's pages or files then renders it again only if one of them resolves
            /// differently. Nil renders it again on any such change.
            var links: LinkOutcomes?

            init(
                anchors: Set<String>, linkedAnchors: [LinkedAnchor], headings: [String], markdown: String,
                searchEntry: [UInt8] = [], links: LinkOutcomes? = nil
            ) {
                self.links = links
                self.anchors = anchors
                self.linkedAnchors = linkedAnchors
                self.headings = headings
                self.markdown = markdown
                self.searchEntry = searchEntry
                markdownHash = Self.hash(markdown)
                searchEntryHash = ContentHash(searchEntry)
            }

            private static func hash(_ markdown: String) -> ContentHash {
                var hash = ContentHash()
                hash.combine(markdown)
                return hash
            }
        }

        init(
            location: DocLocation, anchors: Set<String>, linkedAnchors: [LinkedAnchor], headings: [String],
            markdown: String, utilityClasses: [String] = []
        ) {
            self.location = location
            self.utilityClasses = utilityClasses
            text = Text(anchors: anchors, linkedAnchors: linkedAnchors, headings: headings, markdown: markdown)
        }

        /// A summary whose larger parts stay in the build cache until asked for.
        init(location: DocLocation, stored: StoredSummaryText, utilityClasses: [String], hasMath: Bool) {
            self.location = location
            self.utilityClasses = utilityClasses
            self.hasMath = hasMath
            self.stored = stored
        }

        /// All the larger parts. (A getter of one part reads it in place, `text?.part`: a copy
        /// of the whole retained and released every other part, for each page, at each read.)
        private var parts: Text { text ?? stored!.text }

        /// The larger parts, decoded from the cache when stored there.
        var textParts: Text { parts }

        /// Changes one of the larger parts, taking them into memory first.
        private mutating func change(_ body: (inout Text) -> Void) {
            // In place when in memory (every page this build renders sets its search entry):
            // a copy of the parts retained each of them, and released the old ones after.
            if text != nil {
                body(&text!)
                return
            }
            var parts = self.parts
            body(&parts)
            text = parts
            stored = nil
        }

        var anchors: Set<String> {
            // Kept in the cache's index, apart from the rest: checking links needs the
            // anchors of the pages an edited page links to, not their text.
            get { text?.anchors ?? stored!.anchors }
            set { change { $0.anchors = newValue } }
        }

        var linkedAnchors: [LinkedAnchor] {
            get { text?.linkedAnchors ?? stored!.text.linkedAnchors }
            set { change { $0.linkedAnchors = newValue } }
        }

        /// Whether the page links to an anchor of one of `pages`: asked of every page when
        /// some pages' anchors changed, and answered from the cache's index when stored there.
        func linksToAnchors(of pages: Set<String>) -> Bool {
            if text == nil, let stored { return stored.linksToAnchors(of: pages) }
            return linkedAnchors.contains { pages.contains($0.anchor.page) }
        }

        /// What the page's links resolved to (``Text/links``), read alone from the cache when
        /// stored there.
        var links: LinkOutcomes? {
            get {
                if let text { return text.links }
                return stored!.links
            }
            set { change { $0.links = newValue } }
        }

        var headings: [String] {
            get { text?.headings ?? stored!.text.headings }
            set { change { $0.headings = newValue } }
        }

        var markdown: String {
            get { text?.markdown ?? stored!.text.markdown }
            set { change { $0.markdown = newValue } }
        }

        var searchEntry: [UInt8] {
            get { text?.searchEntry ?? stored!.text.searchEntry }
            set { change { $0.searchEntry = newValue } }
        }

        /// The hash of the search entry's bytes: kept with a stored summary, so that a shard
        /// of the search index none of whose entries changed is neither joined nor read.
        var searchEntryHash: ContentHash { stored?.searchEntryHash ?? text!.searchEntryHash }

        /// The hash of the Markdown's bytes: kept with a stored summary, so that llms-full.txt
        /// keeps the unchanged pages' sections of the previous build's file unread.
        var markdownHash: ContentHash { stored?.markdownHash ?? text!.markdownHash }
    }
}

/// A reused page's larger summary parts in a file of the build cache (``CacheBucket``), with
/// the hashes that let the site-wide files tell they are unchanged without reading them.
final class StoredSummaryText: Sendable {
    let bucket: CacheBucket
    /// Where the record lies in the bucket's bytes.
    let range: Range<Int>
    let searchEntryHash: ContentHash
    let markdownHash: ContentHash
    /// The page's anchors as the cache's index stores them (``CacheWriter/strings(_:)``).
    let anchorsRecord: ArraySlice<UInt8>
    /// The pages whose anchors it links to, as the index stores them: an edit that changes a
    /// page's anchors asks every page whether it links there, and the bucket files holding
    /// the links themselves (every page's text) then stay unread.
    let linkedPagesRecord: ArraySlice<UInt8>
    /// Everything the index stored after the page's record: the place above, the hashes, the
    /// anchors and the linked pages. A page whose text stays where it was gets these bytes
    /// again, one copy rather than each part written anew.
    let indexTail: ArraySlice<UInt8>

    init(
        bucket: CacheBucket, range: Range<Int>, searchEntryHash: ContentHash, markdownHash: ContentHash,
        anchorsRecord: ArraySlice<UInt8>, linkedPagesRecord: ArraySlice<UInt8>, indexTail: ArraySlice<UInt8>
    ) {
        self.bucket = bucket
        self.range = range
        self.searchEntryHash = searchEntryHash
        self.markdownHash = markdownHash
        self.anchorsRecord = anchorsRecord
        self.linkedPagesRecord = linkedPagesRecord
        self.indexTail = indexTail
    }

    /// Whether the page links to an anchor of one of `pages`, told from the index.
    func linksToAnchors(of pages: Set<String>) -> Bool {
        var reader = CacheReader(linkedPagesRecord)
        guard let linked = try? reader.strings(), reader.isAtEnd else { CacheBucket.fail(bucket.path) }
        return linked.contains(where: pages.contains)
    }

    /// The page's anchors, decoded from the index.
    var anchors: Set<String> {
        var reader = CacheReader(anchorsRecord)
        guard let anchors = try? reader.strings(), reader.isAtEnd else { CacheBucket.fail(bucket.path) }
        return Set(anchors)
    }

    /// The record as stored, undecoded.
    var record: ArraySlice<UInt8> { bucket.bytes[range] }

    /// What the page's links resolved to, decoded alone from the start of its record: a
    /// change of the site's pages or files asks this of every page.
    var links: LinkOutcomes? {
        var reader = CacheReader(record)
        do throws(CacheReader.Corrupt) {
            return try Self.decodeLinks(&reader)
        } catch {
            CacheBucket.fail(bucket.path)
        }
    }

    /// The parts, decoded each time they are asked for: few are, and keeping them would hold
    /// every page's text in a `serve` session once the site-wide files were made in full.
    var text: DocsPageWriter.Summary.Text {
        var reader = CacheReader(record)
        guard var text = try? Self.decode(&reader), reader.isAtEnd else {
            CacheBucket.fail(bucket.path)
        }
        text.anchors = anchors
        return text
    }

    /// The record in a bucket file: all but the anchors, which the index holds.
    static func encode(_ text: DocsPageWriter.Summary.Text, into writer: inout CacheWriter) {
        // First, to be read alone (``links``).
        if let links = text.links {
            writer.int(1)
            writer.hash(links.hash)
            writer.strings(links.hrefs)
        } else {
            writer.int(0)
        }
        writer.int(text.linkedAnchors.count)
        for link in text.linkedAnchors {
            writer.strings([link.anchor.page, link.anchor.id, link.href, link.file ?? ""])
            writer.int(link.position?.line ?? -1)
            writer.int(link.position?.column ?? -1)
        }
        // The page's search entry rather than its text: joining entries is all a shard of
        // the search index then costs for pages that did not change.
        writer.raw(text.searchEntry)
        writer.strings(text.headings)
        writer.string(text.markdown)
    }

    private static func decodeLinks(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> LinkOutcomes? {
        switch try reader.int() {
        case 0: return nil
        case 1:
            let hash = try reader.hash()
            return LinkOutcomes(hrefs: try reader.strings(), hash: hash)
        default: throw CacheReader.Corrupt()
        }
    }

    static func decode(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> DocsPageWriter.Summary.Text {
        let links = try decodeLinks(&reader)
        let count = try reader.int()
        guard count >= 0, count <= reader.remaining else { throw CacheReader.Corrupt() }
        var linked: [DocsPageWriter.LinkedAnchor] = []
        linked.reserveCapacity(count)
        for _ in 0..<count {
            let parts = try reader.strings()
            let line = try reader.int()
            let column = try reader.int()
            guard parts.count == 4 else { throw CacheReader.Corrupt() }
            let position = line < 0 ? nil : SourcePosition(line: line, column: column)
            linked.append(
                .init(
                    anchor: .init(page: parts[0], id: parts[1]), href: parts[2], file: parts[3].isEmpty ? nil : parts[3],
                    position: position))
        }
        let searchEntry = try reader.raw()
        let headings = try reader.strings()
        let markdown = try reader.string()
        return .init(
            anchors: [], linkedAnchors: linked, headings: headings, markdown: markdown, searchEntry: searchEntry,
            links: links)
    }
}
