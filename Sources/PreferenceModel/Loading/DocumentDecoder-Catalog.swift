import Diagnostics
import JSONDocument

extension DocumentDecoder {
    /// A catalog: `workspace`, `channels`, and the ordered `topics`.
    mutating func decodeCatalog(_ node: JSONNode, at path: JSONPath) -> Catalog? {
        checkKeys(node, at: path, allowed: ["workspace", "language", "channels", "topics"])
        let workspace = optionalString(node, "workspace", at: path)
        let language = decodeLanguage(node, at: path)
        let listed = decodeChannelList(node, at: path)
        guard let topicsNode = require(node, "topics", at: path, expected: "an array of topics") else { return nil }
        guard let elements = topicsNode.elements else {
            wrongType(topicsNode, at: path / "topics", expected: "an array of topics")
            return nil
        }
        if elements.isEmpty {
            report(.emptyCatalog, "The catalog has no topics; the screen will be an empty list.", topicsNode, at: path / "topics")
        }
        var topics: [CatalogTopic] = []
        var firstSlugLine: [String: SourcePosition] = [:]
        for (index, element) in elements.enumerated() {
            let topicPath = path / "topics" / index
            let topic = decodeCatalogTopic(element, at: topicPath, listed: listed)
            // A slug is taken even when the rest of its topic has errors, so a duplicate shows
            // up now rather than only after those are fixed.
            if let slugNode = element["slug"], let slug = slugNode.string, Slug.isValid(slug) {
                if let first = firstSlugLine[slug] {
                    report(
                        .duplicateSlug,
                        "Slug \"\(slug)\" is already used by the topic at line \(first.line); expected every slug to be unique, since choices are keyed by it.",
                        slugNode, at: topicPath / "slug")
                    continue
                }
                firstSlugLine[slug] = element.position
            }
            guard let topic else { continue }
            topics.append(topic)
        }
        return Catalog(workspace: workspace, language: language, channels: listed, topics: topics)
    }

