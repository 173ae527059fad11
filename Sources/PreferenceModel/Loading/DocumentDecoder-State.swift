import Diagnostics
import JSONDocument

extension DocumentDecoder {
    /// A subscriber's state: `subscriber`, `label`, and `choices` keyed by slug.
    mutating func decodeState(_ node: JSONNode, at path: JSONPath) -> PreferenceState? {
        checkKeys(node, at: path, allowed: ["subscriber", "label", "choices"])
        let subscriber = optionalString(node, "subscriber", at: path)
        let label = optionalString(node, "label", at: path)
        guard let choicesNode = require(node, "choices", at: path, expected: "an object of choices keyed by topic slug") else {
            return nil
        }
        guard let members = choicesNode.members else {
            wrongType(choicesNode, at: path / "choices", expected: "an object of choices keyed by topic slug")
            return nil
        }
        var choices: [String: Choice] = [:]
        for member in members {
            let choicePath = path / "choices" / member.key
            guard Slug.isValid(member.key) else {
                diagnostics.append(
                    Diagnostic(
                        .invalidSlug, Slug.problem(member.key), file: file, position: member.keyPosition,
                        jsonPath: choicePath.description))
                continue
            }
            guard let choice = decodeChoice(member.node, at: choicePath) else { continue }
            choices[member.key] = choice
            choicePositions[member.key] = member.keyPosition
        }
        return PreferenceState(subscriber: subscriber, label: label, choices: choices)
    }

    /// `true`/`false` for the whole topic, or `{ channel: bool }` for single channels.
    private mutating func decodeChoice(_ node: JSONNode, at path: JSONPath) -> Choice? {
        if let all = node.bool { return .all(all) }
        guard let members = node.members else {
            wrongType(
                node, at: path, expected: "true/false for the whole topic, or an object of channels such as { \"push\": false }")
            return nil
        }
        var perChannel: [Channel: Bool] = [:]
        var valid = true
        for member in members {
            guard let optedIn = member.node.bool else {
                wrongType(member.node, at: path / member.key, expected: "true or false")
                valid = false
                continue
            }
            perChannel[Channel(member.key)] = optedIn
        }
        return valid ? .channels(perChannel) : nil
    }
}
