import Locking

/// Every page's Markdown, read at the start of a build, each handed over once to be rendered.
///
/// Pages are read up front (their front matter names the navigation's titles), but a page's
/// source is not needed after it is rendered: taking it out lets a build of thousands of
/// pages free each one as it goes instead of holding them all to the end.
final class PageSources: @unchecked Sendable {
    private let bytes: Locked<[String: [UInt8]]>

    init(_ bytes: [String: [UInt8]]) {
        self.bytes = Locked(bytes)
    }

    /// The page's source, removed from the store. Each page's is taken once, by the build
    /// that renders it; taking one twice is a mistake that would render an empty page.
    func take(_ key: String) -> [UInt8] {
        let source = bytes.withLock { $0.removeValue(forKey: key) }
        assert(source != nil, "the source of \(key) was taken twice or never read")
        return source ?? []
    }

    /// What `find` gives for every page not yet taken, in key order, leaving them in place:
    /// a scan before rendering (the diagrams to draw in one go).
    func collect<T>(_ find: ([UInt8]) -> [T]) -> [T] {
        bytes.withLock { pages in pages.keys.sorted().flatMap { find(pages[$0]!) } }
    }
}