    /// The optional `language` of the catalog's text, a BCP 47 tag (`de`, `en-GB`): the screen
    /// hyphenates by it. Anything else is a `wrong_type` error, so a typo never goes unnoticed.
    private mutating func decodeLanguage(_ node: JSONNode, at path: JSONPath) -> String? {
        guard let language = optionalString(node, "language", at: path), let languageNode = node["language"] else {
            return nil
        }
        let subtags = language.split(separator: "-", omittingEmptySubsequences: false)
        let isTag =
            (2...3).contains(subtags[0].count) && subtags[0].allSatisfy { $0.isASCII && $0.isLetter }
            && subtags.dropFirst().allSatisfy { subtag in
                (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            }
        guard isTag else {
            report(
                .wrongType,
                "Language \"\(language)\" is not a language tag; expected a BCP 47 tag such as \"de\" or \"en-GB\".",
                languageNode, at: path / "language")
            return nil
        }
        return language
    }

    /// The optional top-level `channels` list that fixes channel order.
    private mutating func decodeChannelList(_ node: JSONNode, at path: JSONPath) -> [Channel]? {
        guard let listNode = node["channels"], !listNode.isNull else { return nil }
        guard let elements = listNode.elements else {
            wrongType(listNode, at: path / "channels", expected: "an array of channel names such as [\"push\", \"email\"]")
            return nil
        }
        var channels: [Channel] = []
        for (index, element) in elements.enumerated() {
            guard let raw = element.string, !raw.isEmpty else {
                wrongType(element, at: path / "channels" / index, expected: "a non-empty channel name")
                continue
            }
            let channel = Channel(raw)
            if channels.contains(channel) {
                report(
                    .duplicateChannel, "Channel \"\(raw)\" is listed twice; only its first place counts.", element,
                    at: path / "channels" / index)
                continue
            }
            channels.append(channel)
            checkDisplayName(channel, element, at: path / "channels" / index)
        }
        return channels
    }

    private mutating func decodeCatalogTopic(_ node: JSONNode, at path: JSONPath, listed: [Channel]?) -> CatalogTopic? {
        guard node.members != nil else {
            wrongType(node, at: path, expected: "a topic object with \"slug\", \"name\" and \"channels\"")
            return nil
        }
        checkKeys(node, at: path, allowed: ["slug", "name", "description", "category", "channels"])
        let slug = requireSlug(node, at: path)
        let name = requireName(node, at: path)
        let description = optionalString(node, "description", at: path)
        let category = optionalString(node, "category", at: path)
        if let category, category.allSatisfy(\.isWhitespace), let categoryNode = node["category"] {
            report(
                .blankCategory,
                "Category \"\(category)\" is blank, so this topic joins the uncategorized section with no header; expected a category name or null.",
                categoryNode, at: path / "category")
        }
        let channels = decodeOfferings(node, at: path, listed: listed)
        guard let slug, let name, let channels else { return nil }
        if channels.isEmpty {
            report(
                .topicHasNoChannels,
                "Topic \"\(slug)\" is offered on no channel, so it gets no row on the screen; expected at least one channel.",
                node["channels"] ?? node, at: path / "channels")
        }
        return CatalogTopic(slug: slug, name: name, description: description, category: category, channels: channels)
    }

    /// A topic's `channels`: raw value → `{ "default": bool, "dailyCap": positive int }`.
    private mutating func decodeOfferings(_ node: JSONNode, at path: JSONPath, listed: [Channel]?) -> [Channel: ChannelOffering]?
    {
        guard let channelsNode = node["channels"], !channelsNode.isNull else { return [:] }
        guard let members = channelsNode.members else {
            wrongType(channelsNode, at: path / "channels", expected: "an object mapping channels to { \"default\": true|false }")
            return nil
        }
        var offerings: [Channel: ChannelOffering] = [:]
        var valid = true
        for member in members {
            let channelPath = path / "channels" / member.key
            guard !member.key.isEmpty else {
                report(
                    .invalidChannel, "A channel's name is empty; expected a raw value such as \"push\".", member.node,
                    at: channelPath)
                valid = false
                continue
            }
            guard let offering = decodeOffering(member.node, at: channelPath) else {
                valid = false
                continue
            }
            let channel = Channel(member.key)
            offerings[channel] = offering
            checkDisplayName(channel, member.node, at: channelPath)
            if let listed, !listed.contains(channel) {
                report(
                    .unlistedChannel,
                    "Channel \"\(member.key)\" is not in the catalog's top-level \"channels\" list, so it sorts after the listed ones; expected it listed.",
                    member.node, at: channelPath)
            }
        }
        return valid ? offerings : nil
    }

    private mutating func decodeOffering(_ node: JSONNode, at path: JSONPath) -> ChannelOffering? {
        guard node.members != nil else {
            wrongType(node, at: path, expected: "an object such as { \"default\": true }")
            return nil
        }
        checkKeys(node, at: path, allowed: ["default", "dailyCap"])
        let isDefault = requireBool(node, "default", at: path, code: .missingDefault)
        var dailyCap: Int?
        var capValid = true
        if let capNode = node["dailyCap"], !capNode.isNull {
            if let cap = capNode.integer, cap > 0 {
                dailyCap = cap
            } else {
                let found: String
                if case .number(let text) = capNode.value { found = text } else { found = capNode.value.kindDescription }
                report(
                    .invalidDailyCap, "Daily cap \(found) is not valid; expected a positive whole number of deliveries per day.",
                    capNode, at: path / "dailyCap")
                capValid = false
            }
        }
        guard let isDefault, capValid else { return nil }
        return ChannelOffering(default: isDefault, dailyCap: dailyCap)
    }

    /// Hints when Foundation's `capitalized` will show a channel oddly (`in_app` → `In_App`).
    mutating func checkDisplayName(_ channel: Channel, _ node: JSONNode, at path: JSONPath) {
        guard let reason = DisplayNameCheck.oddness(of: channel), channelsWithOddNames.insert(channel).inserted else { return }
        report(
            .oddDisplayName,
            "Channel \"\(channel.rawValue)\" shows on screen as \"\(channel.displayName)\" (\(reason)).",
            node, at: path, hint: "The app shows a channel's raw value capitalized; pick a raw value that reads well that way.")
    }
}
