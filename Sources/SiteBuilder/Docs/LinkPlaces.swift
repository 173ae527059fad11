import Diagnostics

/// Where each href of a page is first written (the page, or a snippet it uses): the place every
/// problem with it is reported at.
///
/// A page has a few links, and a place is asked for only where one is reported or an anchor is
/// linked, so they are looked through in order; a page with many gets a table, made when it
/// is first asked. (A table for every page hashed each href twice.)
struct LinkPlaces {
    typealias Place = (file: String?, position: SourcePosition)

    private let links: [(href: String, file: String?, position: SourcePosition)]
    private var table: [String: Place]?
    /// Up to how many links a look through them beats hashing.
    private static let scanLimit = 32

    init(_ links: [(href: String, file: String?, position: SourcePosition)]) {
        self.links = links
    }

    /// The place `href` is first written at; nil when the page's own links do not hold it.
    mutating func first(_ href: String) -> Place? {
        if links.count <= Self.scanLimit {
            guard let link = links.first(where: { $0.href == href }) else { return nil }
            return (link.file, link.position)
        }
        if table == nil {
            var made: [String: Place] = [:]
            for link in links where made[link.href] == nil { made[link.href] = (link.file, link.position) }
            table = made
        }
        return table?[href]
    }
}
