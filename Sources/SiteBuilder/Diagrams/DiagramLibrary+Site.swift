import Foundation

extension DiagramLibrary {
    /// Where drawings are kept between builds, beside the build cache.
    static let cacheFolder = ".preflight-cache/diagrams"

    /// The site's library with every diagram its pages hold already drawn (in one run);
    /// `keepsDrawings` false (`--no-cache`) neither reads nor writes drawings on disk.
    static func prepared(for site: DocsSite, keepsDrawings: Bool) -> DiagramLibrary {
        let library = DiagramLibrary(cacheFolder: keepsDrawings ? cacheFolder : nil)
        let sources = site.sources.collect(DiagramSources.scan)
        if !sources.isEmpty { library.prepare(sources) }
        return library
    }
}
