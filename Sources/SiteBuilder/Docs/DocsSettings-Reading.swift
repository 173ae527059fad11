import Diagnostics
import Foundation
import JSONDocument

extension DocsSettings {
    /// Reads the settings from `docs.json`'s root object.
    ///
    /// Nothing here fails a build: a value of the wrong shape is named in ``unsupported``
    /// like a key Preflight does not know. `redirects` given as `{"$ref": "file.json"}` is
    /// read from that file, beside `file`.
    package static func read(_ root: JSONNode, file: String) -> DocsSettings {
        var reader = SettingsReader(file: file)
        for member in root.members ?? [] {
            reader.top(member)
        }
        var settings = reader.settings
        settings.unsupported = reader.unsupported
        settings.unsupportedPosition = reader.firstPosition
        return settings
    }

    /// Keys other parts of the build read: the name, the navigation, page variables.
    static let readElsewhere: Set<String> = ["$schema", "name", "description", "navigation", "variables"]
}

/// Walks the settings, filling ``DocsSettings`` and noting what it skipped.
private struct SettingsReader {
    let file: String
    var settings = DocsSettings()
    var unsupported: [String] = []
    var firstPosition: SourcePosition?

    /// The contextual options Preflight draws.
    static let contextualOptions: Set<String> = ["copy", "view", "chatgpt", "claude", "perplexity", "download-spec"]

    mutating func top(_ member: JSONMember) {
        let node = member.node
        switch member.key {
        case _ where DocsSettings.readElsewhere.contains(member.key): break
        case "theme":
            settings.theme = node.string
            // One look: Mintlify's default theme is the nearest; the others are named.
            if let theme = node.string, theme != "mint" { skip("theme: \(theme)", node) }
        case "colors":
            settings.primaryColor = color(node["primary"])
            settings.lightColor = color(node["light"])
            settings.darkColor = color(node["dark"])
            others(node, "colors", known: ["primary", "light", "dark"])
        case "logo":
            settings.logo = pair(node)
            settings.logoHref = node["href"]?.string
            others(node, "logo", known: ["light", "dark", "href"])
        case "favicon":
            settings.favicon = pair(node)
            others(node, "favicon", known: ["light", "dark"])
        case "fonts":
            settings.fontFamily = node["family"]?.string
            settings.fontSource = node["source"]?.string
            settings.headingFontFamily = node["heading"]?["family"]?.string
            if let heading = node["heading"] { others(heading, "fonts.heading", known: ["family", "weight"]) }
            if let body = node["body"] {
                settings.fontFamily = body["family"]?.string ?? settings.fontFamily
                others(body, "fonts.body", known: ["family", "weight"])
            }
            others(node, "fonts", known: ["family", "source", "format", "weight", "heading", "body"])
        case "appearance":
            if let mode = node["default"]?.string, ["system", "light", "dark"].contains(mode) { settings.appearance = mode }
            settings.strictAppearance = node["strict"]?.bool ?? false
            others(node, "appearance", known: ["default", "strict"])
        case "background":
            settings.backgroundColor = node["color"].flatMap(pair)
            settings.backgroundImage = node["image"].flatMap(pair)
            others(node, "background", known: ["color", "image"])
        case "navbar": navbar(node)
        case "footer": footer(node)
        case "banner":
            settings.bannerMarkdown = node["content"]?.string
            settings.bannerDismissible = node["dismissible"]?.bool ?? false
            others(node, "banner", known: ["content", "dismissible"])
        case "redirects": redirects(node)
        case "seo": seo(node)
        case "errors":
            if let notFound = node["404"] {
                settings.notFoundTitle = notFound["title"]?.string
                settings.notFoundDescription = notFound["description"]?.string
                settings.notFoundRedirect = notFound["redirect"]?.bool ?? false
                others(notFound, "errors.404", known: ["title", "description", "redirect"])
            }
            others(node, "errors", known: ["404"])
        case "contextual": contextual(node)
        case "search":
            settings.searchPrompt = node["prompt"]?.string
            others(node, "search", known: ["prompt"])
        case "icons":
            // Icons are drawn from one built-in set that knows both libraries' names.
            if let library = node["library"]?.string, !["fontawesome", "lucide"].contains(library) {
                skip("icons.library: \(library)", node)
            }
            others(node, "icons", known: ["library"])
        case "integrations": integrations(node)
        case "thumbnails":
            settings.thumbnail = node["background"]?.string
            others(node, "thumbnails", known: ["background"])
        case "api":
            if let openapi = node["openapi"]?.string { settings.openAPIFile = openapi }
            if let playground = node["playground"] {
                settings.playgroundDisplay = playground["display"]?.string
                if let display = settings.playgroundDisplay, !["interactive", "simple", "none"].contains(display) {
                    skip("api.playground.display: \(display)", playground)
                }
                others(playground, "api.playground", known: ["display"])
            }
            others(node, "api", known: ["openapi", "playground"])
        case "preflight":
            // Preflight's own settings, which Mintlify ignores.
            if let interface = node["sdkInterface"] {
                settings.sdkInterface = interface.string
                settings.sdkInterfacePosition = interface.position
                if interface.string == nil { skip("preflight.sdkInterface", interface) }
            }
            others(node, "preflight", known: ["sdkInterface"])
        default:
            skip(member.key, node, at: member.keyPosition)
        }
    }

    // MARK: - Sections

    private mutating func navbar(_ node: JSONNode) {
        for (index, item) in (node["links"]?.elements ?? []).enumerated() {
            if let link = link(item) {
                settings.navbarLinks.append(link)
            } else {
                skip("navbar.links[\(index)]", item)
            }
        }
        if let primary = node["primary"] {
            if let link = link(primary) { settings.navbarPrimary = link } else { skip("navbar.primary", primary) }
        }
        others(node, "navbar", known: ["links", "primary"])
    }

