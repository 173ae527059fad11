import Diagnostics
import JSONDocument

extension DocumentDecoder {
    /// What the SDK's `preferences.all()` returns: topics whose channels carry
    /// `{ "isOptedIn": bool, "isDefault": bool }`.
    mutating func decodeResolvedTopics(_ node: JSONNode, at path: JSONPath) -> [Topic]? {
        guard let elements = node.elements else { return nil }
        var topics: [Topic] = []
        var firstSlugLine: [String: SourcePosition] = [:]
        var valid = true
        for (index, element) in elements.enumerated() {
            let topicPath = path / index
            let topic = decodeResolvedTopic(element, at: topicPath)
            // A slug is taken even when the rest of its topic has errors (see decodeCatalog).
            if let slugNode = element["slug"], let slug = slugNode.string, Slug.isValid(slug) {
                if let first = firstSlugLine[slug] {
                    report(
                        .duplicateSlug,
                        "Slug \"\(slug)\" is already used by the topic at line \(first.line); expected every slug to be unique.",
                        slugNode, at: topicPath / "slug")
                    valid = false
                    continue
                }
                firstSlugLine[slug] = element.position
            }
            guard let topic else {
                valid = false
                continue
            }
            topics.append(topic)
        }
        return valid ? topics : nil
    }

    private mutating func decodeResolvedTopic(_ node: JSONNode, at path: JSONPath) -> Topic? {
        guard node.members != nil else {
            wrongType(node, at: path, expected: "a topic object with \"slug\", \"name\" and \"channels\"")
            return nil
        }
        checkKeys(node, at: path, allowed: ["slug", "name", "description", "category", "channels", "isOptedIn"])
        let slug = requireSlug(node, at: path)
        let name = requireName(node, at: path)
        let description = optionalString(node, "description", at: path)
        let category = optionalString(node, "category", at: path)
        guard
            let channelsNode = require(
                node, "channels", at: path, expected: "an object mapping channels to { \"isOptedIn\", \"isDefault\" }")
        else {
            return nil
        }
        guard let members = channelsNode.members else {
            wrongType(
                channelsNode, at: path / "channels", expected: "an object mapping channels to { \"isOptedIn\", \"isDefault\" }")
            return nil
        }
        var channels: [Channel: ChannelPreference] = [:]
        var valid = true
        for member in members {
            let channelPath = path / "channels" / member.key
            guard member.node.members != nil else {
                wrongType(
                    member.node, at: channelPath, expected: "an object such as { \"isOptedIn\": true, \"isDefault\": true }")
                valid = false
                continue
            }
            checkKeys(member.node, at: channelPath, allowed: ["isOptedIn", "isDefault"])
            guard let optedIn = requireBool(member.node, "isOptedIn", at: channelPath),
                let isDefault = requireBool(member.node, "isDefault", at: channelPath)
            else {
                valid = false
                continue
            }
            channels[Channel(member.key)] = ChannelPreference(isOptedIn: optedIn, isDefault: isDefault)
            checkDisplayName(Channel(member.key), member.node, at: channelPath)
        }
        guard let slug, let name, valid else { return nil }
        if channels.isEmpty {
            report(
                .topicHasNoChannels, "Topic \"\(slug)\" is offered on no channel, so it gets no row on the screen.",
                channelsNode, at: path / "channels")
        }
        return Topic(slug: slug, name: name, description: description, category: category, channels: channels)
    }
}
