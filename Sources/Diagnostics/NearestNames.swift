/// The known names closest to a misspelled one, for "did you mean …?" hints.
package enum NearestNames {
    /// The names of `candidates` within a third of their length of `name` (at least one
    /// edit), closest first; ties keep the candidates' order. Case is ignored.
    package static func matches(for name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let lowered = Array(name.lowercased().utf8)
        var scored: [(name: String, distance: Int, index: Int)] = []
        for (index, candidate) in candidates.enumerated() {
            let distance = editDistance(lowered, Array(candidate.lowercased().utf8))
            if distance <= max(1, candidate.count / 3) { scored.append((candidate, distance, index)) }
        }
        scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        return scored.prefix(limit).map(\.name)
    }

    /// Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
