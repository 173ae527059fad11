/// How much a reviewer should care about a change, most serious first.
///
/// - ``breaking``: subscribers lose choices they made, or start getting something they never
///   chose. `--fail-on breaking` stops a release on these.
/// - ``visible``: the screen changes in what people can choose or where: rows, channels or
///   sections appear or disappear, a row changes shape or section, a default turns off.
/// - ``delivery``: what gets delivered changes while the screen stays the same (daily caps).
/// - ``cosmetic``: wording and arrangement only: titles, footnotes, section names, order.
///   Nobody's choices or deliveries change.
package enum ChangeSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    case breaking
    case visible
    case delivery
    case cosmetic

    /// 0 for the most serious.
    package var rank: Int { Self.allCases.firstIndex(of: self)! }

    /// More serious sorts first.
    package static func < (lhs: ChangeSeverity, rhs: ChangeSeverity) -> Bool { lhs.rank < rhs.rank }
}
