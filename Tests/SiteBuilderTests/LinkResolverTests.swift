import Testing

@testable import SiteBuilder

@Suite("Link resolution")
struct LinkResolverTests {
    private static let sources = [
        "index.md", "guides/setup.md", "guides/index.md", "guides/deep/inner.mdx", "reference/api.md", "top.md", "caf\u{E9}.md",
    ]
    private static func resolver(_ sources: [String]) -> LinkResolver {
        LinkResolver(
            pages: Dictionary(uniqueKeysWithValues: sources.map { DocLocation(source: $0) }.map { ($0.key, $0) }),
            files: ["assets/logo.png", "previews/screen/index.html", "previews/screen", "index.html"])
    }
    private static let resolver = resolver(sources)
    /// Without the one key that is not ASCII, where a miss on bytes is final.
    private static let asciiResolver = resolver(sources.filter { $0.utf8.allSatisfy { $0 < 0x80 } })

    private static func origin(_ source: String) -> LinkResolver.Origin { LinkResolver.Origin(DocLocation(source: source)) }

    /// Hrefs of every shape the byte route takes or hands on.
    private static let hrefs = [
        // Root-relative, with and without extension, anchor, query, trailing slash.
        "/guides/setup", "/guides/setup#install", "/guides/setup.md#install", "/guides/setup.html", "/guides/setup.mdx",
        "/guides/setup?tab=ios#install", "/guides/setup?tab=ios", "/guides/setup#", "/guides/setup?#", "/guides/", "/guides",
        "/guides/index", "/guides/index.md", "/guides/setup/", "/guides/deep/inner", "/guides/deep/inner.mdx#x", "/", "/index",
        "/index.md", "/.md", "/top", "/top/", "/reference/api#send-a-message",
        // Relative, with `.` and `..`, and climbing above the root.
        "setup", "setup.md", "./setup#install", "../reference/api.md", "../../top", "../../../top", "deep/../setup",
        "deep/./inner",
        "..", "../", ".", "./", "deep//inner", "/guides//setup", "guides/../../x",
        // Only a fragment or a query.
        "#install", "#", "?q=1", "?q=1#frag", "#caf%C3%A9", "#a%20b", "#bad%zz",
        // Whitespace around, and inside.
        "  /guides/setup  ", "\t#install\n", "\r\n/top\r\n", " ", "", "/guides/set up",
        // External.
        "https://example.com/x", "HTTP://example.com", "mailto:a@b.c", "tel:+1", "//cdn.example.com/x.js", "a+b-c.d:rest",
        "1http://x",
        "/path:with-colon", "c:", ":nothing",
        // Other output files.
        "/assets/logo.png", "../assets/logo.png?v=2#top", "/previews/screen", "/previews/screen/", "/previews/screen/index.html",
        "/index.html", "/missing.png", "/missing", "missing#x",
        // Percent escapes and non-ASCII, which the character route resolves.
        "/guides/set%75p", "/caf%C3%A9", "/caf\u{E9}#x", "/caf\u{65}\u{301}", "/guides/%2E%2E/top", "%2Fguides%2Fsetup",
        "/bad%zz",
    ]

    @Test("The byte route gives what the character route gives, for every href it takes")
    func bytesAgreeWithCharacters() {
        for resolver in [Self.resolver, Self.asciiResolver] {
            for source in Self.sources {
                let origin = Self.origin(source)
                for href in Self.hrefs {
                    if let fast = resolver.resolveOnBytes(href, from: origin) {
                        #expect(fast == resolver.resolveOnCharacters(href, from: origin.page), "\(href) from \(source)")
                    }
                }
            }
        }
    }

    @Test("The byte route takes the common hrefs, and leaves percent escapes and non-ASCII text")
    func byteRouteCoverage() {
        let origin = Self.origin("guides/setup.md")
        for href in [
            "/guides/setup#install", "../reference/api.md", "#install", "https://example.com", "/assets/logo.png", "/missing",
            "../../x",
        ] {
            #expect(Self.asciiResolver.resolveOnBytes(href, from: origin) != nil, "\(href)")
        }
        for href in ["/guides/set%75p", "/caf\u{E9}", "#caf\u{E9}"] {
            #expect(Self.asciiResolver.resolveOnBytes(href, from: origin) == nil, "\(href)")
        }
        // With a key that is not ASCII, only hits are settled on bytes.
        #expect(Self.resolver.resolveOnBytes("/guides/setup", from: origin) != nil)
        #expect(Self.resolver.resolveOnBytes("/missing", from: origin) == nil)
    }

