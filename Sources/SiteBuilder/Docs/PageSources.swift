import Diagnostics
import Dispatch
import Locking

/// Every page's Markdown, read at the start of a build, each handed over once to be rendered.
///
/// Pages are read up front (their front matter names the navigation's titles), but a page's
/// source is not needed after it is rendered: taking it out lets a build of thousands of
/// pages free each one as it goes instead of holding them all to the end.
///
/// A page the previous build read, whose file's stamp shows it unchanged, is not read at all:
/// its front matter and hash come from the build cache (``Known``), and its source is read
/// only should it have to render again.
final class PageSources: @unchecked Sendable {
    /// What the previous build knew of an unchanged page's file.
    struct Known: Sendable {
        /// The file's path in the docs folder.
        var source: String
        var hash: ContentHash
        /// What its source gave the scan for docs screens, when the previous build kept it.
        var scan: PageScan? = nil
    }

    /// The docs folder, which the unread pages' files are in.
    private let folder: String

    private let bytes: Locked<[String: [UInt8]]>
    /// The keys of the pages read, in order: what ``collect(_:)`` walks, sorted once.
    private let readKeys: [String]
    /// Pages left unread, by key.
    let known: [String: Known]
    /// The stamps of the pages' files, taken before they were read, by key: only those that
    /// had stood still long enough to be trusted next time (see ``FileStamp/isSettled(now:)``).
    let stamps: [String: FileStamp]
    /// Each page file's front matter as written (before docs.json's variables), by key.
    let writtenHeads: [String: DocHead]
    /// The scans for docs screens of the pages read, by key, until each page's cache entry
    /// takes its own (``takeScan(_:)``).
    private let scans = Locked<[String: PageScan]>([:])

    init(
        _ bytes: [String: [UInt8]], folder: String, known: [String: Known] = [:], stamps: [String: FileStamp] = [:],
        writtenHeads: [String: DocHead] = [:]
    ) {
        self.bytes = Locked(bytes)
        self.folder = folder
        readKeys = bytes.keys.sorted()
        self.known = known
        self.stamps = stamps
        self.writtenHeads = writtenHeads
    }

    /// The page's source, removed from the store. Each page's is taken once, by the build
    /// that renders it; taking one twice is a mistake that would render an empty page. An
    /// unread page's file is read now.
    ///
    /// - Throws: the file's read error, for an unread page whose file went away meanwhile.
    func take(_ key: String) throws(Diagnostic) -> [UInt8] {
        if let source = bytes.withLock({ $0.removeValue(forKey: key) }) { return source }
        if let known = known[key] { return try FileReader.read("\(folder)/\(known.source)") }
        assertionFailure("the source of \(key) was taken twice or never read")
        return []
    }

    /// Every page read and not yet taken, scanned for docs screens (``DocsScreen/scan(_:read:)``)
    /// on every core, in key order. Each scan is kept until its page's cache entry takes it
    /// (``takeScan(_:)``): scanning each page again as it rendered was a second pass over
    /// every page's bytes.
    func pageScans() -> [PageScan] {
        let scanned = eachPage { source in PageScan(source: source) }
        scans.withLock { scans in
            for (key, scan) in scanned { scans[key] = scan }
        }
        return scanned.map(\.value)
    }

    /// The scan ``pageScans()`` made of the page's source, removed from the store; nil when
    /// the page was not scanned.
    func takeScan(_ key: String) -> PageScan? {
        scans.withLock { $0.removeValue(forKey: key) }
    }

    /// What `find` gives for every page read and not yet taken, in key order, leaving them in
    /// place: a scan before rendering (the diagrams to draw in one go).
    func collect<T: Sendable>(_ find: @Sendable ([UInt8]) -> [T]) -> [T] {
        eachPage(find).flatMap(\.value)
    }

    /// What `find` gives for each page read and not yet taken, by key, in key order.
    ///
    /// The pages are scanned on every core: the scans come before any page renders, when
    /// nothing else can run.
    private func eachPage<T: Sendable>(_ find: @Sendable ([UInt8]) -> T) -> [(key: String, value: T)] {
        let pages = bytes.withLock { pages in readKeys.compactMap { key in pages[key].map { (key, $0) } } }
        let found = Locked<[T?]>(Array(repeating: nil, count: pages.count))
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let value = find(pages[index].1)
            found.withLock { $0[index] = value }
        }
        return zip(pages, found.withLock { $0 }).map { page, value in (page.0, value!) }
    }
}
