import Diagnostics
import Docs
import Foundation
import JSONDocument

extension DocsSettings {
    /// Reads the settings from `docs.json`'s root object.
    ///
    /// Nothing here fails a build: a value of the wrong shape is a warning at its place,
    /// like a key Preflight does not know.
    ///
    /// - Parameter sources: the files `$ref`s named, whose nodes' lines tell them apart;
    ///   a problem in one is reported there.
    static func read(_ root: JSONNode, file: String, sources: SettingsSources? = nil) -> DocsSettings {
        var reader = SettingsReader(file: file)
        for member in root.members ?? [] { reader.top(member) }
        var settings = reader.settings
        settings.problems = sources.map { reader.problems.map($0.placed) } ?? reader.problems
        if let sources {
            // Positions kept for later problems, as written: those problems name docs.json.
            settings.sdkInterfacePosition = settings.sdkInterfacePosition.map { sources.place($0).position }
            settings.bannerPosition = settings.bannerPosition.map { sources.place($0).position }
            settings.notFoundDescriptionPosition = settings.notFoundDescriptionPosition.map { sources.place($0).position }
        }
        return settings
    }

    /// Keys other parts of the build read: the name and the navigation.
    static let readElsewhere: Set<String> = ["$schema", "name", "description", "navigation"]
}

/// Walks the settings, filling ``DocsSettings`` and noting what it skipped.
struct SettingsReader {
    /// The file being read: docs.json, or a file its `$ref` names.
    var file: String
    var settings = DocsSettings()
    /// A warning for each value left out, at its own place, in file order.
    var problems: [Diagnostic] = []

    /// The contextual options Preflight draws.
    static let contextualOptions: Set<String> = ["copy", "view", "chatgpt", "claude", "perplexity", "download-spec"]

