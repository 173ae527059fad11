/// A fixed set of ASCII words looked up straight from a code buffer, without building a
/// `String` or hashing: words are bucketed by length and compared byte by byte, which is
/// what a lexer needs when it asks about every identifier of a code block.
struct KeywordTable: Sendable {
    private let buckets: [[[UInt8]]]

    init(_ words: [String]) {
        let longest = words.map(\.utf8.count).max() ?? 0
        var buckets = [[[UInt8]]](repeating: [], count: longest + 1)
        for word in words { buckets[word.utf8.count].append(Array(word.utf8)) }
        self.buckets = buckets
    }

    /// Whether `code[range]` is one of the words.
    func contains(_ code: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count < buckets.count else { return false }
        for word in buckets[range.count] where word[0] == code[range.lowerBound] {
            var offset = 1
            while offset < word.count && word[offset] == code[range.lowerBound + offset] { offset += 1 }
            if offset == word.count { return true }
        }
        return false
    }
}
