import Testing

@testable import SiteBuilder

@Suite("docs.json redirects as patterns")
struct RedirectRulesTests {
    private static func rules(_ pairs: [(String, String)]) -> RedirectRules {
        RedirectRules(pairs.map { DocsSettings.Redirect(source: $0.0, destination: $0.1, permanent: true) })
    }

    private static func destination(_ source: String, _ destination: String, for path: String) -> String? {
        rules([(source, destination)]).match(path)?.destination
    }

    @Test(
        "Each source form matches what Mintlify's does and fills in the destination",
        arguments: [
            // Plain paths, with slashes or an extension either side.
            ("/old/page", "/new/page", "old/page", "/new/page"),
            ("old/page/", "/new", "old/page", "/new"),
            ("/old/page.html", "/new", "old/page.mdx", "/new"),
            ("/old/page", "/new", "old/page/more", nil),
            ("/old/page", "/new", "old", nil),
            // `:name*`: any rest of the path, also none.
            ("/beta/:slug*", "/v2/:slug*", "beta/introduction", "/v2/introduction"),
            ("/beta/:slug*", "/v2/:slug*", "beta/a/b/c", "/v2/a/b/c"),
            ("/beta/:slug*", "/v2/:slug*", "beta", "/v2/"),
            ("/beta/:slug*", "/v2/:slug*", "betamax", nil),
            // `:name+`, `:name?` and `:name`: one or more, one or none, exactly one.
            ("/beta/:slug+", "/v2/:slug+", "beta", nil),
            ("/beta/:slug+", "/v2/:slug+", "beta/a/b", "/v2/a/b"),
            ("/beta/:slug?", "/v2/:slug?", "beta", "/v2/"),
            ("/beta/:slug?", "/v2/:slug?", "beta/a/b", nil),
            ("/agent/workflows/:page", "/automations/:page", "agent/workflows/create", "/automations/create"),
            ("/agent/workflows/:page", "/automations/:page", "agent/workflows/a/b", nil),
            ("/agent/workflows/:page", "/automations/:page", "agent/workflows", nil),
            ("/:lang/guide/:page", "/:lang/guides/:page#top", "fr/guide/x", "/fr/guides/x#top"),
            // `*`: the rest of the path, slashes included, also none; or part of one segment.
            ("/api-reference/*", "/api/*", "api-reference/chat/send", "/api/chat/send"),
            ("/api-reference/*", "/api/*", "api-reference", "/api/"),
            ("/articles/concepts-*", "/collections/overview", "articles/concepts-overview", "/collections/overview"),
            ("/old/article-*", "/new/article-*", "old/article-123", "/new/article-123"),
            ("/old/article-*", "/new/article-*", "old/post-123", nil),
            ("/old/*-v1/intro", "/new/*/intro", "old/sdk-v1/intro", "/new/sdk/intro"),
            // A parameter the source does not capture, and a port, stay as written.
            ("/a/:slug*", "https://example.com:8080/:slug*/:other", "a/x", "https://example.com:8080/x/:other"),
            // A segment that only starts with `:` is plain text.
            ("/a/:slug-old", "/b", "a/:slug-old", "/b"),
        ] as [(String, String, String, String?)])
    func forms(source: String, destination: String, path: String, expected: String?) {
        #expect(Self.destination(source, destination, for: path) == expected)
    }

    @Test("The first matching redirect wins, in docs.json's order")
    func firstMatch() {
        let rules = Self.rules([("/api-reference/chat/*", "/api/assistant/*"), ("/api-reference/*", "/api/*")])
        #expect(rules.match("api-reference/chat/create")?.destination == "/api/assistant/create")
        #expect(rules.match("api-reference/update")?.destination == "/api/update")
        #expect(rules.match("api-reference/chat/create")?.redirect.source == "/api-reference/chat/*")
        #expect(rules.match("reference") == nil)
    }
}
