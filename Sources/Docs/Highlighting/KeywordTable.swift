/// A fixed set of ASCII words looked up straight from a code buffer, without building a
/// `String`, which is what a lexer needs when it asks about every identifier of a code block.
/// Each word carries a tag, so one lookup can tell a lexer which of its word lists matched.
///
/// Each word is packed into two integers (its bytes in order and its length) and kept in a
/// small open-addressed hash table at most a quarter full: a lookup packs the candidate once,
/// multiplies it into a slot and compares integers, whatever the length or first letter.
struct KeywordTable: Sendable {
    /// A word of up to 15 bytes as two little-endian integers, the length in the top byte.
    private struct PackedWord: Equatable, Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init() {}

        /// Whether this is an empty slot: no word packs to it, since every word has a length.
        var isEmpty: Bool { high == 0 }

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            let split = min(bytes.count, 8)
            for offset in 0..<split { low |= UInt64(bytes[offset]) << (8 &* UInt64(offset)) }
            for offset in split..<bytes.count { high |= UInt64(bytes[offset]) << (8 &* UInt64(offset &- 8)) }
            high |= UInt64(bytes.count) << 56
        }

        /// A slot in a table of `1 << bits` slots (Fibonacci hashing of both halves).
        func slot(bits: Int) -> Int {
            let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
        }
    }

    /// The longest word a table can hold.
    static let maximumLength = 15

    private let slots: [PackedWord]
    /// The tag of the word in the slot of the same index.
    private let tags: [UInt8]
    private let bits: Int
    /// Bit `n` is set when some word is `n` bytes long, so most other lengths skip the hash.
    private let lengths: UInt16

    /// A table of `words`, each tagged 1.
    init(_ words: [String]) {
        self.init(tagging: [(words, 1)])
    }

    /// A table of every group's words, each tagged with its group's tag; a word in more than
    /// one group takes the tag of the last.
    init(tagging groups: [([String], UInt8)]) {
        let count = groups.reduce(0) { $0 + $1.0.count }
        var bits = 4
        while 1 << bits < count * 4 { bits += 1 }
        var slots = [PackedWord](repeating: PackedWord(), count: 1 << bits)
        var tags = [UInt8](repeating: 0, count: 1 << bits)
        var lengths: UInt16 = 0
        for (words, tag) in groups {
            for word in words {
                precondition((1...Self.maximumLength).contains(word.utf8.count), "KeywordTable: \(word) does not fit")
                var bytes = word
                let packed = bytes.withUTF8 { PackedWord($0) }
                var slot = packed.slot(bits: bits)
                while !slots[slot].isEmpty && slots[slot] != packed { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = packed
                tags[slot] = tag
                lengths |= 1 << UInt16(word.utf8.count)
            }
        }
        self.slots = slots
        self.tags = tags
        self.bits = bits
        self.lengths = lengths
    }

    /// Whether `code[range]` is one of the words.
    func contains(_ code: [UInt8], _ range: Range<Int>) -> Bool {
        code.withUnsafeBufferPointer { tag(of: UnsafeBufferPointer(rebasing: $0[range])) } != nil
    }

    /// The tag of `word`, or nil when it is none of the words.
    func tag(of word: UnsafeBufferPointer<UInt8>) -> UInt8? {
        guard word.count <= Self.maximumLength, lengths & (1 << UInt16(word.count)) != 0 else { return nil }
        let packed = PackedWord(word)
        var slot = packed.slot(bits: bits)
        while true {
            let candidate = slots[slot]
            if candidate == packed { return tags[slot] }
            if candidate.isEmpty { return nil }
            slot = (slot + 1) & (slots.count - 1)
        }
    }
}
