import Foundation
import Testing

/// Golden-file comparison: a whole output checked against a recorded copy under
/// `Tests/<Target>/Golden/`.
///
/// On a mismatch the issue shows the first lines of a unified diff (golden → actual) and how to
/// re-record. Run with `RECORD=1` in the environment to write the actual outputs as the new
/// goldens; a recording run still fails, so it cannot pass by accident, and the next run
/// without `RECORD=1` compares against what was written.
package enum Golden {
    /// Whether this run re-records goldens.
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD"] == "1" }

    /// `Tests/<Target>/Golden/` for the test file at `filePath`.
    package static func folder(for filePath: String) -> URL {
        var url = URL(fileURLWithPath: filePath)
        while url.pathComponents.count > 1 {
            let parent = url.deletingLastPathComponent()
            if parent.lastPathComponent == "Tests" { return url.appendingPathComponent("Golden") }
            url = parent
        }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    /// Checks `actual` against the golden `name` (a path inside the target's `Golden/` folder).
    package static func expect(
        _ actual: String, matches name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = folder(for: filePath).appendingPathComponent(name)
        let shown = "Golden/\(name)"
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                Issue.record("recorded \(shown); run again without RECORD=1 to compare", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record \(shown): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("no golden \(shown); record it with RECORD=1 swift test --filter <test>", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        let diff = unifiedDiff(from: expected, to: actual, fromName: shown, toName: "actual")
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        let shownDiff =
            lines.prefix(60).joined(separator: "\n") + (lines.count > 60 ? "\n… (\(lines.count - 60) more lines)" : "")
        Issue.record(
            "\(shown) differs from the output:\n\(shownDiff)\nIf the change is intended, re-record with RECORD=1 swift test --filter <test>.",
            sourceLocation: sourceLocation)
    }

    /// A unified diff of two texts by lines, with three lines of context.
    package static func unifiedDiff(from old: String, to new: String, fromName: String, toName: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, from the ends.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        enum Edit { case same(String), removed(String), added(String) }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                edits.append(.removed(a[i]))
                i += 1
            } else {
                edits.append(.added(b[j]))
                j += 1
            }
        }
        // Group the edits into hunks with three lines of context.
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        guard !changed.isEmpty else { return "" }
        var output = "--- \(fromName)\n+++ \(toName)\n"
        var hunkStart = 0
        while hunkStart < changed.count {
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 6 { hunkEnd += 1 }
            let from = max(0, changed[hunkStart] - 3)
            let to = min(edits.count, changed[hunkEnd] + 4)
            var oldLine = 1
            var newLine = 1
            for edit in edits[..<from] {
                switch edit {
                case .same:
                    oldLine += 1
                    newLine += 1
                case .removed: oldLine += 1
                case .added: newLine += 1
                }
            }
            var oldCount = 0
            var newCount = 0
            var body = ""
            for edit in edits[from..<to] {
                switch edit {
                case .same(let line):
                    body += " \(line)\n"
                    oldCount += 1
                    newCount += 1
                case .removed(let line):
                    body += "-\(line)\n"
                    oldCount += 1
                case .added(let line):
                    body += "+\(line)\n"
                    newCount += 1
                }
            }
            output += "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@\n" + body
            hunkStart = hunkEnd + 1
        }
        return output
    }
}
