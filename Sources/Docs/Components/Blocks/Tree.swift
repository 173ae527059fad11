/// `<Tree>` (or `<FileTree>`) with `<Tree.Folder name>` and `<Tree.File name>`, or a nested
/// Markdown list (`- docs/` a folder): a file tree as nested lists, folders as `<details>` so
/// they fold without script.
enum Tree {
    static func tree() -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<div class=\"pf-tree\">\n<ul class=\"pf-tree-list\" role=\"list\">")
        markup.close.raw("</ul>\n</div>")
        return markup
    }

    /// A folder; `openable={false}` draws it open with no toggle, as Mintlify does, so its
    /// entries always show.
    static func folder(_ attributes: ComponentAttributes) -> ComponentMarkup {
        let name = attributes.string("name") ?? ""
        guard attributes.string("openable")?.trimmingWhitespace() != "false" else { return fixedFolder(name: name) }
        return folder(name: name, isOpen: attributes.flag("defaultOpen"))
    }

    static func folder(name: String, isOpen: Bool) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<li class=\"pf-tree-folder\">")
        markup.open.raw(isOpen ? "<details open>" : "<details>")
        markup.open.raw("<summary>")
        markup.open.icon("folder", className: "pf-tree-icon")
        markup.open.text(name)
        markup.open.raw("</summary>\n<ul role=\"list\">")
        markup.close.raw("</ul>\n</details></li>")
        return markup
    }

    /// A folder that cannot be closed: its name as a plain line over its entries.
    private static func fixedFolder(name: String) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<li class=\"pf-tree-folder pf-tree-fixed\"><span class=\"pf-tree-name\">")
        markup.open.icon("folder", className: "pf-tree-icon")
        markup.open.text(name)
        markup.open.raw("</span>\n<ul role=\"list\">")
        markup.close.raw("</ul>\n</li>")
        return markup
    }

    static func file(_ attributes: ComponentAttributes) -> ComponentMarkup {
        file(name: attributes.string("name") ?? "")
    }

    static func file(name: String) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<li class=\"pf-tree-file\">")
        markup.open.icon("file", className: "pf-tree-icon")
        markup.open.text(name)
        markup.close.raw("</li>")
        return markup
    }
}
