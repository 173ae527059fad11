import ByteTools
import Foundation
import JSONDocument

/// The site-wide files made from every page's summary: the search index, `llms.txt`,
/// `llms-full.txt` and `sitemap.xml`.
enum SiteOutputs {
    // The search index is in shards, so that an edit rewrites the shard holding the edited
    // page rather than the whole index. Each shard is a script, `search-index/N.js`, and
    // `search-index.js` gives their number: scripts load from `file://` too, where pages
    // cannot fetch files, and nothing reads the index any other way, so it is written once.
    // Each page's entry is made while its page renders, on every core (``searchEntry(_:head:)``);
    // here they are only joined. A summary from an earlier build has none yet and gets it now.

    /// An entry of the search index: a page's (by its position in the summaries), or another
    /// file's (by its position in `extra`).
    enum SearchMember {
        case page(Int)
        case extra(Int)
    }

    /// Each shard's searched pages (by their position in the summaries, in that order) and
    /// other files (previews, reviews: their addresses, in order), the order the shard's file
    /// lists them in.
    static func searchShardMembers(
        _ summaries: [DocsPageWriter.Summary], extra addresses: [String], shards: Int
    ) -> (pages: [[Int]], extra: [[String]]) {
        var pages = Array(repeating: [Int](), count: shards)
        // By position: a loop over the summaries themselves copies each one, retaining its every part.
        for index in summaries.indices {
            pages[searchShard(ofPage: summaries[index].location, shards: shards)].append(index)
        }
        var extra = Array(repeating: [String](), count: shards)
        for address in addresses.sorted() { extra[searchShard(of: address, shards: shards)].append(address) }
        return (pages, extra)
    }

    /// The hashes of a shard's entries, in order. A page reused from the previous build keeps
    /// its entry's hash, so a shard is known unchanged, and an unchanged entry found in the
    /// shard's file, without its text.
    static func searchEntryHashes(
        _ members: [SearchMember], summaries: [DocsPageWriter.Summary], extra: [(address: String, entry: [UInt8])],
        heads: [String: DocHead]
    ) -> [ContentHash] {
        members.map { member in
            // A page's entry made with it, or stored, is hashed already.
            if case .page(let index) = member, summaries[index].stored != nil || !summaries[index].searchEntry.isEmpty {
                return summaries[index].searchEntryHash
            }
            return ContentHash(searchEntryBytes(member, summaries: summaries, extra: extra, heads: heads))
        }
    }

    /// A shard member's entry: its page's, or the extra file's.
    static func searchEntryBytes(
        _ member: SearchMember, summaries: [DocsPageWriter.Summary], extra: [(address: String, entry: [UInt8])],
        heads: [String: DocHead]
    ) -> [UInt8] {
        switch member {
        case .page(let index): searchEntryBytes(summaries[index], heads: heads)
        case .extra(let index): extra[index].entry
        }
    }

    /// A shard's hash from its number and its entries' hashes in order: the same hash, the same file.
    static func searchShardHash(_ number: Int, entryHashes: [ContentHash]) -> ContentHash {
        var hash = ContentHash()
        hash.combine(UInt64(number))
        hash.combine(UInt64(entryHashes.count))
        for entry in entryHashes { hash.combine(entry.value) }
        return hash
    }

    /// A page's entry: the one made with the page, or made now, without its text, for a
    /// summary without one.
    static func searchEntryBytes(_ summary: DocsPageWriter.Summary, heads: [String: DocHead]) -> [UInt8] {
        let entry = summary.searchEntry
        return entry.isEmpty ? searchEntry(summary, text: "", head: heads[summary.location.key]) : entry
    }

    /// The script that gives the number of shards, which the site's search loads first.
    static let shardCountPath = "search-index.js"

    /// `search-index.js`'s bytes for an index of `shards` shards.
    static func shardCountScript(_ shards: Int) -> [UInt8] {
        Array("window.PF_SEARCH_SHARDS=\(shards);\n".utf8)
    }

    /// Shard `number`'s path.
    static func searchShardPath(_ number: Int) -> String { "search-index/\(number).js" }

