import Diagnostics
import JSONDocument

/// The files docs.json's settings come from, so that a problem in a value a `$ref` file
/// holds, at any depth (a `$ref` file that names another), is reported in that file.
///
/// Settings are read from one tree with every `$ref` followed. The nodes read from the `n`th
/// file after docs.json have `n × band` added to their lines, so a position alone tells its
/// file, and ``placed(_:)`` puts a diagnostic back in the file and at the line it names.
struct SettingsSources: Sendable {
    /// Far beyond the lines of any file the build reads (64 MB at most).
    static let band = 1 << 32

    /// docs.json, then each `$ref` file in the order first read.
    private(set) var files: [String]

    init(root: String) {
        files = [root]
    }

    /// `node`, just read from `file` with none of its own `$ref`s followed yet, with its
    /// lines moved to `file`'s band.
    mutating func mark(_ node: JSONNode, from file: String) -> JSONNode {
        let index: Int
        if let known = files.firstIndex(of: file) {
            index = known
        } else {
            index = files.count
            files.append(file)
        }
        return index == 0 ? node : Self.shift(node, by: index * Self.band)
    }

    /// The file and position, as written, that `position` stands for.
    func place(_ position: SourcePosition) -> (file: String, position: SourcePosition) {
        let index = position.line / Self.band
        guard index > 0, index < files.count else { return (files[0], position) }
        return (files[index], SourcePosition(line: position.line % Self.band, column: position.column))
    }

    /// `diagnostic` in the file, and at the position, its position stands for; unchanged when
    /// it is at a line of docs.json's own.
    func placed(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let position = diagnostic.position, position.line >= Self.band else { return diagnostic }
        let (file, line) = place(position)
        var placed = diagnostic
        placed.file = file
        placed.position = line
        return placed
    }

    private static func shift(_ node: JSONNode, by lines: Int) -> JSONNode {
        var node = node
        node.position.line += lines
        switch node.value {
        case .object(var members):
            for index in members.indices {
                members[index].keyPosition.line += lines
                members[index].node = shift(members[index].node, by: lines)
            }
            node.value = .object(members)
        case .array(var elements):
            for index in elements.indices { elements[index] = shift(elements[index], by: lines) }
            node.value = .array(elements)
        default: break
        }
        return node
    }
}
