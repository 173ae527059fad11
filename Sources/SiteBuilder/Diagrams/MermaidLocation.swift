import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where `python3` last said nicegui's Mermaid is, kept beside the drawings.
///
/// Asking starts Python: 40–50 ms, and twice that through a version manager's shim. Every
/// build that renders a page with a diagram asked, even with each drawing in the cache (a
/// drawing's key names the Mermaid build), so an edit of such a page cost four times an edit
/// of another.
///
/// The answer is used again while what it came from is as it was:
/// - the variables that steer Python and its module search, and the working folder (which
///   `python3 -c` searches first);
/// - the `python3` file found on `PATH`, and the files by which pyenv and asdf choose a
///   Python for a shim (`.python-version` and `.tool-versions` from the working folder up,
///   and pyenv's global `version`);
/// - every folder Python searched, by its stamp, which an install or removal there changes;
/// - the Mermaid build it names, by its `index.js`'s stamp.
///
/// Only a found Mermaid is kept: a build that found none asks every time, and finds one as
/// soon as it is installed. `--no-cache` keeps nothing, so it always asks.
enum MermaidLocation {
    /// The file in the drawings' folder that holds the answer.
    static let fileName = "mermaid-location"

    /// The variables that decide which Python runs and which Mermaid it finds.
    static let variables = [
        "PATH", "PYTHONPATH", "PYTHONHOME", "PYTHONUSERBASE", "PYTHONNOUSERSITE", "PYTHONSAFEPATH", "VIRTUAL_ENV",
        "CONDA_PREFIX", "PYENV_VERSION", "PYENV_ROOT", "ASDF_PYTHON_VERSION", "ASDF_DATA_DIR", "HOME",
    ]

    /// The files version managers choose a Python by, in each folder from the working one up.
    static let versionFiles = [".python-version", ".tool-versions"]

    /// What the answer of `python` depends on, but for the folders it searched; nil when
    /// `python` has no stamp.
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
        var folder = workingFolder
        while true {
            for name in versionFiles { hash.combine(describe(path: "\(folder)/\(name)")) }
            guard let slash = folder.lastIndex(of: "/"), folder != "/" else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        let pyenv = environment["PYENV_ROOT"] ?? "\(environment["HOME"] ?? "")/.pyenv"
        hash.combine(describe(path: "\(pyenv)/version"))
        return hash.description
    }

    /// The Mermaid folder kept in `folder` for `fingerprint`, while its `index.js` and every
    /// folder Python searched are as they were when kept; nil otherwise.
    static func recalled(in folder: String, fingerprint: String) -> String? {
        guard let bytes = try? FileReader.read("\(folder)/\(fileName)") else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[0] == fingerprint else { return nil }
        let mermaid = String(lines[2])
        guard let index = FileStamp.of("\(mermaid)/index.js"), describe(index) == lines[1] else { return nil }
        for line in lines.dropFirst(3) {
            guard let tab = line.firstIndex(of: "\t"), describe(path: String(line[line.index(after: tab)...])) == line[..<tab]
            else { return nil }
        }
        return mermaid
    }

    /// Keeps `mermaid` as the answer for `fingerprint`, with the folders Python `searched`;
    /// a failure only costs the next build the question.
    static func remember(_ mermaid: String, searched: [String], in folder: String, fingerprint: String) {
        guard let index = FileStamp.of("\(mermaid)/index.js"), !mermaid.contains("\n"),
            !searched.contains(where: { $0.contains("\n") })
        else { return }
        var text = "\(fingerprint)\n\(describe(index))\n\(mermaid)"
        for path in searched { text += "\n\(describe(path: path))\t\(path)" }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(fileName)"), options: .atomic)
    }

    private static func describe(_ stamp: FileStamp) -> String {
        "\(stamp.device) \(stamp.inode) \(stamp.size) \(stamp.modified) \(stamp.changed)"
    }

    /// The stamp of whatever is at `path` (a folder too), or `none`.
    private static func describe(path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "none" }
        return describe(FileStamp(info))
    }
}
