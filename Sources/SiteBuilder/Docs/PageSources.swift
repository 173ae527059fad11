/// Every page's Markdown, read at the start of a build, each handed over once to be rendered.
///
/// Pages are read up front (their front matter names the navigation's titles), but a page's
/// source is not needed after it is rendered: taking it out lets a build of thousands of
/// pages free each one as it goes instead of holding them all to the end.
final class PageSources: @unchecked Sendable {
    private let bytes: Mutex<[String: [UInt8]]>

    init(_ bytes: [String: [UInt8]]) {
        self.bytes = Mutex(bytes)
    }

    /// The page's source, removed from the store; empty when there is none (or it was taken).
    func take(_ key: String) -> [UInt8] {
        bytes.withLock { $0.removeValue(forKey: key) } ?? []
    }
}
