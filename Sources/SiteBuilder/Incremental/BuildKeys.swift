import BuiltInTemplates
import Foundation
import Locking

/// The hashes that decide what a build may reuse from the previous one.
enum BuildKeys {
    /// The running binary (size and modification time): a new Preflight renders everything anew.
    static let binary: ContentHash = {
        var hash = ContentHash()
        hash.combine(UInt64(BuildCache.format))
        if let (size, modified) = executableStamp() {
            hash.combine(UInt64(bitPattern: size))
            hash.combine(UInt64(bitPattern: Int64(modified * 1000)))
        }
        return hash
    }()

    /// The running executable's size and modification time (seconds since 1970).
    ///
    /// On Linux a `stat` of `/proc/self/exe`: `Bundle.main` would list the executable's whole
    /// folder first, a build folder's thousands of files on every run.
    private static func executableStamp() -> (size: Int64, modified: Double)? {
        #if os(Linux)
            var info = stat()
            guard stat("/proc/self/exe", &info) == 0 else { return nil }
            return (Int64(info.st_size), Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        #else
            guard let path = Bundle.main.executablePath, let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            else { return nil }
            return (
                (attributes[.size] as? NSNumber)?.int64Value ?? 0,
                (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            )
        #endif
    }

    /// Every template and asset, from the folder in use or the built-in set.
    static func templates(folder: String?) -> ContentHash {
        var hash = binary
        let path = folder ?? "templates"
        if FileReader.isDirectory(path) {
            combineFiles(under: path, into: &hash)
        } else {
            for (name, text) in BuiltInTemplates.files.sorted(by: { $0.key < $1.key }) {
                hash.combine(name)
                hash.combine(text)
            }
        }
        return hash
    }

    /// What every preview page depends on besides its own catalog and state: the templates,
    /// the site's name and address, the reviews, and `config`, the hash of docs.json and its
    /// `$ref` files as the docs read them (``DocsConfig/sourceHash``), for the previews wear
    /// docs.json's settings (logo, navbar, footer, colours).
    static func previewsShared(
        templates: ContentHash, content: String, siteName: String, baseURL: String?, config: ContentHash
    ) -> ContentHash {
        var hash = templates
        hash.combine(siteName)
        // Their site header carries the analytics tags and og:image, which depend on the address.
        hash.combine(baseURL ?? "")
        combineFiles(under: "\(content)/reviews", into: &hash)
        hash.combine(config.value)
        return hash
    }

    /// Everything the previews, reviews and their index depend on: `shared`
    /// (``previewsShared(templates:content:siteName:baseURL:config:)``) and every catalog and
    /// state file, by the hashes the build took as it read them (``SiteContent/hashes``): the
    /// files the previews are made from, neither listed nor read again.
    static func previews(shared: ContentHash, files: [String: ContentHash]) -> ContentHash {
        var hash = shared
        for (file, fileHash) in files.sorted(by: { $0.key < $1.key }) {
            hash.combine(file)
            hash.combine(fileHash.value)
        }
        return hash
    }

    /// The keys of the docs' pages (``docs(templates:site:navigation:siteName:otherFiles:baseURL:)``).
    struct DocsKeys: Sendable {
        /// Everything every docs page depends on besides its own source and dependencies, but
        /// for `files`.
        var site: ContentHash
        /// All of that but what only the pages' surroundings show (the templates, the
        /// navigation's entries, the site's name, colours, logo, navbar, footer…): what a
        /// page's body depends on besides its own inputs and the pages and files its links
        /// can reach. Pages kept from a build with the same one are dressed again around their
        /// bodies (``PageFrame``) rather than rendered, if `links` is the same too or their
        /// own links resolve as they did (``LinkOutcomes``).
        var bodies: ContentHash
        /// What links can reach: the pages there are, the other files, and the page a link
        /// to a folder leads to (``NavigationBodies/folders``).
        var links: ContentHash
        /// Of those, what nothing but links reads: the folders' first pages, the pages there
        /// are, and the static files but the docs' own stylesheets and scripts (which every
        /// page loads). A page's surroundings show the pages the navigation names, which
        /// `site` holds, and those the sidebar's site paths lead to, where `site` holds each
        /// one's page. `site` leaves these out, so that after an image or a page outside the
        /// navigation is added or removed, each page whose links resolve as they did is kept
        /// as it is, neither rendered nor dressed again.
        var files: ContentHash
    }

    /// Everything every docs page depends on besides its own source and dependencies: the
    /// navigation with what its pages' entries show (their titles, tags, links and API methods:
    /// every sidebar and pager shows them), where the sidebar's site paths lead, the other
    /// files, and the base URL; the pages there are and the static files only links read
    /// apart (``DocsKeys/files``).
    static func docs(
        templates: ContentHash, site: DocsSite, navigation: NavigationBodies, siteName: String, otherFiles: Set<String>,
        baseURL: String? = nil
    ) -> DocsKeys {
        // The binary renders the bodies; the templates only dress them (no body reads one),
        // and come below.
        var hash = binary
        // The analytics tags, og:image and contextual links depend on the address.
        hash.combine(baseURL ?? "")
        // docs.json and its `$ref` files, as they were parsed, but for the settings only the
        // pages' surroundings show (their name, colours, logo, navbar, navigation…), which
        // come below; of the navigation, what bodies read of it.
        hash.combine(site.config.bodiesHash.value)
        hash.combine(navigation.value.value)
        let bodies = hash
        // What links can reach: the folders' first pages, the pages, the static files in the
        // walk's order (by their paths' bytes: sorting them again, with the others, by the
        // strings' order, was most of this key on a site of images), and the other files.
        // The site key holds all that links reach but `files`, which only links read.
        var files = ContentHash()
        files.combine(navigation.folders.value)
        for page in site.pages { files.combine(page.source) }
        var shown = ContentHash()
        for file in site.staticFiles {
            if SiteChrome.showsStaticFile(file) { shown.combine(file) } else { files.combine(file) }
        }
        for file in otherFiles.sorted() { shown.combine(file) }
        var links = files
        links.combine(shown.value)
        hash.combine(shown.value)
        hash.combine(templates.value)
        // A setting written in docs.json or a file it names (a logo, a footer) shows on every page.
        hash.combine(siteName)
        hash.combine(site.config.sourceHash.value)
        // Where a site path of the sidebar leads: to any page there is, whose set the site key
        // otherwise leaves to `files` (a global anchor's `/changelog` leads to a page added
        // outside the navigation).
        func combineSitePath(_ path: String) {
            guard path.hasPrefix("/"), !path.hasPrefix("//") else { return }
            hash.combine(SidebarRenderer.page(atSitePath: String(path.dropFirst()), in: site.locationsByKey)?.output ?? "\u{0}")
        }
        // The navigation's pages in order, each with what its entries show (its `url` among
        // them, and where that leads), and the hidden pages.
        for key in site.navigation.order {
            hash.combine(key)
            hash.combine(site.sidebarTitles[key] ?? "")
            let head = site.heads[key]
            for name in SidebarRenderer.entryFields {
                // A field unset differs from one set empty.
                guard let value = head?.extra[name] else {
                    hash.combine("\u{0}")
                    continue
                }
                hash.combine("=" + value)
                if name == SidebarRenderer.urlField { combineSitePath(value) }
            }
        }
        for key in site.navigation.hidden.sorted() { hash.combine(key) }
        // (The paths themselves are docs.json's, which the site key holds.)
        for path in SidebarRenderer.linkedPaths(config: site.config) { combineSitePath(path) }
        return DocsKeys(site: hash, bodies: bodies, links: links, files: files)
    }

    private static func combineFiles(under folder: String, into hash: inout ContentHash) {
        for file in FileReader.files(under: folder, extensions: nil) {
            hash.combine(file)
            hash.combine(((try? FileStreams.hash(file)) ?? ContentHash()).value)
        }
    }
}

/// The previous build, as far as this one may reuse it.
struct PreviousBuild: Sendable {
    let cache: BuildCache
    /// The output folder the previous build left, whose files are linked rather than rendered.
    let folder: String
    private let hashes = Locked<[String: ContentHash]>([:])

    init(cache: BuildCache, folder: String) {
        self.cache = cache
        self.folder = folder
    }

    /// Whether the files a page read still hash as they did.
    func unchanged(_ dependencies: [(path: String, hash: ContentHash)]) -> Bool {
        dependencies.allSatisfy { hash(of: $0.path) == $0.hash }
    }

    /// A file's current hash, read once per build.
    func hash(of path: String) -> ContentHash {
        if let known = hashes.withLock({ $0[path] }) { return known }
        let hash = ContentHash((try? FileReader.read(path)) ?? [])
        hashes.withLock { $0[path] = hash }
        return hash
    }
}
