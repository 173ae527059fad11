import Foundation
import Testing

@testable import DevServer

@Suite("PathResolver")
struct PathResolverTests {
    /// A served folder `site/` with a secret file beside it, outside the root.
    final class Fixture {
        let folder: TemporaryFolder
        let resolver: PathResolver
        var root: String { "\(folder.path)/site" }

        init() throws {
            folder = try TemporaryFolder()
            try folder.write("secret.txt", "top secret")
            try folder.write("site/index.html", "<p>home</p>")
            try folder.write("site/docs/index.html", "<p>docs</p>")
            try folder.write("site/docs/push.txt", "push")
            try folder.write("site/with space.txt", "spaced")
            try folder.write("site/café.txt", "accent")
            try folder.makeFolder("site/empty")
            try folder.makeFolder("site/evil.com")
            try folder.link("site/outside.txt", to: "\(folder.path)/secret.txt")
            try folder.link("site/outside-folder", to: folder.path)
            try folder.link("site/inside.txt", to: "\(folder.path)/site/docs/push.txt")
            resolver = PathResolver(root: "\(folder.path)/site")
        }
    }

    @Test(
        "refuses traversal, encoded slashes, backslashes, NUL, bad escapes and non-UTF-8, raw or percent-encoded",
        arguments: [
            "/../../etc/passwd", "/..", "/docs/../../secret.txt", "/docs/..", "/%2e%2e/%2e%2e/etc/passwd",
            "/%2E%2E/secret.txt", "/.%2e/secret.txt", "/%2e./secret.txt", "/docs/%2e%2e/%2e%2e/secret.txt",
            "/..%2fsecret.txt", "/..%2Fsecret.txt", "/docs%2fpush.txt", "/..\\secret.txt", "/docs\\..\\..\\secret.txt",
            "/..%5csecret.txt", "/index.html%00.txt", "/%00", "/a%0ab", "/%zz", "/%2", "/%", "/.", "/./index.html",
            "/%2e/index.html", "/%c0%ae%c0%ae/secret.txt", "/%ff",
        ])
    func refuses(path: String) throws {
        let fixture = try Fixture()
        #expect(fixture.resolver.resolve(path[...]) == .refused)
    }

    @Test("serves files inside the folder, index.html for folders, decoded names")
    func servesFiles() throws {
        let fixture = try Fixture()
        let root = fixture.root
        #expect(fixture.resolver.resolve("/") == .file("\(root)/index.html"))
        #expect(fixture.resolver.resolve("/index.html") == .file("\(root)/index.html"))
        #expect(fixture.resolver.resolve("/docs/") == .file("\(root)/docs/index.html"))
        #expect(fixture.resolver.resolve("/docs/push.txt") == .file("\(root)/docs/push.txt"))
        #expect(fixture.resolver.resolve("//docs//push.txt") == .file("\(root)/docs/push.txt"))
        #expect(fixture.resolver.resolve("/with%20space.txt") == .file("\(root)/with space.txt"))
        #expect(fixture.resolver.resolve("/caf%C3%A9.txt") == .file("\(root)/café.txt"))
    }

    @Test("a folder without its slash redirects to it, keeping the query")
    func redirects() throws {
        let fixture = try Fixture()
        #expect(fixture.resolver.resolve("/docs") == .redirect(location: "/docs/"))
        #expect(fixture.resolver.resolve("/docs", query: "?tab=2") == .redirect(location: "/docs/?tab=2"))
    }

    @Test("a redirect never leaves the site: //evil.com becomes /evil.com/")
    func redirectStaysOnSite() throws {
        let fixture = try Fixture()
        #expect(fixture.resolver.resolve("//evil.com") == .redirect(location: "/evil.com/"))
    }

    @Test("missing files, folders without index.html, and a file with a trailing slash are not found")
    func notFound() throws {
        let fixture = try Fixture()
        #expect(fixture.resolver.resolve("/missing.html") == .notFound)
        #expect(fixture.resolver.resolve("/empty/") == .notFound)
        #expect(fixture.resolver.resolve("/docs/push.txt/") == .notFound)
    }

    @Test("symbolic links are followed only while they stay inside the folder")
    func symbolicLinks() throws {
        let fixture = try Fixture()
        #expect(fixture.resolver.resolve("/inside.txt") == .file("\(fixture.root)/docs/push.txt"))
        #expect(fixture.resolver.resolve("/outside.txt") == .notFound)
        #expect(fixture.resolver.resolve("/outside-folder/secret.txt") == .notFound)
        #expect(fixture.resolver.resolve("/outside-folder") == .notFound)
    }

    @Test("a folder that does not exist (yet) serves nothing")
    func missingRoot() throws {
        let folder = try TemporaryFolder()
        #expect(PathResolver(root: "\(folder.path)/_site").resolve("/") == .notFound)
    }
}
