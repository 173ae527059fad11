import Diagnostics
import JSONDocument

/// Builds one ``JSONNode`` tree from libyaml's events.
///
/// Collections are kept on an explicit stack rather than by recursion, so nesting is bounded
/// by ``YAMLReader/maximumDepth`` and never by the thread's stack.
struct YAMLTreeBuilder {
    /// An open sequence or mapping.
    struct Frame {
        enum Kind {
            case sequence([JSONNode])
            case mapping(YAMLMappingEntries)
        }

        var kind: Kind
        var anchor: String?
        var position: SourcePosition
    }

    /// An anchored node and, once an alias has used it, its size and height.
    struct Anchor {
        var node: JSONNode
        var measure: (nodes: Int, height: Int)?
    }

    private var stack: [Frame] = []
    private var anchors: [String: Anchor] = [:]
    private var aliasBudget: Int
    private var documents = 0
    private var root: JSONNode?

    init(aliasBudget: Int) {
        self.aliasBudget = aliasBudget
    }

    /// Takes one event; returns the finished tree at the end of the stream.
    ///
    /// - Throws: `invalid_yaml`, `empty_file` or `nesting_too_deep` at the event's position.
    mutating func consume(_ event: YAMLEvent) throws(Diagnostic) -> JSONNode? {
        switch event {
        case .streamStart, .documentEnd:
            return nil
        case .documentStart(let position):
            documents += 1
            if documents > 1 {
                throw Diagnostic(
                    .invalidYAML, "The file holds more than one YAML document; expected one document.",
                    position: position)
            }
            return nil
        case .streamEnd(let position):
            guard let root else {
                throw Diagnostic(
                    .emptyFile, "The file is empty or holds only comments; expected a YAML document.",
                    position: position)
            }
            return root
        case .alias(let name, let position):
            try add(try expand(name, at: position), anchor: nil)
        case .scalar(let text, let style, let tag, let anchor, let position):
            if case .mapping(let entries)? = stack.last?.kind, entries.awaitsKey {
                try addKey(text, isMergeKey: style == .plain && text == "<<" && tag == nil, at: position)
                if let anchor { anchors[anchor] = Anchor(node: JSONNode(.string(text), at: position)) }
                return nil
            }
            let value = try YAMLScalar.resolve(text, style: style, tag: tag, at: position)
            try add(JSONNode(value, at: position), anchor: anchor)
        case .sequenceStart(let anchor, let position):
            try open(Frame(kind: .sequence([]), anchor: anchor, position: position))
        case .mappingStart(let anchor, let position):
            try open(Frame(kind: .mapping(YAMLMappingEntries()), anchor: anchor, position: position))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return nil }
            let value: JSONValue
            switch frame.kind {
            case .sequence(let elements): value = .array(elements)
            case .mapping(let entries): value = .object(entries.merged())
            }
            try add(JSONNode(value, at: frame.position), anchor: frame.anchor)
        }
        return nil
    }
}

// MARK: - Building

extension YAMLTreeBuilder {
    private mutating func open(_ frame: Frame) throws(Diagnostic) {
        if case .mapping(let entries)? = stack.last?.kind, entries.awaitsKey {
            throw Diagnostic(
                .invalidYAML,
                "A mapping key is a \(frame.kind.noun); expected a scalar key (a name, a number or a quoted string).",
                position: frame.position)
        }
        guard stack.count < YAMLReader.maximumDepth else {
            throw Diagnostic(
                .nestingTooDeep,
                "Sequences and mappings are nested more than \(YAMLReader.maximumDepth) levels deep; expected a shallower document.",
                position: frame.position)
        }
        stack.append(frame)
    }

