import Diagnostics
import PreferenceModel
import Testing

/// Loads an inline fixture the way the command line loads a file.
func load(_ json: String, file: String = "catalog.json", expecting kind: DocumentKind = .any) -> LoadResult {
    PreferenceLoader.load(Array(json.utf8), file: file, expecting: kind)
}

extension Diagnostic {
    /// Everything a test checks about a diagnostic's identity, in one comparable line:
    /// `error missing_default topics[2].channels.push.default 9:17`; the root path shows as `<root>`,
    /// a missing path or position as `-`.
    var summary: String {
        let place = position.map { "\($0.line):\($0.column)" } ?? "-"
        let path = jsonPath.map { $0.isEmpty ? "<root>" : $0 } ?? "-"
        return "\(severity.rawValue) \(code) \(path) \(place)"
    }
}

extension LoadResult {
    var summaries: [String] { diagnostics.map(\.summary) }

    var catalog: Catalog? {
        if case .catalog(let catalog)? = document { return catalog }
        return nil
    }

    var state: PreferenceState? {
        if case .state(let state)? = document { return state }
        return nil
    }

    var resolvedTopics: [Topic]? {
        if case .resolvedTopics(let topics)? = document { return topics }
        return nil
    }

    var failure: APIFailure? {
        if case .failure(let failure)? = document { return failure }
        return nil
    }
}

/// A channel-to-preference map from `[channel: (isOptedIn, isDefault)]`, to keep expectations short.
func prefs(_ entries: [Channel: (Bool, Bool)]) -> [Channel: ChannelPreference] {
    entries.mapValues { ChannelPreference(isOptedIn: $0.0, isDefault: $0.1) }
}

let sms = Channel("sms")
let inApp = Channel("in_app")
