import ByteTools

#if canImport(Glibc)
    import Glibc
#endif

/// What a page's template takes from the page's rendered body, and where that body lies in
/// the page's HTML file: kept in the page's cache record.
///
/// A change that every page's surroundings show but no page's body does (a page retitled
/// shows in every sidebar and two pagers; a template, around every body) then dresses each
/// unchanged page again around its body as the output holds it, instead of rendering its
/// Markdown again (``DocsPageWriter/redress(_:entry:previous:sidebar:output:)``). The body is
/// checked against its hash before it is used.
struct PageFrame: Sendable, Equatable {
    /// Where the body, its interface words translated, starts in the page's HTML file.
    var bodyOffset: Int
    var bodyCount: Int
    var bodyHash: ContentHash
    /// The headings of the page's table of contents (levels 2 and 3).
    var toc: [DocHeading]
    /// Whether the template shows the title: the body does not start with its own.
    var showsTitle: Bool
    var hasScreens: Bool
    var hasEndpoint: Bool
    var hasUtilities: Bool
    /// Whether formulas were typeset at build time, or are left for the browser to typeset.
    var mathIsTypeset: Bool
    var mathIsLeftToBrowser: Bool
    /// The table of words the body was written in (``InterfaceStrings/tableKey(for:)``): the
    /// page's language's, which the navigation sets. A page whose language reads another
    /// table now renders again; the others are dressed again as they were.
    var words: String

    /// The frame of a page rendered from `rendered` in the words of `words`, whose body
    /// (translated) is `body`, not yet placed in the page's file (see ``place(in:)``).
    init(rendered: RenderedDoc, body: [UInt8], words: String, mathIsTypeset: Bool, mathIsLeftToBrowser: Bool) {
        bodyOffset = -1
        bodyCount = body.count
        bodyHash = ContentHash(body)
        toc = rendered.headings.filter { $0.level == 2 || $0.level == 3 }
        showsTitle = rendered.headings.first?.level != 1
        hasScreens = rendered.hasScreens
        hasEndpoint = rendered.hasEndpoint
        hasUtilities = !rendered.utilityClasses.isEmpty
        self.mathIsTypeset = mathIsTypeset
        self.mathIsLeftToBrowser = mathIsLeftToBrowser
        self.words = words
    }

    /// Finds where `html`, the page's file, holds `body` (the frame's); `false` when it does
    /// not (a template that leaves the body out), and the page cannot be dressed again.
    mutating func place(_ body: [UInt8], in html: [UInt8]) -> Bool {
        if body.isEmpty {
            bodyOffset = 0
            return true
        }
        // Found by its first bytes, then compared whole: libc's search for a pattern of
        // kilobytes took as long as rendering the page's template.
        let found = html.withUnsafeBufferPointer { html in
            body.withUnsafeBufferPointer { body -> Int? in
                let start = UnsafeBufferPointer(rebasing: body[..<min(body.count, 32)])
                var from = 0
                while let candidate = ByteSearch.find(start, in: html, from: from) {
                    guard candidate <= html.count - body.count else { return nil }
                    if memcmp(html.baseAddress! + candidate, body.baseAddress!, body.count) == 0 { return candidate }
                    from = candidate + 1
                }
                return nil
            }
        }
        bodyOffset = found ?? -1
        return found != nil
    }

    /// The body as `html`, the page's file, holds it; nil when the file no longer does.
    func body(in html: [UInt8]) -> [UInt8]? {
        guard bodyOffset >= 0, bodyCount >= 0, bodyOffset <= html.count - bodyCount else { return nil }
        let body = Array(html[bodyOffset..<bodyOffset + bodyCount])
        return ContentHash(body) == bodyHash ? body : nil
    }

    // MARK: - In the cache

    /// The frame as its cache record stores it.
    var encoded: [UInt8] {
        var writer = CacheWriter(capacity: 64 + toc.count * 48)
        writer.int(bodyOffset)
        writer.int(bodyCount)
        writer.hash(bodyHash)
        writer.int(toc.count)
        for heading in toc {
            writer.int(heading.level)
            writer.string(heading.text)
            writer.string(heading.id)
        }
        let flags = [showsTitle, hasScreens, hasEndpoint, hasUtilities, mathIsTypeset, mathIsLeftToBrowser]
        writer.int(flags.enumerated().reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) })
        writer.string(words)
        return writer.bytes
    }

    /// The frame a cache record stored; nil when the record is not one.
    init?(record: ArraySlice<UInt8>) {
        var reader = CacheReader(record)
        do throws(CacheReader.Corrupt) {
            bodyOffset = try reader.int()
            bodyCount = try reader.int()
            bodyHash = try reader.hash()
            let count = try reader.int()
            guard count >= 0, count <= reader.remaining else { return nil }
            toc = []
            toc.reserveCapacity(count)
            for _ in 0..<count {
                toc.append(DocHeading(level: try reader.int(), text: try reader.string(), id: try reader.string()))
            }
            let flags = try reader.int()
            words = try reader.string()
            guard reader.isAtEnd else { return nil }
            showsTitle = flags & 1 != 0
            hasScreens = flags & 2 != 0
            hasEndpoint = flags & 4 != 0
            hasUtilities = flags & 8 != 0
            mathIsTypeset = flags & 16 != 0
            mathIsLeftToBrowser = flags & 32 != 0
        } catch {
            return nil
        }
    }
}
