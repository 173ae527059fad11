/// The top of a render's data, the values every tag's first name is looked up in last, indexed
/// by a hash each tag works out once, when its template is parsed.
///
/// A page's data is one object of thirty or more values, and a page template looks a hundred
/// names up in it. A `Dictionary` hashes the name again on every lookup, with a seeded hash
/// worth a few hundred instructions; here a render pays for one cheap hash of each of the
/// object's keys, and a tag's lookup is a probe and a comparison.
///
/// Only ASCII names take part: two ASCII strings are equal only when their bytes are, which
/// is what lets a hash of the bytes stand in for `String`'s, which hashes the canonical form
/// (a key spelled with U+212A KELVIN SIGN equals one spelled with `K`). A name or a key that
/// is not ASCII, and an object too large for the unseeded hash to be safe against keys that
/// collide on purpose, is looked up in the dictionary as before.
struct TemplateRootIndex {
    private let keys: [String]
    private let values: [TemplateValue]
    /// Open addressing with linear probing: 1 + an index into `keys`, or 0 for an empty slot.
    private let slots: [Int32]
    private let mask: Int

    /// Past this many keys the object is not indexed: colliding keys would cost a probe each
    /// per lookup, so the worst case stays this many comparisons.
    static let maximumKeys = 256

    /// The index of `context`, or nil when it is not an object, is too large or has a key
    /// that is not ASCII.
    init?(_ context: TemplateValue) {
        guard case .object(let members) = context, members.count <= Self.maximumKeys else { return nil }
        var capacity = 16
        while capacity < members.count * 2 { capacity *= 2 }
        var keys: [String] = []
        var values: [TemplateValue] = []
        keys.reserveCapacity(members.count)
        values.reserveCapacity(members.count)
        var slots = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (key, value) in members {
            guard let hash = Self.hash(key) else { return nil }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot &+ 1) & mask }
            keys.append(key)
            values.append(value)
            slots[slot] = Int32(keys.count)
        }
        self.keys = keys
        self.values = values
        self.slots = slots
        self.mask = mask
    }

    /// The value under `name`, whose ``hash(_:)`` is `hash`.
    func value(named name: String, hash: UInt64) -> TemplateValue? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if keys[entry - 1] == name { return values[entry - 1] }
            slot = (slot &+ 1) & mask
        }
    }

    /// FNV-1a of an ASCII name's bytes, its high bits folded into the low ones that pick a
    /// slot; nil for a name that is not ASCII.
    static func hash(_ name: String) -> UInt64? {
        // Over the bytes in memory: iterating `utf8` checks which kind of string it is at
        // every byte, several times the cost of the hash itself.
        var name = name
        return name.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return hash ^ (hash >> 29)
        }
    }
}
