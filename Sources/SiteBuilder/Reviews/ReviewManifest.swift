import CatalogReview
import Diagnostics
import Foundation
import JSONDocument

/// A review file of the content folder, `reviews/NAME.json`: which catalogs to compare and
/// which states to count, as paths relative to the content folder.
///
/// ```json
/// { "title": "Next release", "old": "catalogs/a.json", "new": "reviews/catalogs/a-next.json", "states": "states/",
///   "accepted": [ { "id": "slug_renamed-0c4f2a91", "by": "Ana", "why": "the old slug never shipped" } ] }
/// ```
struct ReviewManifest {
    /// A path from the file, with where it was written for messages.
    struct Path {
        var value: String
        var node: JSONNode
        var jsonPath: JSONPath
    }

    var title: String?
    var old: Path
    var new: Path
    /// A folder of states, or one state file; `nil` for no subscriber counts.
    var states: Path?
    /// The sign-offs of changes this review is known to make.
    var accepted: [ChangeAcceptance] = []

    /// Whether `file` is a review file: a JSON file directly inside a `reviews/` folder (the
    /// catalogs a review compares may sit in folders below it).
    static func isReviewFile(_ file: String) -> Bool {
        let folder = (file as NSString).deletingLastPathComponent
        return (folder as NSString).lastPathComponent == "reviews" && file.hasSuffix(".json")
    }

    /// The content folder a review file belongs to: the folder holding its `reviews/`.
    static func contentFolder(of file: String) -> String {
        let content = ((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return content.isEmpty ? "." : content
    }

    /// Decodes a review file, adding its problems to `diagnostics`: `invalid_json` and the
    /// other parse errors, `wrong_type`, `missing_field`, and `unknown_key` as a warning.
    static func decode(_ bytes: [UInt8], file: String, diagnostics: inout [Diagnostic]) -> ReviewManifest? {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            diagnostics.append(error.inFile(file))
            return nil
        }
        guard let members = root.members else {
            diagnostics.append(wrongType(root, at: .root, expected: "a review object with \"old\" and \"new\"", file: file))
            return nil
        }
        let known = ["title", "old", "new", "states", "accepted"]
        for member in members where !known.contains(member.key) {
            diagnostics.append(
                Diagnostic(
                    .unknownKey,
                    "Unknown key \"\(member.key)\" is ignored; known keys here are \"accepted\", \"new\", \"old\", \"states\", \"title\".",
                    file: file, position: member.keyPosition, jsonPath: (JSONPath.root / member.key).description))
        }
        var valid = true
        func text(_ key: String, required: Bool, expected: String) -> Path? {
            guard let node = root[key], !node.isNull else {
                if required {
                    valid = false
                    diagnostics.append(
                        Diagnostic(
                            .missingField, "Missing \"\(key)\"; expected \(expected).", file: file, position: root.position,
                            jsonPath: (JSONPath.root / key).description))
                }
                return nil
            }
            guard let value = node.string, !value.isEmpty else {
                valid = false
                diagnostics.append(wrongType(node, at: .root / key, expected: expected, file: file))
                return nil
            }
            return Path(value: value, node: node, jsonPath: .root / key)
        }
        let catalog = "the path of a catalog, relative to the content folder"
        let title = text("title", required: false, expected: "the review's title as a non-empty string")
        let old = text("old", required: true, expected: catalog)
        let new = text("new", required: true, expected: catalog)
        let states = text(
            "states", required: false, expected: "the path of a states folder or file, relative to the content folder")
        var accepted: [ChangeAcceptance] = []
        if let list = root["accepted"], !list.isNull {
            if let decoded = AcceptanceList.decode(list, at: .root / "accepted", file: file, diagnostics: &diagnostics) {
                accepted = decoded
            } else {
                valid = false
            }
        }
        guard valid, let old, let new else { return nil }
        return ReviewManifest(title: title?.value, old: old, new: new, states: states, accepted: accepted)
    }

    /// `review_input_not_found` for each path that names nothing in `content`, located in `file`.
    func missingInputs(content: String, file: String) -> [Diagnostic] {
        [old, new, states].compactMap { path in
            guard let path, !FileManager.default.fileExists(atPath: "\(content)/\(path.value)") else { return nil }
            let what = path.jsonPath == .root / "states" ? "a states folder or file" : "a catalog"
            return Diagnostic(
                .reviewInputNotFound,
                "No file or folder \"\(path.value)\" in \(content); expected the path of \(what), relative to the content folder.",
                file: file, position: path.node.position, jsonPath: path.jsonPath.description)
        }
    }

    /// Everything lint reports about a review file: its own problems and the paths that name
    /// nothing (the catalogs it names are linted as catalogs where they are).
    static func lint(_ bytes: [UInt8], file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let manifest = decode(bytes, file: file, diagnostics: &diagnostics) {
            diagnostics += manifest.missingInputs(content: contentFolder(of: file), file: file)
        }
        return diagnostics
    }

    private static func wrongType(_ node: JSONNode, at path: JSONPath, expected: String, file: String) -> Diagnostic {
        Diagnostic(
            .wrongType, "Found \(node.value.kindDescription); expected \(expected).", file: file, position: node.position,
            jsonPath: path.description)
    }
}
