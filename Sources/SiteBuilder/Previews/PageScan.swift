/// What a page's own source gives the scan for docs screens (``DocsScreen/scan(_:read:)``):
/// the screens it draws and the files it imports, found in its bytes alone.
///
/// Kept in the build cache with the page, so that a page left unread because its file is
/// unchanged still brings its screens and imports to the scan, which reads the imported
/// files as they are now: a page that imports a snippet, as most pages of a real site do,
/// need not be read for a one-page edit elsewhere.
struct PageScan: Equatable, Sendable {
    var screens: [DocsScreen]
    var imports: [String]

    init(source: [UInt8]) {
        screens = DocsScreen.tags(in: source)
        imports = DocsScreen.imports(in: source)
    }

    init(screens: [DocsScreen], imports: [String]) {
        self.screens = screens
        self.imports = imports
    }
}
