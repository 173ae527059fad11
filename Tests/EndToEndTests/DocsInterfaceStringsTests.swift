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
        // The switcher's label brings its own punctuation: French spaces its colon, narrowly.
        #expect(french.contains("<span class=\"visually-hidden\">Langue\u{202F}: </span>Français</summary>"))
        #expect(!french.contains("Open in") && !french.contains("aria-label=\"Copy code\""))
        let english = try site.read("_site/index.html")
        #expect(english.contains("<button class=\"pf-copy\" type=\"button\" aria-label=\"Copy code\">Copy</button>"))
        #expect(english.contains(">Open in ChatGPT</a>"))
        #expect(english.contains("<span class=\"visually-hidden\">Language: </span>English</summary>"))
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

    /// A spec with every kind of authentication, parameters in each place, and a body whose
    /// fields show every fact the reference writes (limits, choices, defaults, recursion).
    static let endpointSpec = #"""
        {"openapi": "3.1.0", "info": {"title": "A", "version": "1"}, "servers": [{"url": "https://api.example.com"}, {"url": "http://127.0.0.1:9"}],
         "components": {"securitySchemes": {
           "token": {"type": "http", "scheme": "bearer"},
           "jwt": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"},
           "key": {"type": "apiKey", "in": "header", "name": "X-API-Key"},
           "qkey": {"type": "apiKey", "in": "query", "name": "api_key"},
           "ckey": {"type": "apiKey", "in": "cookie", "name": "session"},
           "basic": {"type": "http", "scheme": "basic"},
           "digest": {"type": "http", "scheme": "digest"},
           "oauth": {"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "https://x/t", "scopes": {}}}},
           "oidc": {"type": "openIdConnect", "openIdConnectUrl": "https://x/.well-known"},
           "mtls": {"type": "mutualTLS"}},
          "schemas": {
           "Node": {"type": "object", "properties": {"child": {"$ref": "#/components/schemas/Node"}, "name": {"type": "string"}}},
           "Cat": {"type": "object", "title": "Cat", "properties": {"meow": {"type": "boolean"}}},
           "Dog": {"type": "object", "properties": {"bark": {"type": "string", "enum": ["loud", "soft"]}}}
          }},
         "security": [{"token": []}, {"key": []}, {"basic": []}, {"qkey": []}, {"ckey": []}, {"jwt": []}, {"digest": []}, {"oauth": []}, {"oidc": []}, {"mtls": []}, {}],
         "paths": {
          "/items/{id}": {"post": {"operationId": "updateItem", "summary": "Update item", "deprecated": true,
           "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}},
             {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 100, "default": 10}, "example": 5},
             {"name": "sort", "in": "query", "schema": {"type": "string", "enum": ["asc", "desc"]}},
             {"name": "tags", "in": "query", "schema": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 5, "uniqueItems": true}},
             {"name": "X-Trace", "in": "header", "schema": {"type": "string", "minLength": 3, "maxLength": 9, "pattern": "^[a-z]+$"}},
             {"name": "X-Old", "in": "header", "deprecated": true, "schema": {"type": "string", "minLength": 2}},
             {"name": "c", "in": "cookie", "schema": {"type": "string", "maxLength": 4}}],
           "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["name"], "properties": {
              "name": {"type": "string"},
              "kind": {"const": "item"},
              "ratio": {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1, "multipleOf": 0.1},
              "secret": {"type": "string", "writeOnly": true},
              "id": {"type": "string", "readOnly": true},
              "old": {"type": "string", "deprecated": true},
              "when": {"type": ["string", "null"], "format": "date-time"},
              "owner": {"type": "object", "properties": {"email": {"type": "string", "format": "email"}, "address": {"type": "object", "properties": {"city": {"type": "string"}}}}},
              "items": {"type": "array", "items": {"type": "object", "properties": {"sku": {"type": "string"}, "qty": {"type": "integer", "minimum": 0}}}},
              "colors": {"type": "array", "items": {"type": "string", "enum": ["red", "blue"]}},
              "pet": {"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}, {"type": "object", "properties": {"x": {"type": "string"}}}]},
              "either": {"anyOf": [{"type": "string"}, {"type": "integer"}]},
              "tree": {"$ref": "#/components/schemas/Node"},
              "flag": {"type": "boolean", "default": false},
              "anything": {}
           }}}}},
           "responses": {"200": {"description": "OK", "headers": {"X-Rate": {"schema": {"type": "integer"}}}, "content": {"application/json": {"schema": {"type": "object", "properties": {"id": {"type": "string", "readOnly": true}, "list": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}}}}}}},
                         "404": {"description": "Not found"}}}},
          "/things": {"get": {"operationId": "listThings", "summary": "List things", "security": [{"token": []}],
           "responses": {"200": {"description": "OK", "content": {"text/plain": {"schema": {"type": "string"}}}}}}}
         }}
        """#

    /// The English the API reference, its Try-it panel and the components around it write:
    /// none of it may show on a page in another language (visible text, labels, hints).
    static let englishOfEndpointPages = [
        // The reference's headings, sentences and field facts.
        ">Authorizations<", ">Path Parameters<", ">Query Parameters<", ">Response<", "Any one of the following:",
        "Bearer authentication header of the form", "Basic authentication header of the form", "is your auth token",
        "Your API key.", "An OAuth 2.0 access token", "An OpenID Connect token", "presented when connecting",
        "Available options:", "Allowed value:", "<p>Default: ", "Example: ", "Range: ", "Length: ", "Minimum length:",
        "Maximum length:", "Minimum items:", "Maximum items:", "Items are unique.", "Multiple of:", "Pattern: ",
        "Recursive: the same fields as", ">read-only<", ">write-only<", ">properties<", "<p>Headers:</p>",
        ">required<", ">deprecated<", "pf-field-location\">header<", "pf-field-location\">query<",
        "pf-field-location\">path<", "pf-field-location\">body<", "aria-label=\"Request example\"",
        "aria-label=\"Response example\"", "aria-label=\"Permalink: ",
        // The Try-it panel.
        ">Try it<", ">Send<", "> Show credentials<", ">Copy<", "Filling in and sending requests", "Kept only in this page",
        "<legend>Server<", ">Base URL<", ">Method<", ">None<", "<legend>Authentication<", "<legend>Path parameters<",
        "<legend>Query parameters<", "<legend>Headers<", "<legend>Body<", ": username<", ": password<", ": API key<",
        ": bearer token<", ": access token<", " credentials<", "sent as the header", "sent as the query parameter",
        "sent as the cookie", "sent as a bearer token", "sent as Authorization", "its own client certificate",
        "Browsers send their own cookies", ">Not set<", "comma-separated", " to 100", "pattern ^",
        "checked against the schema as you type", ">Request body <",
    ]

    /// What a language says as English does, which the list above cannot look for there.
    static let sharedWithEnglish: [String: Set<String>] = [
        "de": ["aria-label=\"Permalink: ", "<legend>Server<"]
    ]

    @Test(
        "an endpoint page in another language says none of the API reference's English",
        arguments: ["fr", "es", "de", "ja", "zh", "pt", "ko"])
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
        try site.write("docs/openapi.json", Self.endpointSpec)
        for folder in ["", "\(language)/"] { try site.write("docs/\(folder)index.mdx", "---\ntitle: T\n---\n\nText.\n") }
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let translated = try site.read("_site/\(language)/api/update-item.html")
        let english = try site.read("_site/api-reference/update-item.html")
        for label in Self.englishOfEndpointPages {
            // The English page says it, so the list is not made of words no page has.
            #expect(english.contains(label), "en: \(label)")
            if Self.sharedWithEnglish[language]?.contains(label) == true { continue }
            #expect(!translated.contains(label), "\(language): \(label)")
        }
        // Anchors stay English, so a link to a section works from every language; the
        // contents list says the heading in the page's language.
        #expect(translated.contains("<h2 id=\"path-parameters\">"))
        #expect(!translated.contains("href=\"#path-parameters\">Path Parameters</a>"))
        // The script's words come as JSON in an attribute, escaped; the English panel has none.
        #expect(translated.contains("data-try-words=\"{&quot;"))
        #expect(!translated.contains("Fix the fields marked above"))
        #expect(!english.contains("data-try-words"))
    }

    @Test("every heading's anchor is labelled in the page's language")
    func permalinks() throws {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            """
            { "name": "Acme", "navigation": { "languages": [
                { "language": "en", "groups": [{ "group": "G", "pages": ["index"] }] },
                { "language": "ja", "groups": [{ "group": "G", "pages": ["ja/index"] }] } ] } }
            """)
        for folder in ["", "ja/"] { try site.write("docs/\(folder)index.mdx", "---\ntitle: T\n---\n\n## Setup\n\nText.\n") }
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try site.read("_site/ja/index.html").contains("href=\"#setup\" aria-label=\"パーマリンク: Setup\""))
        #expect(try site.read("_site/index.html").contains("href=\"#setup\" aria-label=\"Permalink: Setup\""))
    }
}
