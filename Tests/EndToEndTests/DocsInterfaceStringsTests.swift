import Foundation
import Testing

/// The interface strings of a page in its own language: the contextual menu, the code
/// blocks' copy button and the landmarks' labels; and the header's previews link.
@Suite("Interface strings in the page's language, end to end")
struct DocsInterfaceStringsTests {
    @Test("a French page's contextual menu, copy button and labels are French; the English page's are English")
    func frenchPage() throws {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            """
            { "name": "Acme", "contextual": { "options": ["copy", "chatgpt", "claude", "perplexity"] },
              "navigation": { "languages": [
                { "language": "en", "groups": [{ "group": "Start", "pages": ["index"] }] },
                { "language": "fr", "groups": [{ "group": "Démarrer", "pages": ["fr/index"] }] } ] } }
            """)
        let page = "---\ntitle: T\n---\n\n```bash\nswift build\n```\n"
        try site.write("docs/index.mdx", page)
        try site.write("docs/fr/index.mdx", page)
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let french = try site.read("_site/fr/index.html")
        #expect(french.contains("<button class=\"pf-copy\" type=\"button\" aria-label=\"Copier le code\">Copier</button>"))
        for label in ["Ouvrir dans ChatGPT", "Ouvrir dans Claude", "Ouvrir dans Perplexity"] {
            #expect(french.contains(">\(label)</a>"), "\(label)")
        }
        for label in ["Site", "Résultats de recherche", "Basculer entre clair et sombre", "Documentation"] {
            #expect(french.contains("aria-label=\"\(label)\""), "\(label)")
        }
        #expect(!french.contains("Open in") && !french.contains("aria-label=\"Copy code\""))
        let english = try site.read("_site/index.html")
        #expect(english.contains("<button class=\"pf-copy\" type=\"button\" aria-label=\"Copy code\">Copy</button>"))
        #expect(english.contains(">Open in ChatGPT</a>"))
        // No catalogs: no link to their previews.
        #expect(!english.contains("previews/index.html\">Previews</a>"))
    }

    @Test("the header links to the previews when the site has catalogs")
    func previewsLink() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", BuildCommandTests.catalog)
        try site.write("content/docs.json", #"{ "name": "Acme", "navigation": [{ "group": "G", "pages": ["index"] }] }"#)
        try site.write("content/docs/index.md", "---\ntitle: T\n---\n\nText.\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try site.read("_site/index.html").contains("previews/index.html\">Previews</a>"))
    }

    @Test("a French page says none of the English labels: tabs, API fields, copy, navigation", arguments: ["fr", "de", "ja"])
    func noEnglishLabels(language: String) throws {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            """
            { "name": "Acme", "navigation": { "languages": [
                { "language": "en", "groups": [{ "group": "Start", "pages": ["index", "next"] }] },
                { "language": "\(language)", "groups": [{ "group": "G", "pages": ["\(language)/index", "\(language)/next"] }] } ] } }
            """)
        let page = """
            ---
            title: T
            ---

            ## Fields

            <ParamField path="id" type="string" required deprecated default="a">
              The id.
              <Expandable>
                <ResponseField name="inner" type="string">Inside.</ResponseField>
              </Expandable>
            </ParamField>

            ```bash
            swift build
            ```

            """
        for folder in ["", "\(language)/"] {
            try site.write("docs/\(folder)index.mdx", page)
            try site.write("docs/\(folder)next.mdx", "---\ntitle: N\n---\n\nText.\n")
        }
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let translated = try site.read("_site/\(language)/index.html")
        let english = try site.read("_site/index.html")
        let labels = [
            ">Docs<", ">required<", ">deprecated<", ">Default: <", ">Child attributes<", ">Copy<", "\"Copy code\"",
            ">On this page<", ">Next<", ">Previous<", "\"Search the docs\"", ">Skip to content<", "\"Breadcrumbs\"",
        ]
        for label in labels {
            #expect(!translated.contains(label), "\(language): \(label)")
        }
        // The English page says them, so the list is not made of labels no page has.
        for label in [">Docs<", ">required<", ">deprecated<", ">Default: <", ">Child attributes<", ">Copy<", ">Next<"] {
            #expect(english.contains(label), "en: \(label)")
        }
    }

    @Test(
        "an endpoint page in French, German or Japanese says none of the API reference's English labels",
        arguments: ["fr", "de", "ja"])
    func endpointPage(language: String) throws {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            """
            { "name": "Acme", "navigation": { "languages": [
                { "language": "en", "groups": [{ "group": "API", "openapi": "openapi.json", "pages": ["index", "POST /items/{id}"] }] },
                { "language": "\(language)", "groups": [{ "group": "API",
                  "openapi": { "source": "openapi.json", "directory": "\(language)/api" },
                  "pages": ["\(language)/index", "POST /items/{id}"] }] } ] } }
            """)
        try site.write(
            "docs/openapi.json",
            """
            {"openapi": "3.1.0", "info": {"title": "A", "version": "1"}, "servers": [{"url": "https://api.example.com"}],
             "components": {"securitySchemes": {"token": {"type": "http", "scheme": "bearer"}}}, "security": [{"token": []}],
             "paths": {"/items/{id}": {"post": {"operationId": "updateItem", "summary": "Update item", "deprecated": true,
               "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}},
                 {"name": "q", "in": "query", "schema": {"type": "string"}}, {"name": "X-Trace", "in": "header", "schema": {"type": "string"}},
                 {"name": "c", "in": "cookie", "schema": {"type": "string"}}],
               "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "properties": {"name": {"type": "string"}}}}}},
               "responses": {"200": {"description": "OK", "content": {"application/json": {"schema": {"type": "object"}}}}}}}}}
            """)
        for folder in ["", "\(language)/"] { try site.write("docs/\(folder)index.mdx", "---\ntitle: T\n---\n\nText.\n") }
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let translated = try site.read("_site/\(language)/api/update-item.html")
        let english = try site.read("_site/api-reference/update-item.html")
        // The panel, its fields and buttons, the header's link, and the contents headings (in
        // the body and in the page's contents list). Not "Cookies": French and German say it too.
        let labels = [
            ">Try it<", ">Send<", "> Show credentials<", ">Copy<", ">required<", ">deprecated<", "<legend>Authentication<",
            "<legend>Path parameters<", "<legend>Query parameters<", "<legend>Headers<", "<legend>Body<",
            ">Request body <", ">Authorizations<", ">Path Parameters<", ">Query Parameters<", ">Headers<", ">Body<", ">Response<",
            "Permalink: Body\"", "href=\"#path-parameters\">Path Parameters</a>",
        ]
        for label in labels {
            #expect(!translated.contains(label), "\(language): \(label)")
            #expect(english.contains(label), "en: \(label)")
        }
        // Anchors stay English, so a link to a section works from every language.
        #expect(translated.contains("<h2 id=\"path-parameters\">"))
        // The script's words come as JSON in an attribute, escaped; the English panel has none.
        #expect(translated.contains("data-try-words=\"{&quot;copied&quot;:&quot;"))
        #expect(!english.contains("data-try-words"))
    }
}
