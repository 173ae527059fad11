import Diagnostics
import Docs
import JSONDocument

// The values of docs.json's settings: each one of the wrong shape, or an address that could
// run script, is a warning at its own place, so nothing is dropped without a word.
extension SettingsReader {
    /// A `#rgb`/`#rrggbb` colour, the only kind that can go into a stylesheet unquoted safely.
    mutating func color(_ node: JSONNode?) -> String? {
        guard let node else { return nil }
        guard let text = node.string, DocsSettings.isHexColorValue(text) else {
            skip("colors: \(node.string ?? node.value.kindDescription)", node)
            return nil
        }
        return text
    }

    /// `background.color`: a pair of hex colours. A side that is not one is named here; the
    /// stylesheet leaves it out, so that look keeps its default background.
    mutating func backgroundColor(_ node: JSONNode) -> DocsSettings.Pair? {
        guard let colors = pair(node, "background.color") else { return nil }
        var named: Set<String> = []
        for (side, text) in [("light", colors.light), ("dark", colors.dark)]
        where !DocsSettings.isHexColorValue(text) && named.insert(text).inserted {
            skip("background.color: \(text) (expected a hex colour such as #0f0f12)", node[side] ?? node)
        }
        return named.count == 2 || (named.count == 1 && colors.light == colors.dark) ? nil : colors
    }

    /// A string, or `{ "light": …, "dark": … }` with either side standing in for a missing one.
    mutating func pair(_ node: JSONNode, _ path: String, isAddress: Bool = false) -> DocsSettings.Pair? {
        if node.string != nil {
            guard let text = isAddress ? address(node, path) : node.string else { return nil }
            return DocsSettings.Pair(light: text, dark: text)
        }
        guard node.members != nil else {
            skip("\(path) (expected a string or light and dark)", node)
            return nil
        }
        let light = isAddress ? address(node["light"], "\(path).light") : string(node["light"], "\(path).light")
        let dark = isAddress ? address(node["dark"], "\(path).dark") : string(node["dark"], "\(path).dark")
        guard let either = light ?? dark else {
            if node["light"] == nil && node["dark"] == nil { skip("\(path) (expected light or dark)", node) }
            return nil
        }
        return DocsSettings.Pair(light: light ?? either, dark: dark ?? either)
    }

    /// `{ "label": …, "href": … }`; `type: github|discord` links without a label are named after the type.
    mutating func link(_ node: JSONNode, _ path: String) -> DocsSettings.Link? {
        guard node["href"]?.string != nil else {
            skip("\(path) (a link without href)", node)
            return nil
        }
        guard let href = address(node["href"], "\(path).href") else { return nil }
        let type = string(node["type"], "\(path).type")
        let label = string(node["label"], "\(path).label") ?? type.map { Self.socialNames[$0] ?? $0 } ?? href
        return DocsSettings.Link(label: label, href: href)
    }

    /// A string, or nil when absent; any other value is named.
    mutating func string(_ node: JSONNode?, _ path: String) -> String? {
        guard let node else { return nil }
        guard let text = node.string else {
            skip("\(path): \(node.value.kindDescription) (expected a string)", node)
            return nil
        }
        return text
    }

    /// A boolean, or nil when absent; any other value is named.
    mutating func bool(_ node: JSONNode?, _ path: String) -> Bool? {
        guard let node else { return nil }
        guard let flag = node.bool else {
            skip("\(path): \(node.value.kindDescription) (expected true or false)", node)
            return nil
        }
        return flag
    }

    /// An array's items, or none when absent; any other value is named.
    mutating func elements(_ node: JSONNode?, _ path: String) -> [JSONNode] {
        guard let node else { return [] }
        guard let items = node.elements else {
            skip("\(path): \(node.value.kindDescription) (expected an array)", node)
            return []
        }
        return items
    }

    /// An object's members, or none when absent; any other value is named.
    mutating func members(_ node: JSONNode?, _ path: String) -> [JSONMember] {
        guard let node else { return [] }
        guard let members = node.members else {
            skip("\(path): \(node.value.kindDescription) (expected an object)", node)
            return []
        }
        return members
    }

    /// An integration's one required string: without it the integration is named.
    mutating func required(_ node: JSONNode, _ key: String, _ path: String) -> String? {
        guard node.members != nil else { return nil }
        guard node[key] != nil else {
            skip("\(path) (without \(key))", node)
            return nil
        }
        return string(node[key], "\(path).\(key)")
    }

    /// A string that becomes an address on the site. One whose scheme can run script
    /// (`javascript:`) is reported as `unsafe_url` at its place; the site shows `#` for it.
    mutating func address(_ node: JSONNode?, _ path: String) -> String? {
        guard let text = string(node, path), let node else { return nil }
        if !URLSafety.isSafe(text) {
            problems.append(
                Diagnostic(
                    .unsafeURL,
                    "docs.json's \(path) leads to \"\(text)\", whose scheme can run script (javascript:, vbscript:, data:); it was left out.",
                    file: file, position: node.position, hint: "Link to http:, https:, mailto: or a page or file of the site."))
        }
        return text
    }

    static let socialNames: [String: String] = [
        "x": "X", "website": "Website", "facebook": "Facebook", "youtube": "YouTube", "discord": "Discord", "slack": "Slack",
        "github": "GitHub", "linkedin": "LinkedIn", "instagram": "Instagram", "hacker-news": "Hacker News", "medium": "Medium",
        "telegram": "Telegram", "twitter": "Twitter", "x-twitter": "X", "earth-americas": "Website", "bluesky": "Bluesky",
        "threads": "Threads", "reddit": "Reddit", "podcast": "Podcast", "button": "Button",
    ]

    // MARK: - Skipped

    /// Names every key of `node` outside `known`.
    mutating func others(_ node: JSONNode, _ path: String, known: Set<String>) {
        guard let members = node.members else {
            if !(node.string != nil && ["logo", "favicon"].contains(path)) {
                skip("\(path): \(node.value.kindDescription) (expected an object)", node)
            }
            return
        }
        for member in members where !known.contains(member.key) {
            skip("\(path).\(member.key)", member.node, at: member.keyPosition)
        }
    }

    /// One `unsupported_setting` warning for `name`, at `position` or else where `node` starts.
    mutating func skip(_ name: String, _ node: JSONNode, at position: SourcePosition? = nil) {
        problems.append(
            Diagnostic(
                .unsupportedSetting,
                "docs.json sets something Preflight does not honour: \(name); the site is built without it.",
                file: file, position: position ?? node.position))
    }
}
