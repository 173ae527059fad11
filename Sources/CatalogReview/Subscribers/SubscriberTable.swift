/// Subscriber ids seen so far, each with the pattern it counts with: an open-addressing hash
/// table of 64-bit id hashes and 32-bit pattern numbers, 12 bytes a slot, so 10 million
/// subscribers fit in under 200 MB where a `Set<String>` would take several times that.
///
/// Ids are kept as hashes: two different ids with the same 64-bit hash would be taken for one
/// subscriber, a chance of about 3 in a million at 10 million subscribers.
struct SubscriberTable {
    private var keys: [UInt64] = Array(repeating: 0, count: 1024)
    private var values: [UInt32] = Array(repeating: 0, count: 1024)
    private(set) var count = 0

    /// Records that `key` counts with `value`; returns the value it counted with before, if any.
    mutating func update(_ key: UInt64, to value: UInt32) -> UInt32? {
        let key = key == 0 ? 1 : key  // 0 marks an empty slot
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: key) & mask
        while keys[slot] != 0 {
            if keys[slot] == key {
                let earlier = values[slot]
                values[slot] = value
                return earlier
            }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = value
        count += 1
        return nil
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            _ = update(key, to: value)
        }
    }

    /// A well-mixed 64-bit hash of an id's UTF-8 (FNV-1a, then the SplitMix64 finaliser so
    /// the low bits that pick a slot depend on every byte). The same on every run.
    static func hash(_ id: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
        hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
        return hash ^ (hash >> 31)
    }
}
