import Diagnostics
import JSONDocument

// `$ref` files: a navigation node that names another JSON file is read from that file.
extension NavigationReader {
    /// Calls `body` with `node`, or with the file its `$ref` names (relative to the file that
    /// names it, siblings of `$ref` laid over it), errors then attributed to that file.
    mutating func withResolved(
        _ node: JSONNode, _ path: JSONPath, _ body: (inout NavigationReader, JSONNode, JSONPath) -> Void
    ) {
        guard let reference = node["$ref"] else {
            body(&self, node, path)
            return
        }
        guard let name = reference.string else {
            fail(reference, path / "$ref", "a path to a JSON file")
            return
        }
        let target = Self.resolve(name, from: file)
        if refStack.contains(target) || target == refStack.first {
            errors.append(
                Diagnostic(
                    .wrongType,
                    "\"$ref\": \"\(name)\" leads back to \(target), which is already being read (\((refStack + [target]).joined(separator: " → "))); expected a file that does not refer to itself.",
                    file: file, position: reference.position, jsonPath: (path / "$ref").description))
            return
        }
        guard let bytes = load(target) else {
            errors.append(
                Diagnostic(
                    .fileNotFound, "\"$ref\": \"\(name)\" names \(target), which cannot be read; expected a JSON file.",
                    file: file, position: reference.position, jsonPath: (path / "$ref").description))
            return
        }
        var loaded: JSONNode
        do {
            loaded = try JSONParser.parse(bytes)
        } catch {
            errors.append(error.inFile(target))
            return
        }
        // Keys beside `$ref` win over the file's.
        if case .object(var members) = loaded.value, let siblings = node.members {
            for member in siblings where member.key != "$ref" {
                members.removeAll { $0.key == member.key }
                members.append(member)
            }
            loaded.value = .object(members)
        }
        let outer = file
        if refStack.isEmpty { refStack.append(outer) }
        refStack.append(target)
        file = target
        body(&self, loaded, .root)
        file = outer
        refStack.removeLast()
        if refStack.count == 1 { refStack.removeAll() }
    }

    /// `name` relative to the folder of `file` (a leading `/` is the first file's folder).
    static func resolve(_ name: String, from file: String) -> String {
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        var parts = (folder.isEmpty ? [] : folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
        let absolute = file.hasPrefix("/")
        for part in name.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else { parts.append("..") }
            default: parts.append(String(part))
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute && !joined.hasPrefix("/") ? "/" + joined : joined
    }
}