    @Test("Links resolve to relative hrefs with their query and anchor")
    func resolutions() {
        let origin = Self.origin("guides/setup.md")
        func resolve(_ href: String) -> LinkResolver.Resolution { Self.resolver.resolve(href, from: origin) }
        #expect(
            resolve("/reference/api#send")
                == .found(href: "../reference/api.html#send", anchor: .init(page: "reference/api", id: "send")))
        #expect(resolve("deep/inner.mdx?x=1#") == .found(href: "deep/inner.html?x=1#", anchor: nil))
        #expect(resolve("/guides/") == .found(href: "index.html", anchor: nil))
        // A page's own path with a slash is the page when no folder index has it (as hosts serve it).
        #expect(resolve("/top/#x") == .found(href: "../top.html#x", anchor: .init(page: "top", id: "x")))
        #expect(resolve("/missing/") == .brokenLink)
        #expect(resolve("/") == .found(href: "../index.html", anchor: nil))
        #expect(resolve("  #a%20b ") == .found(href: "#a%20b", anchor: .init(page: "guides/setup", id: "a b")))
        #expect(resolve("../assets/logo.png?v=2#top") == .found(href: "../assets/logo.png?v=2#top", anchor: nil))
        #expect(resolve("/previews/screen/") == .found(href: "../previews/screen", anchor: nil))
        #expect(resolve("../../top") == .brokenLink)
        #expect(resolve("/caf%C3%A9#x") == .found(href: "../caf\u{E9}.html#x", anchor: .init(page: "caf\u{E9}", id: "x")))
        #expect(resolve("//cdn.example.com") == .external)
        #expect(resolve(" ") == .external)
    }

    @Test("An anchor that begins with U+FE0F, left by an emoji heading, is split from its page")
    func variationSelectorAfterTheHash() {
        // `#` and U+FE0F are one Character, so splitting on the Character "#" finds no hash.
        let origin = Self.origin("guides/setup.md")
        #expect(
            Self.resolver.resolve("#\u{FE0F}-how-it-works", from: origin)
                == .found(href: "#\u{FE0F}-how-it-works", anchor: .init(page: "guides/setup", id: "\u{FE0F}-how-it-works")))
        #expect(
            Self.resolver.resolve("/top#\u{FE0F}-how-it-works-1", from: origin)
                == .found(href: "../top.html#\u{FE0F}-how-it-works-1", anchor: .init(page: "top", id: "\u{FE0F}-how-it-works-1")))
        #expect(SiteChrome.href("/top#\u{FE0F}-x", root: "../") == "../top.html#\u{FE0F}-x")
    }

    @Test("A docs.json address gets .html when its last segment has no dot, whatever the folders' names hold")
    func addressExtension() {
        #expect(SiteChrome.href("/guides/setup", root: "../") == "../guides/setup.html")
        #expect(SiteChrome.href("v1.2/setup#x", root: "") == "v1.2/setup.html#x")
        #expect(SiteChrome.href("/files/sheet.pdf", root: "") == "files/sheet.pdf")
        #expect(SiteChrome.href("logo", root: "./") == "./logo.html")
        #expect(SiteChrome.href("a//b.c", root: "") == "a//b.c")
        #expect(SiteChrome.href("./é.d/é", root: "") == "é.d/é.html")
    }

    @Test("A folder with no page of its own leads to its first page in navigation order, as Mintlify redirects it")
    func folderLinks() {
        let sources = ["home.md", "sdk/web/setup.md", "sdk/web/install.md", "sdk/go/intro.md", "guides/index.md", "guides/a.md"]
        let pages = Dictionary(uniqueKeysWithValues: sources.map { DocLocation(source: $0) }.map { ($0.key, $0) })
        // Reading order puts install before setup; guides has an index page of its own.
        let folders = LinkResolver.folders(
            order: ["home", "sdk/web/install", "sdk/web/setup", "sdk/go/intro", "guides/index", "guides/a"], pages: pages)
        #expect(
            folders.mapValues(\.key) == [
                "": "home", "sdk": "sdk/web/install", "sdk/web": "sdk/web/install", "sdk/go": "sdk/go/intro",
            ])
        let resolver = LinkResolver(pages: pages, files: ["assets/x.png"], folders: folders)
        let origin = Self.origin("sdk/go/intro.md")
        #expect(resolver.resolve("/sdk/web", from: origin) == .found(href: "../web/install.html", anchor: nil))
        #expect(
            resolver.resolve("/sdk/web/#setup", from: origin)
                == .found(href: "../web/install.html#setup", anchor: .init(page: "sdk/web/install", id: "setup")))
        #expect(resolver.resolve("..", from: origin) == .found(href: "../web/install.html", anchor: nil))
        #expect(resolver.resolve("/", from: origin) == .found(href: "../../home.html", anchor: nil))
        #expect(resolver.resolve("/guides", from: origin) == .found(href: "../../guides/index.html", anchor: nil))
        #expect(resolver.resolve("/sdk/rust", from: origin) == .brokenLink)
        // Without folders, a miss on bytes stays final.
        #expect(LinkResolver(pages: pages, files: []).resolve("/sdk/web", from: origin) == .brokenLink)
    }

    @Test("A page key that is not ASCII leaves byte misses to the character route")
    func nonASCIIKeys() {
        // U+212A KELVIN SIGN is canonically equivalent to `K`, so `String` keys find it from `/K`.
        let kelvin = DocLocation(source: "\u{212A}.md")
        let resolver = LinkResolver(pages: [kelvin.key: kelvin], files: [])
        let origin = LinkResolver.Origin(DocLocation(source: "index.md"))
        #expect(resolver.resolveOnBytes("/K", from: origin) == nil)
        #expect(resolver.resolve("/K", from: origin) == .found(href: "\u{212A}.html", anchor: nil))
    }

    @Test("The page table finds every key by its bytes, and only those")
    func pageTable() {
        let pages = (0..<300).map { DocLocation(source: "section-\($0 % 7)/page-\($0).md") }
        let table = PageTable(Dictionary(uniqueKeysWithValues: pages.map { ($0.key, $0) }))
        for page in pages {
            let found = Array(page.key.utf8).withUnsafeBufferPointer { table.page(forKey: $0) }
            #expect(found.map(table.location) == page)
            #expect(found.map { table.withOutput(of: $0) { String(decoding: $0, as: UTF8.self) } } == page.output)
        }
        for missing in ["", "section-0", "section-0/page-", "section-0/page-7x", "section-1/page-0"] {
            #expect(Array(missing.utf8).withUnsafeBufferPointer { table.page(forKey: $0) } == nil, "\(missing)")
        }
        #expect(table.isMissFinal)
    }

    @Test("Relative paths on bytes match the general ones")
    func relativePaths() {
        let paths = [
            "a.html", "a/b.html", "a/b/c.html", "a/c/d.html", "ab/c.html", "x/y/z/w.html", "/a.html", "a//b.html", "a/", "",
        ]
        for from in paths {
            for to in paths {
                let general = RelativePath.between(from: from, to: to)
                let bytes = Array(from.utf8).withUnsafeBufferPointer { from in
                    Array(to.utf8).withUnsafeBufferPointer { to in
                        Array("?q#x".utf8).withUnsafeBufferPointer { RelativePath.between(from: from, to: to, suffix: $0) }
                    }
                }
                if let bytes { #expect(bytes == general + "?q#x", "\(from) → \(to)") }
            }
        }
        #expect(RelativePath.normalize("a/./b/../c//d/") == "a/c/d")
        #expect(RelativePath.normalize("a/../..") == nil)
        #expect(RelativePath.normalize("") == "")
    }
}