    private mutating func footer(_ node: JSONNode) {
        for member in node["socials"]?.members ?? [] {
            guard let href = member.node.string else {
                skip("footer.socials.\(member.key)", member.node)
                continue
            }
            settings.socials.append(DocsSettings.Link(label: Self.socialNames[member.key] ?? member.key, href: href))
        }
        for (index, column) in (node["links"]?.elements ?? []).enumerated() {
            let items = (column["items"]?.elements ?? []).compactMap(link)
            settings.footerColumns.append(DocsSettings.Column(header: column["header"]?.string ?? "", items: items))
            others(column, "footer.links[\(index)]", known: ["header", "items"])
        }
        others(node, "footer", known: ["socials", "links"])
    }

    private mutating func redirects(_ node: JSONNode) {
        var list = node
        if let reference = node["$ref"]?.string {
            let folder = (file as NSString).deletingLastPathComponent
            let path = (folder as NSString).appendingPathComponent(reference)
            guard let bytes = try? FileReader.read(path), let parsed = try? JSONParser.parse(bytes) else {
                skip("redirects: \(reference) (unreadable)", node)
                return
            }
            list = parsed
        }
        for (index, item) in (list.elements ?? []).enumerated() {
            guard let source = item["source"]?.string, let destination = item["destination"]?.string else {
                skip("redirects[\(index)]", item)
                continue
            }
            settings.redirects.append(
                DocsSettings.Redirect(source: source, destination: destination, permanent: item["permanent"]?.bool ?? true))
        }
    }

    private mutating func seo(_ node: JSONNode) {
        for member in node["metatags"]?.members ?? [] {
            if let content = member.node.string {
                settings.metatags.append(DocsSettings.Link(label: member.key, href: content))
            } else {
                skip("seo.metatags.\(member.key)", member.node)
            }
        }
        if let indexing = node["indexing"]?.string {
            if ["navigable", "all"].contains(indexing) {
                settings.indexing = indexing
            } else {
                skip("seo.indexing: \(indexing)", node)
            }
        }
        others(node, "seo", known: ["metatags", "indexing"])
    }

    private mutating func contextual(_ node: JSONNode) {
        var options: [String] = []
        for item in node["options"]?.elements ?? [] {
            if let name = item.string, Self.contextualOptions.contains(name) {
                options.append(name)
            } else {
                skip("contextual.options: \(item.string ?? item["title"]?.string ?? "custom")", item)
            }
        }
        settings.contextual = options
        others(node, "contextual", known: ["options"])
    }

    private mutating func integrations(_ node: JSONNode) {
        for member in node.members ?? [] {
            let value = member.node
            switch member.key {
            case "ga4": settings.ga4 = value["measurementId"]?.string
            case "plausible":
                settings.plausibleDomain = value["domain"]?.string
                settings.plausibleServer = value["server"]?.string
            case "posthog":
                settings.posthogKey = value["apiKey"]?.string
                settings.posthogHost = value["apiHost"]?.string
            default: skip("integrations.\(member.key)", value, at: member.keyPosition)
            }
        }
    }

    // MARK: - Values

    /// A `#rgb`/`#rrggbb` colour, the only kind that can go into a stylesheet unquoted safely.
    private mutating func color(_ node: JSONNode?) -> String? {
        guard let node else { return nil }
        guard let text = node.string, DocsSettings.isHexColorValue(text) else {
            skip("colors: \(node.string ?? node.value.kindDescription)", node)
            return nil
        }
        return text
    }

    /// A string, or `{ "light": …, "dark": … }` with either side standing in for a missing one.
    private func pair(_ node: JSONNode) -> DocsSettings.Pair? {
        if let text = node.string { return DocsSettings.Pair(light: text, dark: text) }
        let light = node["light"]?.string
        let dark = node["dark"]?.string
        guard let either = light ?? dark else { return nil }
        return DocsSettings.Pair(light: light ?? either, dark: dark ?? either)
    }

    /// `{ "label": …, "href": … }`; `type: github|discord` links without a label are named after the type.
    private func link(_ node: JSONNode) -> DocsSettings.Link? {
        guard let href = node["href"]?.string else { return nil }
        let type = node["type"]?.string
        let label = node["label"]?.string ?? type.map { Self.socialNames[$0] ?? $0 } ?? href
        return DocsSettings.Link(label: label, href: href)
    }

    static let socialNames: [String: String] = [
        "x": "X", "website": "Website", "facebook": "Facebook", "youtube": "YouTube", "discord": "Discord", "slack": "Slack",
        "github": "GitHub", "linkedin": "LinkedIn", "instagram": "Instagram", "hacker-news": "Hacker News", "medium": "Medium",
        "telegram": "Telegram", "twitter": "Twitter", "x-twitter": "X", "earth-americas": "Website", "bluesky": "Bluesky",
        "threads": "Threads", "reddit": "Reddit", "podcast": "Podcast", "button": "Button",
    ]

    // MARK: - Skipped

    /// Names every key of `node` outside `known`.
    private mutating func others(_ node: JSONNode, _ path: String, known: Set<String>) {
        guard let members = node.members else {
            if !(node.string != nil && ["logo", "favicon"].contains(path)) { skip(path, node) }
            return
        }
        for member in members where !known.contains(member.key) {
            skip("\(path).\(member.key)", member.node, at: member.keyPosition)
        }
    }

    private mutating func skip(_ name: String, _ node: JSONNode, at position: SourcePosition? = nil) {
        unsupported.append(name)
        if firstPosition == nil { firstPosition = position ?? node.position }
    }
}
