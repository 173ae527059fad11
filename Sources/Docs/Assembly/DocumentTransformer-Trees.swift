import CCmarkGFM

// Trees written as Markdown lists: `<Tree>` and `<FileTree>` take `- docs/` lines as well as
// `<Tree.Folder>` and `<Tree.File>` tags.
extension DocumentTransformer {
    /// Replaces each Markdown list among a tree's (or a folder's) children with the folders and
    /// files it names, so the tree's own `<ul>` holds `<li>`s only: an item whose text ends in
    /// `/` or that holds a list is a folder, open, holding that list's items; any other is a
    /// file. Names are the items' text without formatting.
    static func treeItems(fromListsIn block: CMarkNode) {
        var child = block.firstChild
        while let current = child {
            child = current.next
            guard current.type == CMARK_NODE_LIST else { continue }
            for entry in treeEntries(of: current) { current.insertBefore(entry) }
            current.free()
        }
    }

    /// One custom block per item of `list`, each holding its folder's entries.
    private static func treeEntries(of list: CMarkNode) -> [CMarkNode] {
        var entries: [CMarkNode] = []
        var item = list.firstChild
        while let current = item {
            item = current.next
            var name = ""
            var lists: [CMarkNode] = []
            var part = current.firstChild
            while let block = part {
                part = block.next
                if block.type == CMARK_NODE_LIST {
                    lists.append(block)
                } else if name.isEmpty, block.type == CMARK_NODE_PARAGRAPH {
                    name = plainText(of: block)
                }
            }
            let isFolder = name.hasSuffix("/") || !lists.isEmpty
            while name.hasSuffix("/") { name.removeLast() }
            let entry = CMarkNode(type: CMARK_NODE_CUSTOM_BLOCK)
            let markup = isFolder ? Tree.folder(name: name, isOpen: !lists.isEmpty) : Tree.file(name: name)
            if isFolder {
                for nested in lists {
                    for child in treeEntries(of: nested) { entry.append(child) }
                }
            }
            entry.setOnEnter(markup.open.bytes)
            entry.setOnExit(markup.close.bytes)
            entries.append(entry)
        }
        return entries
    }
}