@Suite("Link resolution through docs.json redirects")
struct LinkResolverRedirectTests {
    private static let pages = Dictionary(
        uniqueKeysWithValues: ["index.md", "guides/setup.md", "api/intro.md", "api/send.md", "sdk/web/install.md"].map {
            DocLocation(source: $0)
        }.map { ($0.key, $0) })

    private static func resolver(_ pairs: [(String, String)]) -> LinkResolver {
        LinkResolver(
            pages: pages, files: ["assets/logo.png"],
            folders: LinkResolver.folders(
                order: ["index", "guides/setup", "api/intro", "api/send", "sdk/web/install"], pages: pages),
            redirects: RedirectRules(pairs.map { DocsSettings.Redirect(source: $0.0, destination: $0.1, permanent: true) }))
    }

    private static let origin = LinkResolver.Origin(DocLocation(source: "guides/setup.md"))

    @Test("A link to a redirect's source leads where the redirect does, its wildcard filled in")
    func followed() {
        let resolver = Self.resolver([
            ("/old/setup", "/guides/setup"), ("/api-reference/*", "/api/*"), ("/v1/:slug*", "/sdk/:slug*"),
            ("/logo", "/assets/logo.png"), ("/blog", "https://blog.example.com/"), ("/moved", "/guides/setup#install"),
        ])
        #expect(resolver.resolve("/old/setup", from: Self.origin) == .found(href: "setup.html", anchor: nil))
        #expect(
            resolver.resolve("../old/setup/#step", from: Self.origin)
                == .found(href: "setup.html#step", anchor: .init(page: "guides/setup", id: "step")))
        #expect(
            resolver.resolve("/api-reference/send?x=1#body", from: Self.origin)
                == .found(href: "../api/send.html?x=1#body", anchor: .init(page: "api/send", id: "body")))
        // The wildcard's empty rest leads to a folder, and so to its first page.
        #expect(resolver.resolve("/api-reference", from: Self.origin) == .found(href: "../api/intro.html", anchor: nil))
        #expect(resolver.resolve("/v1/web/install", from: Self.origin) == .found(href: "../sdk/web/install.html", anchor: nil))
        #expect(resolver.resolve("/logo", from: Self.origin) == .found(href: "../assets/logo.png", anchor: nil))
        #expect(resolver.resolve("/blog", from: Self.origin) == .found(href: "https://blog.example.com/", anchor: nil))
        // The destination's fragment replaces the link's.
        #expect(
            resolver.resolve("/moved#other", from: Self.origin)
                == .found(href: "setup.html#install", anchor: .init(page: "guides/setup", id: "install")))
        // The byte route leaves misses to the redirects.
        #expect(resolver.resolveOnBytes("/api-reference/send", from: Self.origin) == nil)
    }

    @Test("A page at the source is kept; a redirect goes before a folder's first page")
    func precedence() {
        let resolver = Self.resolver([("/guides/setup", "/api/send"), ("/api", "/sdk/web/install")])
        #expect(resolver.resolve("/guides/setup", from: Self.origin) == .found(href: "setup.html", anchor: nil))
        #expect(resolver.resolve("/api", from: Self.origin) == .found(href: "../sdk/web/install.html", anchor: nil))
    }

    @Test("A redirect chain is followed; one that leads nowhere or in a circle names its redirects")
    func broken() {
        let resolver = Self.resolver([
            ("/a", "/b"), ("/b/:slug*", "/api/:slug*"), ("/gone/*", "/nowhere/*"), ("/loop", "/round"), ("/round", "/loop"),
        ])
        #expect(resolver.resolve("/a", from: Self.origin) == .found(href: "../api/intro.html", anchor: nil))
        let gone = DocsSettings.Redirect(source: "/gone/*", destination: "/nowhere/*", permanent: true)
        #expect(
            resolver.resolve("/gone/page", from: Self.origin)
                == .brokenRedirect(.init(redirects: [gone], destination: "/nowhere/page")))
        guard case .brokenRedirect(let trail) = resolver.resolve("/loop", from: Self.origin) else {
            Issue.record("a loop resolved")
            return
        }
        #expect(trail.loops)
        #expect(trail.redirects.map(\.source) == ["/loop", "/round"])
        #expect(
            trail.message(href: "/loop")
                == "The link \"/loop\" goes through docs.json's redirects \"/loop\" → \"/round\", then \"/round\" → \"/loop\" to \"/loop\", which leads back to a path it passed through; expected redirects that end at a page."
        )
        #expect(resolver.resolve("/missing", from: Self.origin) == .brokenLink)
    }
}
