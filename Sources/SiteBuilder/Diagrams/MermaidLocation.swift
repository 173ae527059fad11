import Foundation

/// Where `python3` last said nicegui's Mermaid is, kept beside the drawings.
///
/// Asking starts Python: 40–50 ms, and twice that through a version manager's shim. Every
/// build that renders a page with a diagram asked, even with each drawing in the cache (a
/// drawing's key names the Mermaid build), so an edit of such a page cost four times an edit
/// of another.
///
/// The answer is used again while what it came from is as it was: the variables that steer
/// Python's module search, the `python3` file found on `PATH`, the working folder (which
/// `python3 -c` searches first), and the Mermaid build it names, by its `index.js`'s stamp.
/// Upgrading nicegui in place replaces that file, so the next build asks again. Only a
/// found Mermaid is kept: a build that found none asks every time, and finds one as soon as
/// it is installed. `--no-cache` keeps nothing, so it always asks.
enum MermaidLocation {
    /// The file in the drawings' folder that holds the answer.
    static let fileName = "mermaid-location"

    /// The variables, beside `PATH`, that decide which Mermaid `python3` finds.
    static let variables = [
        "PATH", "PYTHONPATH", "PYTHONHOME", "PYTHONUSERBASE", "PYTHONNOUSERSITE", "PYTHONSAFEPATH", "VIRTUAL_ENV",
        "CONDA_PREFIX", "PYENV_VERSION", "HOME",
    ]

    /// What the answer of `python` depends on, as one line; nil when `python` has no stamp.
    static func fingerprint(python: String, environment: [String: String], workingFolder: String) -> String? {
        guard let stamp = FileStamp.of(python) else { return nil }
        var hash = ContentHash()
        for name in variables {
            // A variable unset differs from one set empty.
            hash.combine(environment[name].map { "=" + $0 } ?? "unset")
        }
        hash.combine(python)
        hash.combine(describe(stamp))
        hash.combine(workingFolder)
        return hash.description
    }

    /// The Mermaid folder kept in `folder` for `fingerprint`, while its `index.js` is the
    /// file it was when kept; nil otherwise.
    static func recalled(in folder: String, fingerprint: String) -> String? {
        guard let bytes = try? FileReader.read("\(folder)/\(fileName)") else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 3, lines[0] == fingerprint else { return nil }
        let mermaid = String(lines[2])
        guard let index = FileStamp.of("\(mermaid)/index.js"), describe(index) == lines[1] else { return nil }
        return mermaid
    }

    /// Keeps `mermaid` as the answer for `fingerprint`; a failure only costs the next build
    /// the question.
    static func remember(_ mermaid: String, in folder: String, fingerprint: String) {
        guard let index = FileStamp.of("\(mermaid)/index.js"), !mermaid.contains("\n") else { return }
        let text = "\(fingerprint)\n\(describe(index))\n\(mermaid)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(fileName)"), options: .atomic)
    }

    private static func describe(_ stamp: FileStamp) -> String {
        "\(stamp.device) \(stamp.inode) \(stamp.size) \(stamp.modified) \(stamp.changed)"
    }
}
