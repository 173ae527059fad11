import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Refuses an output folder whose replacement would destroy what Preflight did not write.
///
/// A build replaces its output folder whole, so `--output .` or `--output content` would
/// otherwise delete a project. Every check runs before anything is written, on paths with
/// their symbolic links resolved, so no spelling of a folder (`..`, `./content/`, a link)
/// slips past.
package enum OutputGuard {
    /// The file every output folder holds: a folder without it was not written by Preflight.
    package static let markerName = ".preflight-site"
    package static let markerText = """
        This folder was written by Preflight. Every build replaces all of it; keep nothing of \
        your own here.\n
        """

    /// Checks that `output` may be replaced by a build reading `content` and `templates`.
    ///
    /// - Parameter force: lets a non-empty folder without the marker be replaced; every other
    ///   refusal stands.
    /// - Throws: one of the `output_*` refusals, naming the output as the user wrote it.
    package static func check(output: String, content: String, templates: String?, force: Bool) throws(Diagnostic) {
        // An empty --output names the working folder; quoted so the message shows something.
        let name = output.isEmpty ? "\"\"" : output
        let target = resolved(output)
        if target == "/" {
            throw refusal(.outputIsProtected, "The output \(name) is the root folder /", name)
        }
        if let home = homeFolder(), isSameOrAncestor(target, of: home) {
            let what = target == home ? "your home folder" : "a folder that holds your home folder"
            throw refusal(.outputIsProtected, "The output \(name) is \(what) (\(home))", name)
        }
        let protected: [(code: DiagnosticCode, role: String, path: String?)] = [
            (.outputContainsWorkingFolder, "the working folder", FileManager.default.currentDirectoryPath),
            (.outputContainsContent, "the content folder", content),
            (
                .outputContainsTemplates, "the templates folder",
                templates ?? (FileReader.isDirectory("templates") ? "templates" : nil)
            ),
        ]
        for (code, role, path) in protected {
            guard let path else { continue }
            let folder = resolved(path)
            guard isSameOrAncestor(target, of: folder) else { continue }
            let what = target == folder ? "is \(role)" : "holds \(role) (\(path))"
            throw refusal(code, "The output \(name) \(what)", name)
        }
        var info = stat()
        guard lstat(target, &info) == 0 else { return }  // Missing: a new folder.
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw Diagnostic(
                .outputNotAFolder,
                "The output \(name) is a file, not a folder; expected a folder for the site, or a path that does not exist yet.",
                file: name)
        }
        // A Git work tree or repository (a gh-pages checkout, say) would lose its history.
        if lstat("\(target)/.git", &info) == 0 {
            throw refusal(.outputIsProtected, "The output \(name) holds a Git repository (.git)", name)
        }
        // The marker first: one `stat`, where the listing of a site's top folder is dozens of names.
        if FileManager.default.fileExists(atPath: "\(target)/\(markerName)") || isEmptyFolder(target) { return }
        // A folder just under the root (/usr, /tmp, /srv) is the system's: not even --force.
        if (target as NSString).deletingLastPathComponent == "/" {
            throw refusal(.outputIsProtected, "The output \(name) is \(target), a folder of the system's own", name)
        }
        if force { return }
        // A site built before outputs were marked: this working folder's build cache names it.
        if FileManager.default.fileExists(atPath: BuildCache.file(for: AbsolutePath.of(output))) {
            return
        }
        throw Diagnostic(
            .outputNotASite,
            "The output \(name) holds files that Preflight did not write (it has no \(markerName) file); "
                + "expected an empty or missing folder, or one an earlier build wrote.",
            file: name,
            hint:
                "A build replaces the whole output folder. Choose another --output, or pass --force to replace this folder and everything in it."
        )
    }

    /// Checks that the one page `preview --output` or `diff --html` writes may go to `path`:
    /// a new file or an HTML page, never a folder, and another kind of file (a catalog, the
    /// README) only with `force` — so `diff old.json new.json --html new.json` loses nothing.
    ///
    /// - Throws: `output_not_a_file` or `output_not_a_page`, naming `path`.
    package static func checkPage(_ path: String, force: Bool) throws(Diagnostic) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw Diagnostic(
                .outputNotAFile, "The output \(path) is a folder; expected a file name for the page, such as preview.html.",
                file: path)
        }
        let kind = (path as NSString).pathExtension.lowercased()
        guard !force, kind != "html", kind != "htm" else { return }
        throw Diagnostic(
            .outputNotAPage,
            "The output \(path) is an existing file that is not an HTML page; writing the page would replace it. "
                + "Expected a new file or an .html file.",
            file: path, hint: "Choose another file name, or pass --force to replace this file.")
    }

    /// An absolute path without `.`, `..` or symbolic links: the longest existing part is
    /// resolved by the system, the rest appended as written.
    static func resolved(_ path: String) -> String {
        var standard = AbsolutePath.of(path)
        if standard.count > 1, standard.hasSuffix("/") { standard.removeLast() }
        var existing = standard
        var rest: [String] = []
        while existing != "/" {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
            }
            rest.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
        return standard
    }

    /// Whether `path` is `folder` or one of the folders that hold it.
    private static func isSameOrAncestor(_ path: String, of folder: String) -> Bool {
        folder == path || path == "/" || folder.hasPrefix(path + "/")
    }

    private static func homeFolder() -> String? {
        // `getenv`, not `ProcessInfo`'s environment, which copies every variable into a dictionary.
        let home = getenv("HOME").map { String(cString: $0) } ?? NSHomeDirectory()
        guard !home.isEmpty else { return nil }
        let folder = resolved(home)
        // A home of `/` (some service accounts) is already refused as the root.
        return folder == "/" ? nil : folder
    }

    private static func isEmptyFolder(_ path: String) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? ["?"]).isEmpty
    }

    private static func refusal(_ code: DiagnosticCode, _ what: String, _ output: String) -> Diagnostic {
        Diagnostic(
            code,
            "\(what); a build replaces its output folder whole, so this would delete it. Expected a folder of its own, such as _site.",
            file: output, hint: "Choose another --output. (--force does not override this.)")
    }
}
