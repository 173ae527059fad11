extension CatalogChange {
    /// The change's stable id: its kind and a short hash of what it is, e.g.
    /// `default_changed-3f9a1c2b`.
    ///
    /// The hash covers the kind, the topic's old and new slugs, the channel, the values before
    /// and after, and for a change to a section rather than a row, the sections. So the same
    /// change gets the same id in every run and every output, whatever else changes around it,
    /// and a sign-off names exactly one change: a default that flips back, a rename to another
    /// slug or a cap set to another number is a different change with a different id.
    package var id: String {
        var hash = StableHash()
        hash.add(kind.rawValue)
        hash.add(oldSlug)
        hash.add(newSlug)
        hash.add(channel?.rawValue)
        if slug == nil {
            hash.add(sectionBefore.map { $0.category ?? "" })
            hash.add(sectionAfter.map { $0.category ?? "" })
        }
        hash.add(before)
        hash.add(after)
        return "\(kind.rawValue)-\(hash.hex)"
    }
}

/// FNV-1a over the fields' UTF-8 bytes, each field tagged and terminated, so that no two
/// different field lists feed the same bytes. Deterministic on every platform, unlike
/// `Hasher`, which is seeded per process.
private struct StableHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String?) {
        guard let text else { return byte(0x00) }
        byte(0x01)
        for unit in text.utf8 { byte(unit) }
        byte(0xFF)
    }

    mutating func add(_ value: ChangeValue?) {
        switch value {
        case nil: byte(0x00)
        case .nothing?: byte(0x02)
        case .text(let text)?:
            byte(0x03)
            add(text)
        case .flag(let flag)?: byte(flag ? 0x04 : 0x05)
        case .number(let number)?:
            byte(0x06)
            add(String(number))
        case .list(let items)?:
            byte(0x07)
            add(String(items.count))
            for item in items { add(item) }
        }
    }

    /// Eight hex digits: the 64-bit state folded to 32 bits.
    var hex: String {
        let folded = UInt32(truncatingIfNeeded: state ^ (state >> 32))
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    private mutating func byte(_ value: UInt8) {
        state ^= UInt64(value)
        state = state &* 0x100_0000_01b3
    }
}
