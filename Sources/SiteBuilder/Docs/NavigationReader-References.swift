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
        referenced.insert(target)
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
        // A file whose value is itself a `$ref` leads on.
        withResolved(loaded, .root, body)
        file = outer
        refStack.removeLast()
        if refStack.count == 1 { refStack.removeAll() }
    }

    /// `node` with every `$ref` in it followed, at any depth, and the file the outermost one
    /// names (where the value's problems are then reported); `node` itself, after an error,
    /// when a file is missing or leads back to itself.
    mutating func resolvingReferences(_ node: JSONNode, _ path: JSONPath) -> (node: JSONNode, file: String) {
        var result = (node: node, file: file)
        let isReference = node["$ref"] != nil
        withResolved(node, path) { reader, resolved, innerPath in
            var resolved = resolved
            // Marked once, when read: what it holds in place is already marked.
            if isReference, let marked = reader.sources?.mark(resolved, from: reader.file) { resolved = marked }
            result = (reader.resolvedInside(resolved, innerPath), reader.file)
        }
        return result
    }

    private mutating func resolvedInside(_ node: JSONNode, _ path: JSONPath) -> JSONNode {
        var node = node
        switch node.value {
        case .object(var members):
            for index in members.indices {
                members[index].node = resolvingReferences(members[index].node, path / members[index].key).node
            }
            node.value = .object(members)
        case .array(var elements):
            for index in elements.indices { elements[index] = resolvingReferences(elements[index], path / index).node }
            node.value = .array(elements)
        default: break
        }
        return node
    }

    /// Calls `body` with the elements of the list at `key` of `node`, the list being written
    /// in place or in the file a `$ref` names (`"pages": {"$ref": "pages.json"}`), with the
    /// path of each element in its own file. A list missing is no list; one that is not an
    /// array after its `$ref` is an error there.
    mutating func withList(
        _ node: JSONNode, _ key: String, _ path: JSONPath, _ body: (inout NavigationReader, [JSONNode], JSONPath) -> Void
    ) {
        guard let value = node[key] else { return }
        guard value["$ref"] != nil else {
            if let elements = value.elements { body(&self, elements, path / key) }
            return
        }
        withResolved(value, path / key) { reader, list, listPath in
            guard let elements = list.elements else {
                reader.fail(list, listPath, "an array for \"\(key)\"")
                return
            }
            body(&reader, elements, listPath)
        }
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
