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

    /// What `python3 -c` runs: nicegui's folder on a line, found without importing it (it
    /// imports a web server); then, each ended by a NUL and absolute, every folder Python
    /// searches and each package folder `site` names, which Python leaves out of its search
    /// while it does not exist (a first `pip install --user` makes one); then `END`. Should
    /// that list fail, the folder still stands, and is not kept.
    static let question = """
        import importlib.util, os, sys
        print(os.path.dirname(importlib.util.find_spec("nicegui").origin), flush=True)
        try:
            import site
            folders = [str(p) for p in sys.path if p] + list(site.getsitepackages()) + [site.getusersitepackages()]
            sys.stdout.buffer.write(b"".join(os.fsencode(os.path.abspath(f)) + b"\\0" for f in folders) + b"END")
        except Exception:
            pass
        """

    /// What `python3` said to ``question``.
    struct Answer: Equatable {
        /// nicegui's folder.
        var package: String
        /// The folders to stamp; nil when Python did not list them.
        var searched: [String]?
    }

    /// The variables that decide which Python runs and which Mermaid it finds.
    static let variables = [
        "PATH", "PYTHONPATH", "PYTHONHOME", "PYTHONUSERBASE", "PYTHONNOUSERSITE", "PYTHONSAFEPATH", "VIRTUAL_ENV",
        "CONDA_PREFIX", "PYENV_VERSION", "PYENV_ROOT", "PYENV_DIR", "ASDF_PYTHON_VERSION", "ASDF_DATA_DIR",
        "ASDF_DEFAULT_TOOL_VERSIONS_FILENAME", "HOME",
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
        // pyenv's global choice, and asdf's in the home folder (for a working folder outside it).
        let home = environment["HOME"] ?? ""
        let pyenv = environment["PYENV_ROOT"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.pyenv"
        hash.combine(describe(path: "\(pyenv)/version"))
        hash.combine(describe(path: "\(home)/.tool-versions"))
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

extension MermaidLocation.Answer {
    /// nil when the output names no folder.
    init?(_ output: [UInt8]) {
        let newline = output.firstIndex(of: UInt8(ascii: "\n")) ?? output.endIndex
        package = String(decoding: output[..<newline], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard !package.isEmpty else { return nil }
        let rest = newline < output.endIndex ? output[(newline + 1)...] : []
        var parts = rest.split(separator: 0, omittingEmptySubsequences: false)
        guard parts.last.map({ Array($0) == Array("END".utf8) }) == true else { return }
        parts.removeLast()
        searched = parts.map { String(decoding: $0, as: UTF8.self) }
    }
}
