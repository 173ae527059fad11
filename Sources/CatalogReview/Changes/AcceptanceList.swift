import Diagnostics
import JSONDocument

/// Reads sign-offs: the `"accepted"` list of an `--accept` file or of a review file.
///
/// ```json
/// { "accepted": [ { "id": "slug_renamed-0c4f2a91", "by": "Ana", "why": "the old slug never shipped" } ] }
/// ```
package enum AcceptanceList {
    /// An `--accept` file: an object with the `"accepted"` list.
    ///
    /// - Throws: every error in it (`invalid_json` and the parser's others, `wrong_type`,
    ///   `missing_field`), each at its position; `warnings` gets `unknown_key`.
    package static func load(
        _ bytes: [UInt8], file: String, warnings: inout [Diagnostic]
    ) throws(DiagnosticList)
        -> [ChangeAcceptance]
    {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw DiagnosticList([error.inFile(file)])
        }
        var diagnostics: [Diagnostic] = []
        guard let members = root.members else {
            throw DiagnosticList([
                wrongType(root, at: .root, expected: #"an object such as { "accepted": [ … ] }"#, file: file)
            ])
        }
        for member in members where member.key != "accepted" {
            diagnostics.append(unknownKey(member, at: .root, known: ["accepted"], file: file))
        }
        guard let list = root["accepted"] else {
            diagnostics.append(
                Diagnostic(
                    .missingField, #"Missing "accepted"; expected a list of { "id", "by", "why" } sign-offs."#, file: file,
                    position: root.position, jsonPath: "accepted"))
            throw DiagnosticList(diagnostics)
        }
        let accepted = decode(list, at: .root / "accepted", file: file, diagnostics: &diagnostics)
        // Found field by field; read in file order. The sort is stable.
        diagnostics.sort { ($0.position ?? list.position) < ($1.position ?? list.position) }
        warnings += diagnostics.filter { $0.severity == .warning }
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let accepted else { throw DiagnosticList(errors) }
        return accepted
    }

    /// An `"accepted"` list at `path`, adding its problems to `diagnostics`; `nil` when it has
    /// errors.
    package static func decode(
        _ node: JSONNode, at path: JSONPath, file: String, diagnostics: inout [Diagnostic]
    )
        -> [ChangeAcceptance]?
    {
        guard let elements = node.elements else {
            diagnostics.append(wrongType(node, at: path, expected: #"a list of { "id", "by", "why" } sign-offs"#, file: file))
            return nil
        }
        var accepted: [ChangeAcceptance] = []
        var firstByID: [String: ChangeAcceptance] = [:]
        var valid = true
        for (index, element) in elements.enumerated() {
            let entryPath = path / index
            guard let members = element.members else {
                diagnostics.append(
                    wrongType(
                        element, at: entryPath, expected: #"a sign-off such as { "id": "…", "by": "…", "why": "…" }"#, file: file)
                )
                valid = false
                continue
            }
            let known = ["id", "by", "why"]
            for member in members where !known.contains(member.key) {
                diagnostics.append(unknownKey(member, at: entryPath, known: known, file: file))
            }
            var fields: [String: String] = [:]
            for (key, expected) in [
                ("id", "the id of a change, such as \"default_changed-3f9a1c2b\", from the diff's output"),
                ("by", "who signs the change off, as a non-empty string"),
                ("why", "why the change is intended, as a non-empty string"),
            ] {
                guard let field = element[key], !field.isNull else {
                    diagnostics.append(
                        Diagnostic(
                            .missingField, "Missing \"\(key)\"; expected \(expected).", file: file, position: element.position,
                            jsonPath: (entryPath / key).description))
                    valid = false
                    continue
                }
                guard let text = field.string, !text.allSatisfy(\.isWhitespace) else {
                    diagnostics.append(wrongType(field, at: entryPath / key, expected: expected, file: file))
                    valid = false
                    continue
                }
                fields[key] = text
            }
            guard let id = fields["id"], let by = fields["by"], let why = fields["why"] else { continue }
            let acceptance = ChangeAcceptance(
                id: id, by: by, why: why, file: file, position: element.position, jsonPath: entryPath.description)
            // Two sign-offs of one change are a merge gone wrong or a copy; the last one counts.
            if let first = firstByID[id] {
                diagnostics.append(
                    Diagnostic(
                        .duplicateAcceptance,
                        "Change \"\(id)\" is already signed off at \(first.jsonPath) (\(first.position)); the last sign-off counts.",
                        file: file, position: element.position, jsonPath: entryPath.description))
            } else {
                firstByID[id] = acceptance
            }
            accepted.append(acceptance)
        }
        return valid ? accepted : nil
    }

    private static func wrongType(_ node: JSONNode, at path: JSONPath, expected: String, file: String) -> Diagnostic {
        let found: String
        if let text = node.string { found = "the string \"\(text)\"" } else { found = node.value.kindDescription }
        return Diagnostic(
            .wrongType, "Found \(found); expected \(expected).", file: file, position: node.position,
            jsonPath: path.description)
    }

    private static func unknownKey(_ member: JSONMember, at path: JSONPath, known: [String], file: String) -> Diagnostic {
        let list = known.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        return Diagnostic(
            .unknownKey, "Unknown key \"\(member.key)\" is ignored; known keys here are \(list).", file: file,
            position: member.keyPosition, jsonPath: (path / member.key).description)
    }
}