    /// The sections of shard `number`'s script, for ``SplicedFile``: its opening, each entry (a
    /// JSON object) by address, with the comma before it but the first's in its bytes and so in
    /// its hash, and its close. The script sets its place in `window.PF_SEARCH_PARTS` to the
    /// array of the entries. An edit then makes one entry of a shard, and copies the rest.
    static func searchShardSections(
        _ number: Int, addresses: [String], entryHashes: [ContentHash]
    ) -> [SplicedFile.Section] {
        var sections = [SplicedFile.Section(key: "", hash: ContentHash(searchShardOpening(number)))]
        sections.reserveCapacity(addresses.count + 2)
        for (position, (address, entryHash)) in zip(addresses, entryHashes).enumerated() {
            var hash = entryHash
            hash.combine(position == 0 ? 0 : 1)
            sections.append(SplicedFile.Section(key: address, hash: hash))
        }
        // (A key like an address costs at most a copy: a section is copied only when its hash is the same.)
        sections.append(SplicedFile.Section(key: "]", hash: ContentHash(searchShardClose)))
        return sections
    }

    /// Appends the bytes of the section at `position` of a shard's `count` sections
    /// (``searchShardSections(_:addresses:entryHashes:)``); `entry` gives an entry's JSON.
    static func appendSearchShardSection(
        _ number: Int, position: Int, count: Int, entry: () -> [UInt8], to script: inout [UInt8]
    ) {
        if position == 0 {
            script += searchShardOpening(number)
            return
        }
        if position == count - 1 {
            script += searchShardClose
            return
        }
        if position > 1 { script.append(UInt8(ascii: ",")) }
        appendForScript(entry(), to: &script)
    }

    private static func searchShardOpening(_ number: Int) -> [UInt8] {
        Array("(window.PF_SEARCH_PARTS||(window.PF_SEARCH_PARTS=[]))[\(number)]=[".utf8)
    }

    private static let searchShardClose = Array("];\n".utf8)

    /// How many shards an index of `entries` entries has: a power of two, about 128 entries a
    /// shard or fewer. Only crossing a power of two moves pages between shards.
    static func searchShardCount(entries: Int) -> Int {
        var shards = 1
        while shards * 128 < entries { shards *= 2 }
        return shards
    }

    /// The files of an index of `shards` shards: the count, then each shard's script.
    static func searchIndexPaths(shards: Int) -> [String] {
        [shardCountPath] + (0..<shards).map(searchShardPath)
    }

    /// The shard of the entry at `address`: a hash of the address (FNV-1a), so a page stays in
    /// its shard when others are added or removed.
    static func searchShard(of address: String, shards: Int) -> Int {
        var hash = AddressHash()
        hash.add(address)
        return Int(hash.value % UInt64(shards))
    }

    /// ``searchShard(of:shards:)`` of a page's entry, whose address is its output's path
    /// (``RelativePath/keptRelative(_:)``): hashed a piece at a time, with no address made
    /// for each of a site's pages on every build.
    static func searchShard(ofPage page: DocLocation, shards: Int) -> Int {
        var hash = AddressHash()
        // The output's first segment has a `:` when its key's has (the suffix has none).
        if RelativePath.needsDotSlash(page.key) { hash.add("./") }
        hash.add(page.key)
        hash.add(DocLocation.outputSuffix)
        return Int(hash.value % UInt64(shards))
    }

    /// FNV-1a over an address's bytes, taken in as many pieces as it comes in.
    private struct AddressHash {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ piece: String) {
            // The bytes where they lie: a `String`'s view, walked a byte at a time, cost more
            // than the hash (a site's every page is hashed on every build).
            if piece.utf8.withContiguousStorageIfAvailable({ add($0) }) == nil {
                for byte in piece.utf8 { add(byte) }
            }
        }

