/// A fixed set of ASCII words looked up straight from a code buffer, without building a
/// `String`, which is what a lexer needs when it asks about every identifier of a code block.
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
    private let bits: Int
    /// Bit `n` is set when some word is `n` bytes long, so most other lengths skip the hash.
    private let lengths: UInt16

    init(_ words: [String]) {
        var bits = 4
        while 1 << bits < words.count * 4 { bits += 1 }
        var slots = [PackedWord](repeating: PackedWord(), count: 1 << bits)
        var lengths: UInt16 = 0
        for word in words {
            precondition((1...Self.maximumLength).contains(word.utf8.count), "KeywordTable: \(word) does not fit")
            var bytes = word
            let packed = bytes.withUTF8 { PackedWord($0) }
            var slot = packed.slot(bits: bits)
            while !slots[slot].isEmpty && slots[slot] != packed { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = packed
            lengths |= 1 << UInt16(word.utf8.count)
        }
        self.slots = slots
        self.bits = bits
        self.lengths = lengths
    }

    /// Whether `code[range]` is one of the words.
    func contains(_ code: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count <= Self.maximumLength, lengths & (1 << UInt16(range.count)) != 0 else { return false }
        let packed = code.withUnsafeBufferPointer { PackedWord(UnsafeBufferPointer(rebasing: $0[range])) }
        var slot = packed.slot(bits: bits)
        while true {
            let candidate = slots[slot]
            if candidate == packed { return true }
            if candidate.isEmpty { return false }
            slot = (slot + 1) & (slots.count - 1)
        }
    }
}
