import Diagnostics
import JSONDocument

/// The members of a mapping being read, with its merge keys (`<<: *base`) kept apart until
/// the mapping ends, since a key written after the merge still wins over a merged one.
///
/// A key written twice keeps both members, the later winning on lookup: that is what the JSON
/// parser does, so a spec means the same in either spelling, and it is what Redocly's loader
/// (js-yaml in its JSON-compatible mode) does with YAML. YAML 1.2 calls duplicate keys an
/// error, but refusing a whole spec over one is harsher than the tools authors check with.
struct YAMLMappingEntries {
    /// A merge key's value (a mapping, or a sequence of mappings, the earlier winning) and how
    /// many members were written before it.
    private struct Merge {
        var index: Int
        var sources: [JSONNode]
    }

    private var members: [JSONMember] = []
    private var merges: [Merge] = []
    private var pendingKey: (key: String, position: SourcePosition, isMergeKey: Bool)?

    /// True when the next node is a key rather than a value.
    var awaitsKey: Bool { pendingKey == nil }

    mutating func addKey(_ key: String, at position: SourcePosition, isMergeKey: Bool) {
        pendingKey = (key, position, isMergeKey)
    }

    /// - Throws: `invalid_yaml` when a merge key's value is not a mapping or a list of them.
    mutating func addValue(_ node: JSONNode) throws(Diagnostic) {
        guard let key = pendingKey else { return }
        pendingKey = nil
        guard key.isMergeKey else {
            members.append(JSONMember(key: key.key, keyPosition: key.position, node: node))
            return
        }
        let sources: [JSONNode]
        switch node.value {
        case .object: sources = [node]
        case .array(let elements) where elements.allSatisfy({ $0.members != nil }): sources = elements
        default:
            throw Diagnostic(
                .invalidYAML,
                "The merge key << has \(node.value.kindDescription) as its value; expected a mapping or a list of mappings (such as *base or [*a, *b]).",
                position: node.position)
        }
        merges.append(Merge(index: members.count, sources: sources))
    }

    /// The members in file order, each merge replaced by the merged members that neither a
    /// key of this mapping nor an earlier merged mapping already gives.
    func merged() -> [JSONMember] {
        guard !merges.isEmpty else { return members }
        var taken = Set(members.map(\.key))
        var result: [JSONMember] = []
        var written = 0
        for merge in merges {
            result += members[written..<merge.index]
            written = merge.index
            for source in merge.sources {
                let fresh = (source.members ?? []).filter { !taken.contains($0.key) }
                result += fresh
                for member in fresh { taken.insert(member.key) }
            }
        }
        return result + members[written...]
    }
}
