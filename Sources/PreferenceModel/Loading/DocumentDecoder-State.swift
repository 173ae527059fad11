import Diagnostics
import JSONDocument

extension DocumentDecoder {
    /// A subscriber's state: `subscriber`, `label`, and `choices` keyed by slug.
    mutating func decodeState(_ node: JSONNode, at path: JSONPath) -> PreferenceState? {
        checkKeys(node, at: path, allowed: Self.stateKeys)
        let subscriber = optionalString(node, "subscriber", at: path)
        let label = optionalString(node, "label", at: path)
        guard let choicesNode = require(node, "choices", at: path, expected: "an object of choices keyed by topic slug") else {
            return nil
        }
        let choicesPath = path / "choices"
        guard let members = choicesNode.members else {
            wrongType(choicesNode, at: choicesPath, expected: "an object of choices keyed by topic slug")
            return nil
        }
        // Sized once: grown by insertions, both were copied over and over for each state of a site.
        var choices = [String: Choice](minimumCapacity: members.count)
        choicePositions.reserveCapacity(choicePositions.count + members.count)
        for member in members {
            guard Slug.isValid(member.key) else {
                diagnostics.append(
                    Diagnostic(
                        .invalidSlug, Slug.problem(member.key), file: file, position: member.keyPosition,
                        jsonPath: (choicesPath / member.key).description))
                continue
            }
            guard let choice = decodeChoice(member.node, in: choicesPath, key: member.key) else { continue }
            choices[member.key] = choice
            choicePositions[member.key] = member.keyPosition
        }
        return PreferenceState(subscriber: subscriber, label: label, choices: choices)
    }

    private static let stateKeys: Set<String> = ["subscriber", "label", "choices"]

    /// `true`/`false` for the whole topic, or `{ channel: bool }` for single channels. Its
    /// JSON path (`choices`, then `key`) is made only for a finding: made for every choice of
    /// every state, paths were a fifth of a site's states' decoding.
    private mutating func decodeChoice(_ node: JSONNode, in choicesPath: JSONPath, key: String) -> Choice? {
        if let all = node.bool { return .all(all) }
        guard let members = node.members else {
            wrongType(
                node, at: choicesPath / key,
                expected: "true/false for the whole topic, or an object of channels such as { \"push\": false }")
            return nil
        }
        var perChannel = [Channel: Bool](minimumCapacity: members.count)
        var valid = true
        for member in members {
            guard let optedIn = member.node.bool else {
                wrongType(member.node, at: choicesPath / key / member.key, expected: "true or false")
                valid = false
                continue
            }
            perChannel[Channel(member.key)] = optedIn
        }
        return valid ? .channels(perChannel) : nil
    }
}
