import Diagnostics

/// Anything Preflight reads about preferences: a catalog, a subscriber's state, the SDK's
/// resolved topic array, or a failed API response.
package enum PreferenceDocument: Hashable, Sendable {
    case catalog(Catalog)
    case state(PreferenceState)
    /// What `BuzzKit.preferences.all()` returns: topics already resolved for one subscriber.
    case resolvedTopics([Topic])
    /// An API envelope with `success: false`: the app would show its failed-first-load screen.
    case failure(APIFailure)

    /// The kind as a noun for messages.
    package var kindDescription: String {
        switch self {
        case .catalog: "a catalog"
        case .state: "a preference state"
        case .resolvedTopics: "a resolved topic array"
        case .failure: "a failed API response"
        }
    }
}

/// The `error` of a failed API envelope.
package struct APIFailure: Hashable, Sendable {
    /// The API's own snake_case code, e.g. `unauthorized`.
    package var code: String
    package var message: String

    package init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// How `lint` and `build` report a failed response: an error naming the API's code.
    package func diagnostic(file: String) -> Diagnostic {
        Diagnostic(
            .apiError,
            "The file is a failed API response (error code \"\(code)\": \(message)); expected a successful response with data.",
            file: file, position: SourcePosition(line: 1, column: 1), jsonPath: "error")
    }
}

/// Which document a caller expects; `.any` accepts whichever the file holds.
package enum DocumentKind: Sendable {
    case any
    case catalog
    case state
    /// A catalog or a resolved topic array: what `preview` can draw.
    case screen
}

/// What loading one file gave: the document when it has no errors, and every finding.
package struct LoadResult: Sendable {
    package var document: PreferenceDocument?
    /// Errors and warnings in file order.
    package var diagnostics: [Diagnostic]
    /// Where each explicit choice of a state sits, keyed by slug, for lint's orphan check.
    package var choicePositions: [String: SourcePosition] = [:]

    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    package var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
