import Testing

@testable import SiteBuilder

@Suite("The .mintignore patterns")
struct IgnorePatternsTests {
    @Test("an empty path is not ignored, and does not trap")
    func emptyPath() {
        let patterns = IgnorePatterns("drafts/\n*.draft.mdx\n")
        #expect(!patterns.ignores(""))
        #expect(!patterns.ignores("/"))
    }

    @Test("Mintlify's defaults leave out README, LICENSE, CHANGELOG and CONTRIBUTING at any depth; a `!` line takes one back")
    func mintlifyDefaults() {
        let patterns = IgnorePatterns(IgnorePatterns.mintlifyDefaults)
        for path in [
            "README.md", "ja/README.md", "docs/CHANGELOG.md", "LICENSE.md", "CONTRIBUTING.md", ".github/x.md",
            "a/node_modules/b.mdx",
        ] {
            #expect(patterns.ignores(path), "\(path)")
        }
        for path in ["changelog.md", "readme/index.mdx", "guides/README-first.md", "index.mdx"] {
            #expect(!patterns.ignores(path), "\(path)")
        }
        #expect(!IgnorePatterns(IgnorePatterns.mintlifyDefaults + "!ja/README.md\n").ignores("ja/README.md"))
    }

    @Test("patterns without glob characters: folders only, anchored paths and `!` lines, on any path")
    func literalPatterns() {
        let patterns = IgnorePatterns("drafts/\nguides/old.md\nnotes.md\n!keep/notes.md\n")
        #expect(patterns.ignores("drafts/a.md"))
        #expect(patterns.ignores("x/drafts/b.md"))
        #expect(!patterns.ignores("drafts"))
        #expect(!patterns.ignores("drafts.md"))
        #expect(patterns.ignores("guides/old.md"))
        #expect(!patterns.ignores("x/guides/old.md"))
        #expect(!patterns.ignores("guides/old.mdx"))
        #expect(patterns.ignores("a/b/notes.md"))
        #expect(!patterns.ignores("keep/notes.md"))
        // Empty names are dropped, so an anchored pattern still reads the path from the top.
        #expect(patterns.ignores("guides//old.md"))
        #expect(patterns.ignores("/guides/old.md"))
        #expect(patterns.ignores("drafts//a.md"))
        // Names that are not ASCII are read as characters.
        #expect(patterns.ignores("café/drafts/é.md"))
        #expect(!patterns.ignores("café/notes.mdé"))
        #expect(IgnorePatterns("café/\n").ignores("café/a.md"))
        #expect(!IgnorePatterns("cafe/\n").ignores("café/a.md"))
    }

    @Test("`**` between folders spans any run of folders, none included, but never part of a name")
    func doubleStarInside() {
        let patterns = IgnorePatterns("a/**/b\n")
        #expect(patterns.ignores("a/b"))
        #expect(patterns.ignores("a/x/b"))
        #expect(patterns.ignores("a/x/y/b"))
        #expect(patterns.ignores("a/x/b/page.mdx"))
        #expect(!patterns.ignores("a/xb"))
        #expect(!patterns.ignores("a/x/yb"))
        #expect(!patterns.ignores("c/a/b"))
    }

    @Test("leading and trailing `**`")
    func doubleStarEnds() {
        let leading = IgnorePatterns("**/secret.mdx\n")
        #expect(leading.ignores("secret.mdx"))
        #expect(leading.ignores("x/y/secret.mdx"))
        #expect(!leading.ignores("x/notsecret.mdx"))
        let trailing = IgnorePatterns("drafts/**\n!drafts/keep.mdx\n")
        #expect(trailing.ignores("drafts/a.mdx"))
        #expect(trailing.ignores("drafts/x/a.mdx"))
        #expect(!trailing.ignores("drafts/keep.mdx"))
        #expect(!trailing.ignores("draftsx/a.mdx"))
    }
}