        private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes { add(byte) }
        }

        private mutating func add(_ byte: UInt8) {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// One page's object in the search index, keys in sorted order (as JSONSerialization's
    /// `.sortedKeys` writes them); `text` is the page's visible text.
    static func searchEntry(_ summary: DocsPageWriter.Summary, text: String, head: DocHead?) -> [UInt8] {
        var writer = JSONWriter(capacity: text.utf8.count + 256)
        writer.beginObject()
        if let description = head?.description {
            writer.key("d")
            writer.string(description)
        }
        writer.key("h")
        writer.strings(summary.headings)
        if let keywords = head?.keywords, !keywords.isEmpty {
            writer.key("k")
            writer.strings(keywords)
        }
        writer.key("t")
        writer.string(head?.title ?? summary.location.key)
        writer.key("u")
        writer.string(RelativePath.keptRelative(summary.location.output))
        writer.key("x")
        writer.string(text)
        writer.endObject()
        return writer.bytes
    }

    /// The site-wide files an author may write for the site to publish instead of making its
    /// own, as Mintlify publishes a repository's own `llms.txt` and `llms-full.txt`.
    static let authorable: Set<String> = ["llms.txt", "llms-full.txt"]

    /// What makes ``llmsText(site:baseURL:)``'s bytes, without making them: the site key (the
    /// binary, through the templates' key, docs.json, the pages and their order, the address),
    /// then each page's title, description and whether it is hidden. The same key, the same file.
    static func llmsTextKey(site: DocsSite, siteKey: ContentHash) -> ContentHash {
        var key = siteKey
        // Each page by position, its head's fields read as they lie (a copy of a page or of
        // its head retains each of its strings), and the hidden ones looked up only if any.
        let hidden = site.navigation.hidden
        for index in site.pages.indices {
            let pageKey = site.pages[index].key
            key.combine(pageKey)
            if let title = site.heads[pageKey]?.title { key.combine(title) } else { key.combine("\u{0}") }
            if let description = site.heads[pageKey]?.description {
                key.combine(description)
                key.combine(1)
            } else {
                key.combine("\u{0}")
                key.combine(0)
            }
            key.combine(UInt64(!hidden.isEmpty && hidden.contains(pageKey) ? 1 : 0))
        }
        return key
    }

    /// `llms.txt` (llmstxt.org): the name, a summary, then a section per navigation group of
    /// links to the pages' Markdown twins with their descriptions.
    static func llmsText(site: DocsSite, baseURL: String?) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(site.pages.count * 160 + 1024)
        appendTitle(site.config.name, description: site.config.description, to: &text)
        var listed: Set<String> = []
        listed.reserveCapacity(site.pages.count)
        func link(_ key: String, into lines: inout [UInt8]) {
            guard let location = site.locationsByKey[key], let head = site.heads[key] else { return }
            listed.insert(key)
            lines += "- [".utf8
            appendMarkdownText(head.title, to: &lines)
            lines += "](".utf8
            lines += url(location.twin, baseURL: baseURL).utf8
            lines += ")".utf8
            if let description = head.description {
                lines += ": ".utf8
                appendMarkdownText(description, to: &lines)
            }
            lines.append(UInt8(ascii: "\n"))
        }
        // Hidden pages are left out, listed or not.
        listed.formUnion(site.navigation.hidden)
        for tab in site.config.tabs where !tab.hidden {
            for group in tab.groups where !group.hidden {
                let keys = pageKeys(group).compactMap { DocLocation.pageKey($0) { site.locationsByKey[$0] != nil } }
                // Keys listed before this group are left out; a key twice in it comes twice.
                let unlisted = keys.filter { !listed.contains($0) }
                var lines: [UInt8] = []
                for key in unlisted { link(key, into: &lines) }
                guard !lines.isEmpty else { continue }
                let title = [tab.name, group.name.isEmpty ? nil : group.name].compactMap { $0 }.joined(separator: " · ")
                text += "## ".utf8
                appendMarkdownText(title.isEmpty ? "Pages" : title, to: &text)
                text += "\n\n".utf8
                text += lines
                text.append(UInt8(ascii: "\n"))
            }
        }
        let rest = site.pages.map(\.key).filter { !listed.contains($0) }
        var lines: [UInt8] = []
        for key in rest { link(key, into: &lines) }
        if !lines.isEmpty {
            text += "## Optional\n\n".utf8
            text += lines
            text.append(UInt8(ascii: "\n"))
        }
        return text
    }

    /// One section of llms-full.txt: what ``llmsFullSections(site:summaries:)`` listed.
    struct LlmsFullSection {
        /// The page's key; empty for the head (the site's name and description).
        var key: String
        /// The page's position in the summaries; nil for the head.
        var page: Int?
        /// The hash of what makes the section's bytes: the same hash, the same bytes.
        var hash: ContentHash
    }

    /// The sections of llms-full.txt in order, the head first, without their bytes: a page's
    /// hash comes from its title, address, description and Markdown's hash, which a page
    /// reused from the previous build keeps, so an unchanged section is known without its text.
    static func llmsFullSections(site: DocsSite, summaries: [DocsPageWriter.Summary]) -> [LlmsFullSection] {
        var head: [UInt8] = []
        appendTitle(site.config.name, description: site.config.description, to: &head)
        var sections = [LlmsFullSection(key: "", page: nil, hash: ContentHash(head))]
        sections.reserveCapacity(site.navigation.order.count + 1)
        func append(_ key: String, page index: Int?) {
            guard let index, let head = site.heads[key] else { return }
            var hash = ContentHash()
            hash.combine(head.title)
            // The page's address is made from its key, which stands for it here unmade.
            hash.combine(key)
            if let description = head.description {
                hash.combine(1)
                hash.combine(description)
            } else {
                hash.combine(0)
            }
            hash.combine(summaries[index].markdownHash.value)
            sections.append(LlmsFullSection(key: key, page: index, hash: hash))
        }
        // The navigation's pages in its order, then the others that are not hidden. When each
        // summary is its page's (one each, in the pages' order, as a build makes them) and no
        // two pages share a key, a page is found by position: the navigation mostly lists pages
        // in the pages' order, so each key is first compared with the page after the previous
        // one's, and looked up only when it is not that page's. Lookups of thousands of keys
        // in tables of thousands cost an edit more than all the rest of this.
        let isAligned =
            summaries.count == site.pages.count && site.locationsByKey.count == site.pages.count
            && site.pages.indices.allSatisfy { site.pages[$0].key == summaries[$0].location.key }
        guard isAligned else {
            // Positions, not copies: a copy of a summary retains each of its strings and sets.
            var byKey: [String: Int] = [:]
            byKey.reserveCapacity(summaries.count)
            for index in summaries.indices { byKey[summaries[index].location.key] = index }
            let inNavigation = Set(site.navigation.order)
            for key in site.navigation.order { append(key, page: byKey[key]) }
            for page in site.pages where !inNavigation.contains(page.key) && !site.navigation.hidden.contains(page.key) {
                append(page.key, page: byKey[page.key])
            }
            return sections
        }
        var byKey: [String: Int]?
        var isInNavigation = [Bool](repeating: false, count: site.pages.count)
        var previous = -1
        for key in site.navigation.order {
            var index: Int? = previous + 1
            if previous + 1 >= site.pages.count || site.pages[previous + 1].key != key {
                if byKey == nil {
                    byKey = Dictionary(uniqueKeysWithValues: site.pages.indices.map { (site.pages[$0].key, $0) })
                }
                index = byKey?[key]
            }
            if let index {
                isInNavigation[index] = true
                previous = index
            }
            append(key, page: index)
        }
        for index in site.pages.indices where !isInNavigation[index] {
            let key = site.pages[index].key
            if !site.navigation.hidden.contains(key) { append(key, page: index) }
        }
        return sections
    }

    /// Appends the bytes of one section of llms-full.txt.
    static func appendLlmsFullSection(
        _ section: LlmsFullSection, site: DocsSite, summaries: [DocsPageWriter.Summary], to text: inout [UInt8]
    ) {
        guard let index = section.page, let head = site.heads[section.key] else {
            return appendTitle(site.config.name, description: site.config.description, to: &text)
        }
        // The summary's parts read in place: a copy of it retained every part.
        text += "---\n\n".utf8
        appendTitle(head.title, source: summaries[index].location.url, description: head.description, to: &text)
        text += summaries[index].markdown.utf8
        if text.last != UInt8(ascii: "\n") { text.append(UInt8(ascii: "\n")) }
        text.append(UInt8(ascii: "\n"))
    }

    /// `sitemap.xml` with absolute URLs under `baseURL`.
    static func sitemap(paths: [String], baseURL: String) -> [UInt8] {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths {
            xml += "  <url><loc>\(xmlEscape(url(path, baseURL: baseURL)))</loc></url>\n"
        }
        xml += "</urlset>\n"
        return Array(xml.utf8)
    }

    // MARK: - Helpers

    private static func pageKeys(_ group: DocsConfig.NavGroup) -> [String] {
        group.entries.flatMap { entry -> [String] in
            switch entry {
            case .page(let key, _): [key]
            case .group(let nested): nested.hidden ? [] : pageKeys(nested)
            case .link: []
            }
        }
    }

    private static func url(_ path: String, baseURL: String?) -> String {
        let encoded =
            needsNoEncoding(path)
            ? path
            : path.split(separator: "/").map {
                String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
            }
            .joined(separator: "/")
        guard var base = baseURL, !base.isEmpty else { return RelativePath.keptRelative(encoded) }
        if !base.hasSuffix("/") { base += "/" }
        return base + encoded
    }

    /// Text on one line: Markdown headings and list items cannot span lines.
    private static func oneLine(_ text: String) -> String {
        if isPlainLine(text) { return text }
        return text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingWhitespace
    }

    /// Text for a Markdown line: on one line, with the characters that would change what the
    /// line is escaped: `\\` (which would escape what follows), `[` and `]` (which would end a
    /// link's text early) and `<` (which would start raw HTML, such as a `<script>`).
    /// Appends `# title`, a `Source:` line when given, and the description as a quote: the
    /// head of `llms.txt`, of `llms-full.txt`, and of each page in `llms-full.txt`.
    private static func appendTitle(_ title: String, source: String? = nil, description: String?, to text: inout [UInt8]) {
        text += "# ".utf8
        appendMarkdownText(title, to: &text)
        text += "\n\n".utf8
        if let source {
            text += "Source: ".utf8
            text += source.utf8
            text += "\n\n".utf8
        }
        if let description {
            text += "> ".utf8
            appendMarkdownText(description, to: &text)
            text += "\n\n".utf8
        }
    }

    /// Appends ``markdownText(_:)`` of `text`; text on one line with no character to escape,
    /// nearly every title and description, is copied as it is without making a new `String`.
    private static func appendMarkdownText(_ text: String, to output: inout [UInt8]) {
        var text = text
        let copied = text.withUTF8 { bytes -> Bool in
            if let first = bytes.first, let last = bytes.last, isSpace(first) || isSpace(last) { return false }
            for byte in bytes {
                switch byte {
                case UInt8.lineFeed...UInt8.carriageReturn, 0x80...0xFF, UInt8(ascii: "\\"), UInt8(ascii: "["), UInt8(ascii: "]"),
                    UInt8(ascii: "<"):
                    return false
                default: continue
                }
            }
            output.append(contentsOf: bytes)
            return true
        }
        if !copied { output += markdownText(text).utf8 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == .space || (UInt8.tab...UInt8.carriageReturn).contains(byte) }

    private static func markdownText(_ text: String) -> String {
        let line = oneLine(text)
        let needsEscapes = line.utf8.contains {
            $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "<")
        }
        if !needsEscapes { return line }
        var escaped = ""
        for character in line {
            if character == "\\" || character == "[" || character == "]" || character == "<" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    // MARK: - Fast paths
    //
    // Every page's line in llms.txt went through Foundation's percent encoding and string
    // replacement, and Character-wise splitting and trimming (a tenth of a build, and all of it
    // on one core). The usual text needs none of that; these tests say when it is so.

    /// The bytes `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)` leaves alone.
    private static let pathAllowed: [Bool] = {
        var allowed = [Bool](repeating: false, count: 256)
        for byte in "!$&'()*+,-./0123456789=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~".utf8 {
            allowed[Int(byte)] = true
        }
        return allowed
    }()

    /// Whether `url(_:baseURL:)`'s encoding would give `path` back: no byte needs escaping and
    /// no segment is empty (splitting drops empty ones).
    private static func needsNoEncoding(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        for byte in path.utf8 {
            guard pathAllowed[Int(byte)], !(byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/")) else { return false }
            previous = byte
        }
        return previous != UInt8(ascii: "/")
    }

    /// Whether ``oneLine(_:)`` would give `text` back: ASCII (so characters are bytes), no line
    /// break, and no whitespace at either end.
    private static func isPlainLine(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last else { return true }
        guard !isSpace(first), !isSpace(last) else { return false }
        return !text.utf8.contains { $0 >= 0x80 || (UInt8.lineFeed...UInt8.carriageReturn).contains($0) }
    }

    static func xmlEscape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }

    /// Appends JSON made safe inside a `<script>`: `</script>` cannot appear in JSON text
    /// whose `<` is written `\u003c`, and the line separators that old JavaScript engines
    /// reject in strings are escaped.
    private static func appendForScript(_ json: [UInt8], to output: inout [UInt8]) {
        json.withUnsafeBufferPointer { json in
            // Most entries need nothing: copy them whole.
            // 0xE2 leads the UTF-8 of U+2028 and U+2029.
            guard ByteSearch.contains(UInt8(ascii: "<"), in: json) || ByteSearch.contains(0xE2, in: json)
            else { return output.append(contentsOf: json) }
            // Copy the runs between the bytes that need work in one go.
            var runStart = 0
            var index = 0
            while index < json.count {
                let byte = json[index]
                if byte == UInt8(ascii: "<") {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: json[runStart..<index]))
                    output.append(contentsOf: "\\u003c".utf8)
                    runStart = index + 1
                } else if byte == 0xE2, index + 2 < json.count, json[index + 1] == 0x80,
                    json[index + 2] == 0xA8 || json[index + 2] == 0xA9
                {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: json[runStart..<index]))
                    output.append(contentsOf: (json[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    index += 2
                    runStart = index + 1
                }
                index += 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: json[runStart...]))
        }
    }
}