    mutating func top(_ member: JSONMember) {
        let node = member.node
        switch member.key {
        case _ where DocsSettings.readElsewhere.contains(member.key): break
        case "theme":
            settings.theme = string(node, "theme")
            // One look: Mintlify's default theme is the nearest; the others are named.
            if let theme = node.string, theme != "mint" { skip("theme: \(theme)", node) }
        case "colors":
            settings.primaryColor = color(node["primary"])
            settings.lightColor = color(node["light"])
            settings.darkColor = color(node["dark"])
            others(node, "colors", known: ["primary", "light", "dark"])
        case "logo":
            settings.logo = pair(node, "logo", isAddress: true)
            settings.logoHref = address(node["href"], "logo.href")
            others(node, "logo", known: ["light", "dark", "href"])
        case "favicon":
            settings.favicon = pair(node, "favicon", isAddress: true)
            others(node, "favicon", known: ["light", "dark"])
        case "fonts":
            settings.fontFamily = string(node["family"], "fonts.family")
            settings.fontSource = address(node["source"], "fonts.source")
            settings.headingFontFamily = string(node["heading"]?["family"], "fonts.heading.family")
            if let heading = node["heading"] { others(heading, "fonts.heading", known: ["family", "weight"]) }
            if let body = node["body"] {
                settings.fontFamily = string(body["family"], "fonts.body.family") ?? settings.fontFamily
                others(body, "fonts.body", known: ["family", "weight"])
            }
            others(node, "fonts", known: ["family", "source", "format", "weight", "heading", "body"])
        case "appearance":
            if let mode = string(node["default"], "appearance.default") {
                if ["system", "light", "dark"].contains(mode) {
                    settings.appearance = mode
                } else {
                    skip("appearance.default: \(mode) (expected system, light or dark)", node["default"]!)
                }
            }
            settings.strictAppearance = bool(node["strict"], "appearance.strict") ?? false
            others(node, "appearance", known: ["default", "strict"])
        case "background":
            settings.backgroundColor = node["color"].flatMap { backgroundColor($0) }
            settings.backgroundImage = node["image"].flatMap { pair($0, "background.image", isAddress: true) }
            others(node, "background", known: ["color", "image"])
        case "navbar": navbar(node)
        case "footer": footer(node)
        case "banner":
            settings.bannerMarkdown = string(node["content"], "banner.content")
            settings.bannerPosition = node["content"]?.position
            settings.bannerDismissible = bool(node["dismissible"], "banner.dismissible") ?? false
            others(node, "banner", known: ["content", "dismissible"])
        case "redirects": redirects(node)
        case "seo": seo(node)
        case "errors":
            if let notFound = node["404"] {
                settings.notFoundTitle = string(notFound["title"], "errors.404.title")
                settings.notFoundDescription = string(notFound["description"], "errors.404.description")
                settings.notFoundDescriptionPosition = notFound["description"]?.position
                settings.notFoundRedirect = bool(notFound["redirect"], "errors.404.redirect") ?? false
                others(notFound, "errors.404", known: ["title", "description", "redirect"])
            }
            others(node, "errors", known: ["404"])
        case "contextual": contextual(node)
        case "search":
            settings.searchPrompt = string(node["prompt"], "search.prompt")
            others(node, "search", known: ["prompt"])
        case "icons":
            // Icons are drawn from one built-in set that knows both libraries' names.
            if let library = string(node["library"], "icons.library"), !["fontawesome", "lucide"].contains(library) {
                skip("icons.library: \(library)", node)
            }
            others(node, "icons", known: ["library"])
        case "integrations": integrations(node)
        case "variables": variables(node)
        case "thumbnails":
            settings.thumbnail = address(node["background"], "thumbnails.background")
            others(node, "thumbnails", known: ["background"])
        case "api":
            if let openapi = node["openapi"]?.string { settings.openAPIFile = openapi }
            if let playground = node["playground"] {
                settings.playgroundDisplay = string(playground["display"], "api.playground.display")
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
        for (index, item) in elements(node["links"], "navbar.links").enumerated() {
            if let link = link(item, "navbar.links[\(index)]") { settings.navbarLinks.append(link) }
        }
        if let primary = node["primary"] {
            settings.navbarPrimary = link(primary, "navbar.primary")
        }
        others(node, "navbar", known: ["links", "primary"])
    }

    private mutating func footer(_ node: JSONNode) {
        for member in members(node["socials"], "footer.socials") {
            guard let href = address(member.node, "footer.socials.\(member.key)") else { continue }
            settings.socials.append(DocsSettings.Link(label: Self.socialNames[member.key] ?? member.key, href: href))
        }
        for (index, column) in elements(node["links"], "footer.links").enumerated() {
            let path = "footer.links[\(index)]"
            var items: [DocsSettings.Link] = []
            for (item, node) in elements(column["items"], "\(path).items").enumerated() {
                if let link = link(node, "\(path).items[\(item)]") { items.append(link) }
            }
            let header = string(column["header"], "\(path).header") ?? ""
            settings.footerColumns.append(DocsSettings.Column(header: header, items: items))
            others(column, "footer.links[\(index)]", known: ["header", "items"])
        }
        others(node, "footer", known: ["socials", "links"])
    }

    /// `redirects`, written in place or (followed before settings are read) in a `$ref` file,
    /// whose problems are then reported there.
    private mutating func redirects(_ list: JSONNode) {
        for (index, item) in elements(list, "redirects").enumerated() {
            guard let source = item["source"]?.string, let destination = item["destination"]?.string else {
                skip("redirects[\(index)] (expected a source and a destination)", item)
                continue
            }
            guard address(item["destination"], "redirects[\(index)].destination") != nil, URLSafety.isSafe(destination) else {
                continue
            }
            let permanent = bool(item["permanent"], "redirects[\(index)].permanent") ?? true
            settings.redirects.append(DocsSettings.Redirect(source: source, destination: destination, permanent: permanent))
        }
    }

    private mutating func seo(_ node: JSONNode) {
        for member in members(node["metatags"], "seo.metatags") {
            if let content = member.node.string {
                settings.metatags.append(DocsSettings.Link(label: member.key, href: content))
            } else {
                skip("seo.metatags.\(member.key)", member.node)
            }
        }
        if let indexing = string(node["indexing"], "seo.indexing") {
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
        for item in elements(node["options"], "contextual.options") {
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
            case "ga4":
                settings.ga4 = required(value, "measurementId", "integrations.ga4")
                others(value, "integrations.ga4", known: ["measurementId"])
            case "plausible":
                settings.plausibleDomain = required(value, "domain", "integrations.plausible")
                settings.plausibleServer = string(value["server"], "integrations.plausible.server")
                others(value, "integrations.plausible", known: ["domain", "server"])
            case "posthog":
                settings.posthogKey = required(value, "apiKey", "integrations.posthog")
                settings.posthogHost = address(value["apiHost"], "integrations.posthog.apiHost")
                others(value, "integrations.posthog", known: ["apiKey", "apiHost"])
            default: skip("integrations.\(member.key)", value, at: member.keyPosition)
            }
        }
    }

    /// `variables`: names of letters, digits and hyphens with string values, for `{{name}}`.
    private mutating func variables(_ node: JSONNode) {
        guard let members = node.members else {
            skip("variables: \(node.value.kindDescription) (expected an object)", node)
            return
        }
        for member in members {
            guard DocsVariables.isName(member.key) else {
                skip("variables.\(member.key) (a name of letters, digits and hyphens)", member.node, at: member.keyPosition)
                continue
            }
            if let value = string(member.node, "variables.\(member.key)") { settings.variables[member.key] = value }
        }
    }
}
