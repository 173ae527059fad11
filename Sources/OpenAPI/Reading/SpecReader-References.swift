import Diagnostics
import Foundation
import JSONDocument

/// Where a `$ref` leads: the file and the JSON pointer in it, as one key (`file#/a/b`).
struct ReferenceTarget: Hashable {
    var file: String
    var pointer: String

    var key: String { "\(file)#\(pointer)" }
}

extension SpecReader {
    /// The value itself, or the value its `$ref` (and theirs, in turn) leads to; nil after
    /// reporting a broken or circular reference.
    mutating func resolved(_ value: SpecValue) -> SpecValue? {
        var current = value
        var seen: Set<String> = []
        while let reference = current["$ref"] {
            guard let text = string(reference) else { return nil }
            guard let (target, found) = follow(text, from: reference) else { return nil }
            guard seen.insert(target.key).inserted else {
                fail(.brokenRef, reference, "The reference \"\(text)\" leads back to itself; expected a value.")
                return nil
            }
            current = found
        }
        return current
    }

    /// The value a `$ref` string names, reported as `broken_ref` when there is none.
    mutating func follow(_ text: String, from reference: SpecValue) -> (ReferenceTarget, SpecValue)? {
        let hash = text.firstIndex(of: "#")
        let filePart = String(text[..<(hash ?? text.endIndex)])
        let pointer = hash.map { String(text[text.index(after: $0)...]) } ?? ""
        if filePart.contains("://") {
            fail(
                .brokenRef, reference,
                "The reference \"\(text)\" is on another server, which the build does not fetch; expected a file of the site.")
            return nil
        }
        let targetFile = filePart.isEmpty ? reference.file : Self.relative(filePart, to: reference.file)
        let document: JSONNode
        do {
            document = try files.document(targetFile)
        } catch {
            if error.code == .fileNotFound || error.code == .brokenRef {
                fail(
                    .brokenRef, reference,
                    "The reference \"\(text)\" names \(targetFile), which does not exist; expected a file of the site.")
            } else if !errors.contains(error) {
                // A file that does not parse is one problem, however many `$ref`s lead to it.
                errors.append(error)
            }
            return nil
        }
        var value = SpecValue(node: document, file: targetFile, path: .root)
        guard pointer.isEmpty || pointer.hasPrefix("/") else {
            fail(.brokenRef, reference, "The reference \"\(text)\" has no JSON pointer after #; expected \"#/components/…\".")
            return nil
        }
        for segment in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let key = Self.unescape(segment)
            if let member = value[key] {
                value = member
            } else if let index = Int(key), let elements = value.node.elements, elements.indices.contains(index) {
                value = value.elements[index]
            } else {
                fail(
                    .brokenRef, reference,
                    "The reference \"\(text)\" leads to nothing: \(targetFile) has no \(value.path / key); expected an existing value."
                )
                return nil
            }
        }
        return (ReferenceTarget(file: targetFile, pointer: pointer), value)
    }

    /// A pointer segment's key: percent-decoded, then `~1` is `/` and `~0` is `~` (RFC 6901).
    private static func unescape(_ segment: Substring) -> String {
        let decoded = String(segment).removingPercentEncoding ?? String(segment)
        return decoded.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// `path` read from the folder of `file`, with `.` and `..` folded.
    static func relative(_ path: String, to file: String) -> String {
        if path.hasPrefix("/") { return path }
        var parts = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, !last.isEmpty, last != ".." { parts.removeLast() } else { parts.append("..") }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
