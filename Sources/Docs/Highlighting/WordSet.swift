/// A fixed set of ASCII words (a language's keywords) that a slice of code bytes is looked up
/// in without building a `String`.
///
/// The lexers look up every identifier; making a `String` and hashing it for two or three
/// `Set<String>` lookups cost about a thousand instructions an identifier. Here a lookup is a
/// length check and a comparison against the few words of that length and first byte.
///
/// Byte equality is `String` equality for these words: they are ASCII, and none contains
/// `K`, `;` or `` ` ``, the only ASCII characters another character is canonically equivalent
/// to (KELVIN SIGN, GREEK QUESTION MARK, GREEK VARIA).
struct WordSet: Sendable {
    /// `words[length]`: the words of that length.
    private let words: [[[UInt8]]]

    init(_ list: [String]) {
        var words: [[[UInt8]]] = []
        for word in list {
            let bytes = Array(word.utf8)
            precondition(bytes.allSatisfy { $0 < 0x80 } && !word.contains(where: { "K;`".contains($0) }), "WordSet holds plain ASCII words")
            while words.count <= bytes.count { words.append([]) }
            words[bytes.count].append(bytes)
        }
        self.words = words
    }

    /// Whether `code[range]` is one of the words.
    func contains(_ code: [UInt8], _ range: Range<Int>) -> Bool {
        let length = range.count
        guard length < words.count, length > 0 else { return false }
        let first = code[range.lowerBound]
        for word in words[length] where word[0] == first {
            var equal = true
            for offset in 1..<length where code[range.lowerBound + offset] != word[offset] {
                equal = false
                break
            }
            if equal { return true }
        }
        return false
    }
}
