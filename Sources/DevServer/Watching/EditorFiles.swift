/// The scratch files editors write beside the file being edited, which must not trigger a build.
enum EditorFiles {
    /// Whether the last component of `path` is an editor's temporary file: Vim's swap files
    /// (`.x.swp`, `.swo`, `.swx`), backups (`x~`) and write probe (`4913`); Emacs's lock (`.#x`)
    /// and auto-save (`#x#`) files; JetBrains' safe-write copies (`x___jb_tmp___`, `x___jb_old___`).
    static func isTemporary(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swp") || name.hasSuffix(".swo") || name.hasSuffix(".swx") || name.hasSuffix("~")
            || name == "4913" || name.hasPrefix(".#") || (name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#"))
            || name.hasSuffix("___jb_tmp___") || name.hasSuffix("___jb_old___")
    }
}
