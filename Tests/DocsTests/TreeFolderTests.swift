import Docs
import Foundation
import Testing

/// `<Tree.Folder>`'s `defaultOpen` and `openable`.
@Suite("Tree folders that start open or cannot be closed")
struct TreeFolderTests {
    static let source = """
        <Tree>
          <Tree.Folder name="fixed" openable={false}>
            <Tree.File name="a.md" />
          </Tree.Folder>
          <Tree.Folder name="open" defaultOpen>
            <Tree.File name="b.md" />
          </Tree.Folder>
          <Tree.Folder name="closed">
            <Tree.File name="c.md" />
          </Tree.Folder>
        </Tree>
        """

    @Test("openable={false} draws the folder open with no toggle; defaultOpen opens a toggle")
    func folders() throws {
        let page = try render(Self.source)
        #expect(page.warnings.isEmpty, "\(page.warnings)")
        // One part per folder, in order: what each folder's `<li>` starts with.
        let folders = page.html.components(separatedBy: "<li class=\"pf-tree-folder").dropFirst().map {
            $0.prefix(while: { $0 != "\n" })
        }
        #expect(folders.count == 3, "\(page.html)")
        guard folders.count == 3 else { return }
        #expect(folders[0].hasPrefix(" pf-tree-fixed\"><span class=\"pf-tree-name\">"))
        #expect(folders[0].hasSuffix("fixed</span>") && !folders[0].contains("<details"))
        #expect(folders[1].hasPrefix("\"><details open><summary>"))
        #expect(folders[2].hasPrefix("\"><details><summary>"))
        #expect(page.html.contains("a.md"))
    }
}
