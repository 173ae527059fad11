/// The elements of the longest sequence that `a` and `b` share in the same relative order:
/// what stayed in place when the rest moved. Elements are unique within each sequence.
///
/// Ties go to keeping earlier elements of `b`, so the result is the same on every run.
func longestCommonSubsequence<Element: Hashable>(_ a: [Element], _ b: [Element]) -> Set<Element> {
    guard !a.isEmpty, !b.isEmpty else { return [] }
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
    }
    var kept: Set<Element> = []
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
        if a[i] == b[j] {
            kept.insert(a[i])
            i += 1
            j += 1
        } else if lengths[i + 1][j] >= lengths[i][j + 1] {
            i += 1
        } else {
            j += 1
        }
    }
    return kept
}
