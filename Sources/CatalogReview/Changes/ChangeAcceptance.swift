import Diagnostics

/// A reviewer's sign-off on one change: its stable id, who accepted it and why, and where the
/// sign-off is written, so a stale one can be pointed at.
package struct ChangeAcceptance: Sendable, Hashable {
    /// The ``CatalogChange/id`` it accepts, e.g. `slug_renamed-0c4f2a91`.
    package var id: String
    package var by: String
    package var why: String
    /// The file that holds it: an `--accept` file or a review file.
    package var file: String
    /// The position of its object in that file.
    package var position: SourcePosition
    /// Its JSON path in that file, e.g. `accepted[2]`.
    package var jsonPath: String

    package init(id: String, by: String, why: String, file: String, position: SourcePosition, jsonPath: String) {
        self.id = id
        self.by = by
        self.why = why
        self.file = file
        self.position = position
        self.jsonPath = jsonPath
    }

    /// "signed off by Ana: the old slug was never shipped", for every output.
    package var phrase: String {
        "signed off by \(by): \(why)"
    }

    /// The warning for a sign-off that matches no change of the review: the change it named
    /// is gone, or has become a different one (another value, another slug) that needs a
    /// fresh look.
    package var staleWarning: Diagnostic {
        Diagnostic(
            .staleAcceptance,
            "Accepted change \"\(id)\" (by \(by)) matches no change of this review; expected the id of a change the diff reports.",
            file: file, position: position, jsonPath: jsonPath,
            hint:
                "The change was undone or has become a different one; review it again and accept its new id, or remove this entry."
        )
    }
}
