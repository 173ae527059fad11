import Foundation
import Templates

// The contextual menu: copy, view as Markdown, the assistants' links and the spec download.
extension SiteChrome {
    /// The interface strings ``contextual(pagePath:twin:spec:root:words:)`` reads.
    static let contextualWords = ["copyPage", "viewMarkdown", "openIn", "downloadSpec"]

    /// A page's contextual menu: copy and view by default, or `contextual.options` in their order.
    ///
    /// - Parameters:
    ///   - twin: the page's `.md` twin, relative to it.
    ///   - spec: the OpenAPI file the page documents, from the root, when it has one.
    ///   - words: the interface strings of the page's language (`copyPage`, `viewMarkdown`,
    ///     `openIn`, `downloadSpec`).
    func contextual(
        pagePath: String, twin: String, spec: String?, root: String, words: [String: String] = [:]
    ) -> [TemplateValue] {
        let url = absolute(pagePath)
        // Encoded only for a page that offers an assistant link (most offer copy and view).
        lazy var encoded = Self.queryEncoded("Read \(url) so I can ask questions about it.")
        func openIn(_ name: String) -> String {
            (words["openIn"] ?? "Open in {name}").replacingOccurrences(of: "{name}", with: name)
        }
        var items: [TemplateValue] = []
        for option in settings.contextual ?? ["copy", "view"] {
            switch option {
            case "copy": items.append(.object(["copy": true, "label": .string(words["copyPage"] ?? "Copy page")]))
            case "view":
                items.append(
                    .object([
                        "label": .string(words["viewMarkdown"] ?? "View as Markdown"), "href": .string(twin),
                        "className": "view-markdown",
                    ]))
            case "chatgpt":
                items.append(
                    .object([
                        "label": .string(openIn("ChatGPT")), "href": .string("https://chatgpt.com/?hints=search&q=\(encoded)"),
                        "external": true, "className": "doc-action",
                        "promptBase": promptBase("https://chatgpt.com/?hints=search&q="),
                    ]))
            case "claude":
                items.append(
                    .object([
                        "label": .string(openIn("Claude")), "href": .string("https://claude.ai/new?q=\(encoded)"),
                        "external": true,
                        "className": "doc-action", "promptBase": promptBase("https://claude.ai/new?q="),
                    ]))
            case "perplexity":
                items.append(
                    .object([
                        "label": .string(openIn("Perplexity")), "href": .string("https://www.perplexity.ai/search?q=\(encoded)"),
                        "external": true, "className": "doc-action",
                        "promptBase": promptBase("https://www.perplexity.ai/search?q="),
                    ]))
            case "download-spec":
                if let spec = spec ?? settings.openAPIFile {
                    items.append(
                        .object([
                            "label": .string(words["downloadSpec"] ?? "Download OpenAPI spec"),
                            "href": .string(Self.href(spec, root: root)), "download": true,
                            "className": "doc-action",
                        ]))
                }
            default: break
            }
        }
        return items
    }

    /// Without a base URL the page's address is known only in the browser, which rewrites
    /// the link from this prefix (`data-prompt-base`).
    private func promptBase(_ prefix: String) -> TemplateValue {
        baseURL == nil ? .string(prefix) : .null
    }

    /// The page's address: absolute with a base URL, else from the site's root.
    func absolute(_ pagePath: String) -> String {
        guard var base = baseURL else { return pagePath }
        while base.hasSuffix("/") { base.removeLast() }
        return base + pagePath
    }

    static func queryEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// RFC 3986's unreserved characters: all a query value may hold unescaped.
    fileprivate static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
