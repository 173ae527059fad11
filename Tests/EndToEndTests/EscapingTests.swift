import Foundation
import HTMLQuery
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Text from catalogs, states, front matter and `docs.json` reaches HTML, attributes, JSON,
/// XML and Markdown; each output escapes it for its own context.
@Suite("Escaping, end to end")
struct EscapingTests {
    /// Breaks out of an attribute, opens a script, closes a script, and flips text direction.
    static let payload = #"X"><script>alert(1)</script>'&</script><!--\u{202E}evil]\"#
    static let swiftPayload = "X\"><script>alert(1)</script>'&</script><!--\u{202E}evil]\\"

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        let json = { (text: String) throws in
            String(
                decoding: try JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes]), as: UTF8.self
            )
            .dropFirst().dropLast()
        }
        let p = try json(Self.swiftPayload)
        try site.write(
            "content/catalogs/evil.json",
            """
            { "workspace": \(p), "topics": [
              { "slug": "gym", "name": \(p), "description": \(p), "category": \(p),
                "channels": { "push": { "default": true }, "email": { "default": false } } } ] }
            """)
        try site.write("content/states/evil.json", #"{ "subscriber": \#(p), "label": \#(p), "choices": { "gym": false } }"#)
        try site.write(
            "content/docs.json",
            #"{ "name": \#(p), "description": \#(p), "navigation": { "groups": [ { "group": \#(p), "pages": ["index", "evil"] } ] } }"#
        )
        try site.write("content/docs/index.md", "# Home\n\nWelcome.\n")
        let yaml = Self.swiftPayload.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        try site.write(
            "content/docs/evil.mdx",
            """
            ---
            title: "\(yaml)"
            description: "\(yaml)"
            sidebarTitle: "\(yaml)"
            ---
            # Heading \(Self.swiftPayload.replacingOccurrences(of: "<", with: "&lt;"))

            <Card title="safe" href="javascript:alert(1)">
            A card.
            </Card>

            <Card title="cased" href=" JaVaScRiPt:alert(2)">
            A card.
            </Card>

            <Card title="broken up" href="java\tscript:alert(3)">
            A card.
            </Card>

            <Card title="data" href="data:text/html,<script>alert(4)</script>">
            A card.
            </Card>

            <Card title="fine" href="/index">
            A card.
            </Card>

            <SettingsPreview catalog="catalogs/evil.json" state="states/evil.json" />
            """)
        return site
    }

    private func build(_ site: TemporarySite) throws {
        let outcome = try PreflightProcess.run(["build", "--base-url", "https://example.com/docs?a=1&b=<2>"], in: site.root)
        try #require(outcome.status == 0, "\(outcome.stderr)")
    }

    private func htmlFiles(_ site: TemporarySite) throws -> [String: String] {
        let tree = try SiteTree(site.root.appendingPathComponent("_site"))
        return tree.files.filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test("No page carries the payload's markup raw: no injected script, attribute or comment")
    func htmlIsEscaped() throws {
        let site = try makeSite()
        try build(site)
        let pages = try htmlFiles(site)
        #expect(pages.count >= 4)
        for (path, html) in pages {
            let page = HTMLPage(html)
            let main = try requirePart("main", of: page)
            #expect(page.queryAll("script").allSatisfy { !$0.text.contains("alert(1)") }, "\(path)")
            #expect(main.allAttributes.allSatisfy { !$0.name.hasPrefix("on") }, "\(path)")
            #expect(!html.contains("<script>alert(1)"), "\(path)")
            #expect(!html.contains("X\"><"), "\(path)")
            #expect(!html.contains("'&</"), "\(path)")
            #expect(!html.contains("<!--\u{202E}"), "\(path)")
        }
        let evil = try #require(pages["evil.html"])
        #expect(evil.contains("X&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(try requirePart("main", of: HTMLPage(evil)).normalizedText.contains("X\"><script>alert(1)</script>"))
    }

    @Test("Card links to javascript:, data: and their disguises are refused; a relative link stays")
    func cardHrefs() throws {
        let site = try makeSite()
        try build(site)
        let evil = try site.read("_site/evil.html")
        let main = try requirePart("main", of: HTMLPage(evil))
        #expect(!main.queryAll(".pf-card").isEmpty)
        let hrefs = main.attributes(named: "href").map { $0.lowercased().filter { !$0.isWhitespace } }
        #expect(!hrefs.isEmpty)
        #expect(
            hrefs.allSatisfy { !$0.hasPrefix("javascript:") && !$0.hasPrefix("data:") && !$0.contains("script:") }, "\(hrefs)")
        for needle in ["javascript:", "JaVaScRiPt:", "script:alert(3)", "data:text/html"] {
            #expect(!evil.contains("href=\"\(needle)"), "\(needle)")
            #expect(!evil.contains("href=\" \(needle)"), "\(needle)")
        }
        #expect(!evil.lowercased().contains("href=\"java"))
        #expect(!evil.contains("href=\"data:"))
        #expect(
            evil.contains("href=\"index.html\"") || evil.contains("href=\"./index.html\"") || evil.contains("href=\"/index\""),
            "the safe card keeps its link")
    }

    @Test("The search index's scripts hold the text exactly, as JSON, with no `<` and nothing that can close a <script>")
    func searchIndex() throws {
        let site = try makeSite()
        try build(site)
        let entries = try site.searchEntries()
        let evil = try #require(entries.first { ($0["u"] as? String)?.hasPrefix("evil") == true })
        #expect(evil["t"] as? String == Self.swiftPayload)
        #expect(evil["d"] as? String == Self.swiftPayload)
        let script = try site.searchScripts()
        #expect(script.hasPrefix("(window.PF_SEARCH_PARTS||(window.PF_SEARCH_PARTS=[]))[0]=[") && script.contains("evil"))
        #expect(!script.contains("<"))
        #expect(!script.lowercased().contains("</script"))
        #expect(!script.contains("\u{2028}") && !script.contains("\u{2029}"))
    }

    @Test("The sitemap is well-formed XML even with `&`, `<` and `>` in the base URL")
    func sitemap() throws {
        let site = try makeSite()
        try build(site)
        let data = try Data(contentsOf: site.root.appendingPathComponent("_site/sitemap.xml"))
        let parser = XMLParser(data: data)
        let collector = LocCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(
            collector.locations.contains("https://example.com/docs?a=1&b=<2>/evil.html")
                || collector.locations.contains { $0.hasSuffix("/evil") || $0.hasSuffix("/evil.html") })
    }

    @Test("llms.txt keeps each link on one line with its text's brackets and backslashes escaped")
    func llmsText() throws {
        let site = try makeSite()
        try build(site)
        let text = try site.read("_site/llms.txt")
        let line = try #require(text.split(separator: "\n").first { $0.contains("evil.md)") })
        #expect(line.hasPrefix("- ["))
        // The link text ends at the first `](` not preceded by an escaping backslash.
        let body = line.dropFirst(3)
        var index = body.startIndex
        var escaped = false
        var textEnd: String.Index?
        while index < body.endIndex {
            let character = body[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "]" {
                textEnd = index
                break
            }
            index = body.index(after: index)
        }
        let end = try #require(textEnd)
        #expect(body[body.index(after: end)...].hasPrefix("("), "\(line)")
        #expect(body[body.index(after: end)...].contains("evil.md)"), "\(line)")
        let unescaped = body[..<end].replacingOccurrences(of: #"\\(.)"#, with: "$1", options: .regularExpression)
        #expect(unescaped == Self.swiftPayload, "\(line)")
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("#") {
            #expect(!line.contains("\n"))
        }
    }

    @Test("Bidi override characters stay text: exact in the search index, and in HTML only in text or quoted attribute values")
    func bidiOverrides() throws {
        let site = try makeSite()
        try build(site)
        let pages = try htmlFiles(site)
        var seen = 0
        for (path, html) in pages {
            // A tiny tokenizer: inside a tag, outside quotes, is where the override could
            // change how the markup reads; text and quoted values only change how text looks.
            var insideTag = false
            var quote: Unicode.Scalar?
            for scalar in html.unicodeScalars {
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if insideTag {
                    if scalar == "\"" || scalar == "'" { quote = scalar } else if scalar == ">" { insideTag = false }
                } else if scalar == "<" {
                    insideTag = true
                }
                if scalar == "\u{202E}" {
                    seen += 1
                    if insideTag && quote == nil { Issue.record("\(path): U+202E in markup, outside a quoted value") }
                }
            }
        }
        #expect(seen > 0, "the override is kept as the catalog wrote it")
    }
}

private final class LocCollector: NSObject, XMLParserDelegate {
    var locations: [String] = []
    private var current: String?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "loc" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current? += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "loc", let current {
            locations.append(current)
            self.current = nil
        }
    }
}
