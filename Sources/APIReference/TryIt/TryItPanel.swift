import HTML
import JSONDocument
import OpenAPI

/// The Try-it panel of an endpoint page: the HTML, and the data `api.js` needs to make the
/// panel live.
///
/// Everything from the spec goes through ``HTMLBuffer``'s escaping, except the data, which is
/// JSON inside a `<script type="application/json">` with every `<` written `\u003c`. Without
/// script the panel says so and still shows a curl command to copy; credentials typed into it
/// stay in the page's memory (no storage, no cookie, no URL), and leave only when sent.
package enum TryItPanel {
    /// The panel for `operation`, or an empty string when `display` is `.none`.
    ///
    /// - Parameters:
    ///   - bodyExample: JSON text the body field starts with (a generated example); used only
    ///     for a JSON media type.
    ///   - words: the page's language; a page not in English gives the script its words too.
    package static func render(
        operation: APIOperation, spec: APISpec, display: PlaygroundDisplay, bodyExample: String?,
        words: ReferenceWords = ReferenceWords()
    )
        -> String
    {
        let request = TryItRequest(operation: operation, spec: spec)
        let ids = TryItIDs(operation: operation)
        var html = HTMLBuffer(capacity: 8192)
        switch display {
        case .none: return ""
        case .simple: renderSimple(request, ids: ids, bodyExample: bodyExample, words: words, into: &html)
        case .interactive: renderInteractive(request, ids: ids, bodyExample: bodyExample, words: words, into: &html)
        }
        return html.string
    }

    /// The JSON a body field starts with, as the page's examples show it: the media type's
    /// first example, else one built from its schema; nil when the panel's body is not JSON.
    package static func bodyExample(for operation: APIOperation, in spec: APISpec) -> String? {
        let request = TryItRequest(operation: operation, spec: spec)
        guard let media = request.body, request.bodyIsJSON else { return nil }
        guard
            let example = media.examples.first?.value
                ?? media.schema.map({ ExampleValue(schema: $0, in: spec, mode: .request).node })
        else { return nil }
        return JSONWriter.text(of: example, pretty: true)
    }

    /// The curl command the page shows before the script runs (or without it): the page's
    /// own generated example, so the panel and the examples above agree, with the body the
    /// panel starts with. Credentials are placeholders: the page cannot know them.
    static func curl(_ request: TryItRequest, bodyExample: String?) -> String {
        var example = RequestExample(operation: request.operation, in: request.spec)
        if let bodyExample, request.bodyIsJSON { example.body = .text(bodyExample) }
        return CurlSnippet.code(example)
    }

    // MARK: - Simple

    private static func renderSimple(
        _ request: TryItRequest, ids: TryItIDs, bodyExample: String?, words: ReferenceWords, into html: inout HTMLBuffer
    ) {
        html.raw("<section class=\"pf-try pf-try-simple\"")
        html.attribute("id", ids.panel)
        html.attribute("aria-labelledby", ids.title)
        html.raw(">")
        renderHeading(request, ids: ids, title: words["apiRequest"], into: &html)
        renderCurl(curl(request, bodyExample: bodyExample), ids: ids, revealable: false, words: words, into: &html)
        html.raw("</section>")
    }

    // MARK: - Interactive

    private static func renderInteractive(
        _ request: TryItRequest, ids: TryItIDs, bodyExample: String?, words: ReferenceWords, into html: inout HTMLBuffer
    ) {
        html.raw("<section class=\"pf-try pf-try-interactive\"")
        if let json = words.scriptJSON { html.attribute("data-try-words", json) }
        html.attribute("id", ids.panel)
        html.attribute("aria-labelledby", ids.title)
        html.raw(">")
        renderHeading(request, ids: ids, title: words["apiTryIt"], into: &html)
        html.raw("<p class=\"pf-try-nojs\">")
        html.text(words["apiNoScript"])
        html.raw("</p>")
        html.raw("<script type=\"application/json\" class=\"pf-try-data\">")
        html.raw(TryItData.json(for: request))
        html.raw("</script>")
        html.raw("<form class=\"pf-try-form\" novalidate>")
        renderServers(request, ids: ids, words: words, into: &html)
        renderAuthentication(request, ids: ids, words: words, into: &html)
        renderParameters(request, ids: ids, words: words, into: &html)
        renderBody(request, ids: ids, bodyExample: bodyExample, words: words, into: &html)
        renderCurl(
            curl(request, bodyExample: bodyExample), ids: ids, revealable: !request.schemes.isEmpty, words: words,
            into: &html)
        html.raw("<div class=\"pf-try-actions\"><button type=\"submit\" class=\"pf-try-send\" disabled>")
        html.text(words["apiSend"])
        html.raw("</button>")
        html.raw("<p class=\"pf-try-status\" role=\"status\" aria-live=\"polite\"")
        html.attribute("id", ids.status)
        html.raw("></p></div>")
        html.raw("<div class=\"pf-try-response\" hidden")
        html.attribute("id", ids.response)
        html.raw("></div>")
        html.raw("</form></section>")
    }

    /// The panel's title, then the method and the full URL.
    private static func renderHeading(_ request: TryItRequest, ids: TryItIDs, title: String, into html: inout HTMLBuffer) {
        html.raw("<h2 class=\"pf-try-title\"")
        html.attribute("id", ids.title)
        html.raw(">")
        html.text(title)
        html.raw("</h2><p class=\"pf-try-request\"><span class=\"pf-try-method pf-try-method-")
        html.raw(request.operation.method.rawValue)
        html.raw("\">")
        html.text(request.operation.method.name)
        html.raw("</span> <code class=\"pf-try-url\">")
        html.text(request.fullURL)
        html.raw("</code></p>")
    }

    /// The curl command with its Copy button; the interactive panel adds a switch that shows
    /// the credentials in it.
    private static func renderCurl(
        _ command: String, ids: TryItIDs, revealable: Bool, words: ReferenceWords, into html: inout HTMLBuffer
    ) {
        html.raw("<div class=\"pf-try-curl\"><div class=\"pf-try-curl-head\"><span class=\"pf-try-curl-label\"")
        html.attribute("id", "\(ids.curl)-label")
        html.raw(">curl</span>")
        if revealable {
            html.raw("<label class=\"pf-try-reveal\"><input type=\"checkbox\" class=\"pf-try-reveal-input\"")
            html.attribute("id", ids.reveal)
            html.raw("> ")
            html.text(words["apiShowCredentials"])
            html.raw("</label>")
        }
        html.raw("<button type=\"button\" class=\"pf-try-copy\"")
        html.attribute("aria-describedby", "\(ids.curl)-label")
        html.raw(">")
        html.text(words["copy"])
        html.raw(
            "</button><span class=\"pf-try-copied\" aria-live=\"polite\"></span></div><pre class=\"pf-try-curl-code\" role=\"region\" tabindex=\"0\""
        )
        html.attribute("aria-labelledby", "\(ids.curl)-label")
        html.raw("><code")
        html.attribute("id", ids.curl)
        html.raw(">")
        html.text(command)
        html.raw("</code></pre></div>")
    }
}