    /// Puts a finished node where it belongs: into the open collection, or as the root.
    private mutating func add(_ node: JSONNode, anchor: String?) throws(Diagnostic) {
        if let anchor { anchors[anchor] = Anchor(node: node) }
        guard let last = stack.indices.last else {
            root = node
            return
        }
        switch stack[last].kind {
        case .sequence(var elements):
            stack[last].kind = .sequence([])  // keep the array uniquely referenced while appending
            elements.append(node)
            stack[last].kind = .sequence(elements)
        case .mapping(var entries):
            stack[last].kind = .sequence([])
            if entries.awaitsKey {
                // Only an alias reaches here as a key; its node must be a scalar.
                guard let key = node.value.keyText else {
                    stack[last].kind = .mapping(entries)
                    throw Diagnostic(
                        .invalidYAML,
                        "A mapping key is an alias of \(node.value.kindDescription); expected a scalar key.",
                        position: node.position)
                }
                entries.addKey(key, at: node.position, isMergeKey: false)
            } else {
                try entries.addValue(node)
            }
            stack[last].kind = .mapping(entries)
        }
    }

    private mutating func addKey(_ key: String, isMergeKey: Bool, at position: SourcePosition) throws(Diagnostic) {
        let last = stack.count - 1
        guard case .mapping(var entries) = stack[last].kind else { return }
        stack[last].kind = .sequence([])
        entries.addKey(key, at: position, isMergeKey: isMergeKey)
        stack[last].kind = .mapping(entries)
    }
}

// MARK: - Aliases

extension YAMLTreeBuilder {
    /// A copy of the anchored node, charged to the alias budget and checked for depth.
    ///
    /// The copy keeps the positions of the anchored text (where a problem in it must be
    /// fixed), except its top node, which is placed at the alias.
    private mutating func expand(_ name: String, at position: SourcePosition) throws(Diagnostic) -> JSONNode {
        guard var anchor = anchors[name] else {
            if stack.contains(where: { $0.anchor == name }) {
                throw Diagnostic(
                    .invalidYAML,
                    "The alias *\(name) refers to the node that contains it; expected an alias to a finished node (JSON cannot hold a cycle).",
                    position: position)
            }
            throw Diagnostic(
                .invalidYAML, "The alias *\(name) names no anchor before it; expected an anchor &\(name) earlier in the file.",
                position: position)
        }
        let measure = anchor.measure ?? Self.measure(anchor.node)
        if anchor.measure == nil {
            anchor.measure = measure
            anchors[name] = anchor
        }
        aliasBudget -= measure.nodes
        guard aliasBudget >= 0 else {
            throw Diagnostic(
                .invalidYAML,
                "Aliases expand to more than \(YAMLReader.maximumAliasNodes) nodes in all; expected a document without aliases of aliases multiplying it (a \"billion laughs\" file).",
                position: position)
        }
        guard stack.count + measure.height <= YAMLReader.maximumDepth else {
            throw Diagnostic(
                .nestingTooDeep,
                "The alias *\(name) nests sequences and mappings more than \(YAMLReader.maximumDepth) levels deep; expected a shallower document.",
                position: position)
        }
        var node = anchor.node
        node.position = position
        return node
    }

    /// How many nodes a tree holds and how deep its collections go, without recursion.
    private static func measure(_ node: JSONNode) -> (nodes: Int, height: Int) {
        var nodes = 0
        var height = 0
        var pending: [(JSONNode, Int)] = [(node, 0)]
        while let (next, depth) = pending.popLast() {
            nodes += 1
            switch next.value {
            case .array(let elements):
                height = max(height, depth + 1)
                for element in elements { pending.append((element, depth + 1)) }
            case .object(let members):
                height = max(height, depth + 1)
                for member in members { pending.append((member.node, depth + 1)) }
            default: break
            }
        }
        return (nodes, height)
    }
}

extension YAMLTreeBuilder.Frame.Kind {
    fileprivate var noun: String {
        switch self {
        case .sequence: "sequence"
        case .mapping: "mapping"
        }
    }
}

extension JSONValue {
    /// The text of a scalar used as a mapping key through an alias.
    fileprivate var keyText: String? {
        switch self {
        case .string(let text), .number(let text): text
        case .bool(let bool): bool ? "true" : "false"
        case .null: "null"
        case .array, .object: nil
        }
    }
}
