/// One ```` ```swift ```` block of a docs page, with what its info string asks of the check.
///
/// Positions are kept so that a compiler error inside the block can be reported at the page's
/// own line and column: `firstLine` is the page line of the block's first code line, and
/// `indents` the characters removed from the start of each code line (a block indented inside
/// a component).
package struct SwiftSample: Sendable, Hashable {
    /// How the block is checked, from the words of its info string.
    package struct Options: Sendable, Hashable {
        /// `nocheck`: not checked at all.
        package var skip = false
        /// `fragment`: statements, checked inside an `async throws` function body.
        package var fragment = false
        /// `continues`: checked together with the block before it on the page.
        package var continues = false

        package init(skip: Bool = false, fragment: Bool = false, continues: Bool = false) {
            self.skip = skip
            self.fragment = fragment
            self.continues = continues
        }
    }

    /// The page (or snippet) the block is written in.
    package var file: String
    /// The page line of the block's first code line (1-based).
    package var firstLine: Int
    /// Characters of indentation removed from each code line, one entry per line.
    package var indents: [Int]
    /// The code, one entry per line, without line ends.
    package var lines: [String]
    package var options: Options

    package init(file: String, firstLine: Int, indents: [Int] = [], lines: [String], options: Options) {
        self.file = file
        self.firstLine = firstLine
        self.indents = indents.count == lines.count ? indents : Array(repeating: 0, count: lines.count)
        self.lines = lines
        self.options = options
    }
}
