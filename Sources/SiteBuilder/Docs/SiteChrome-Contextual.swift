import ByteTools
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
        // On bytes, as the percent-encoding: Foundation's search, once per link of every page.
        lazy var label = Array((words["openIn"] ?? "Open in {name}").utf8)
        func openIn(_ name: String) -> String {
            let named = ByteSearch.replacing(Self.namePlaceholder, with: Array(name.utf8), in: label) ?? label
            return String(decoding: named, as: UTF8.self)
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

    /// `text` with every byte of its UTF-8 but RFC 3986's unreserved characters (all a query
    /// value may hold unescaped) written `%XX`. On bytes: Foundation's percent-encoding was 4 %
    /// of dressing a page again, asked once per page.
    static func queryEncoded(_ text: String) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count * 2)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.append(byte)
            default:
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 15)])
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
    /// Where the `openIn` words take the assistant's name.
    private static let namePlaceholder = Array("{name}".utf8)
}
