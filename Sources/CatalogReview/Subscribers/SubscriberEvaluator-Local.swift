import PreferenceModel
import ScreenPreview

/// ``SubscriberEvaluator``'s answer, found from the few choices that matter.
///
/// What a change does to a subscriber depends only on their choices for the change's topic
/// (its old and new slug), and a screen row only on the choice for its topic; the screen's
/// structure (sections, titles, footnotes, channels) on no choice at all. So each change and
/// each row is a *unit* with one or two slugs: a subscriber who chose nothing for a unit's
/// slugs gets the answer precomputed for nobody, and the rest is looked up by the choices for
/// those slugs, computed the exact way once per distinct choice. Most subscribers choose for
/// a few topics, so a state costs a few lookups instead of two whole resolutions.
///
/// Its cache is unguarded: each counting thread has its own evaluator.
final class LocalEvaluator: @unchecked Sendable {
    private struct Unit {
        var slugs: [String]
        /// A change's index, or a row's (flattened, in screen order) plus the change count.
        var index: Int
    }

    private struct Key: Hashable {
        var unit: Int
        var choices: [Choice?]
    }

    private let exact: SubscriberEvaluator
    private let units: [Unit]
    private let unitsBySlug: [String: [Int]]
    /// The pattern of a subscriber who chose nothing.
    private let base: [UInt8]
    /// Per row unit, whether the row differs for a subscriber who chose nothing.
    private let baseRowDiffers: [Bool]
    private let baseDifferingRows: Int
    /// Whether the screen's structure differs, so every screen differs.
    private let structureDiffers: Bool
    private var cache: [Key: UInt8] = [:]

    init(_ exact: SubscriberEvaluator) {
        self.exact = exact
        let diff = exact.diff
        var units = diff.changes.enumerated().map { index, change in
            Unit(slugs: Array(Set([change.oldSlug, change.newSlug].compactMap { $0 })).sorted(), index: index)
        }
        let oldRows = Self.rowSlugs(diff.old)
        let newRows = Self.rowSlugs(diff.new)
        let before = ScreenSnapshot(catalog: diff.old, state: .neverChose)
        let after = ScreenSnapshot(catalog: diff.new, state: .neverChose)
        structureDiffers = Self.structure(before) != Self.structure(after)
        if !structureDiffers {
            for (row, slugs) in zip(oldRows, newRows).enumerated() {
                units.append(Unit(slugs: Array(Set([slugs.0, slugs.1])).sorted(), index: diff.changes.count + row))
            }
        }
        self.units = units
        var bySlug: [String: [Int]] = [:]
        for (unit, entry) in units.enumerated() {
            for slug in entry.slugs { bySlug[slug, default: []].append(unit) }
        }
        unitsBySlug = bySlug
        base = exact.pattern(for: .neverChose)
        let beforeRows = before.sections.flatMap(\.rows)
        let afterRows = after.sections.flatMap(\.rows)
        baseRowDiffers = structureDiffers ? [] : zip(beforeRows, afterRows).map { $0 != $1 }
        baseDifferingRows = baseRowDiffers.filter { $0 }.count
    }

    /// The same pattern as ``SubscriberEvaluator/pattern(for:)``.
    func pattern(for state: PreferenceState) -> [UInt8] {
        var pattern = base
        var differingRows = baseDifferingRows
        var touched: [Int] = []
        for slug in state.choices.keys {
            if let found = unitsBySlug[slug] { touched += found }
        }
        guard !touched.isEmpty else { return pattern }
        if touched.count > 1 { touched = Array(Set(touched)) }
        let changeCount = exact.diff.changes.count
        for unit in touched {
            let entry = units[unit]
            let key = Key(unit: unit, choices: entry.slugs.map { state.choices[$0] })
            let answer: UInt8
            if let known = cache[key] {
                answer = known
            } else {
                answer = evaluate(entry, state: state)
                cache[key] = answer
            }
            if entry.index < changeCount {
                pattern[entry.index] = answer
            } else {
                let row = entry.index - changeCount
                differingRows += (answer != 0 ? 1 : 0) - (baseRowDiffers[row] ? 1 : 0)
            }
        }
        if !structureDiffers { pattern[changeCount] = differingRows > 0 ? SubscriberEvaluator.affectedBit : 0 }
        return pattern
    }

    /// One unit's answer the exact way, from the state cut down to the unit's slugs.
    private func evaluate(_ unit: Unit, state: PreferenceState) -> UInt8 {
        var choices: [String: Choice] = [:]
        for slug in unit.slugs { choices[slug] = state.choices[slug] }
        let reduced = PreferenceState(choices: choices)
        let changeCount = exact.diff.changes.count
        if unit.index < changeCount { return exact.pattern(for: reduced)[unit.index] }
        let row = unit.index - changeCount
        let before = ScreenSnapshot(catalog: exact.diff.old, state: reduced).sections.flatMap(\.rows)[row]
        let after = ScreenSnapshot(catalog: exact.diff.new, state: reduced).sections.flatMap(\.rows)[row]
        return before != after ? SubscriberEvaluator.affectedBit : 0
    }

    private static func rowSlugs(_ catalog: Catalog) -> [String] {
        PreferenceScreen(catalog: catalog).sections.flatMap { $0.topics.map(\.slug) }
    }

    /// The screen without its switches: what no choice can change.
    private static func structure(_ snapshot: ScreenSnapshot) -> ScreenSnapshot {
        var copy = snapshot
        for section in copy.sections.indices {
            for row in copy.sections[section].rows.indices {
                copy.sections[section].rows[row].optedIn = []
            }
        }
        return copy
    }
}
