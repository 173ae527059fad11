/// What changed between two catalogs, as a reviewer names it. The raw values are the stable
/// `kind` strings of `preflight diff --format json`.
///
/// | kind | severity | why |
/// |---|---|---|
/// | `slug_renamed` | breaking | every choice stored under the old slug is orphaned; those subscribers fall back to the defaults |
/// | `default_changed` (turns on) | breaking | everyone who never chose starts getting it without asking |
/// | `default_changed` (turns off) | visible | everyone who never chose stops getting it; their screen shows it off |
/// | `topic_added` | visible | a new row |
/// | `topic_removed` | visible | the row disappears and deliveries stop; choices for it no longer apply |
/// | `section_changed` | visible | a row moves to another section, where people do not look for it |
/// | `section_added`, `section_removed` | visible | a section header appears or disappears |
/// | `row_shape_changed` | visible | a switch becomes a menu or back, because channels were added or removed |
/// | `channel_added` | visible | a new entry in the row's menu; subscribers follow its default |
/// | `channel_removed` | visible | the channel leaves the row; single-channel choices on it are orphaned |
/// | `daily_cap_changed` | delivery | deliveries per day change; nothing on the screen does |
/// | `title_changed`, `footnote_changed` | cosmetic | the row's wording |
/// | `section_renamed` | cosmetic | every row of a section moves to one new header: only the header's text changes |
/// | `order_changed` | cosmetic | rows within a section, or sections, in a new order (not shifts from adds and removes) |
/// | `channel_order_changed` | cosmetic | the top-level `channels` list reorders menu entries and summaries |
package enum ChangeKind: String, Sendable, Hashable, CaseIterable {
    case slugRenamed = "slug_renamed"
    case topicAdded = "topic_added"
    case topicRemoved = "topic_removed"
    case sectionAdded = "section_added"
    case sectionRemoved = "section_removed"
    case sectionRenamed = "section_renamed"
    case sectionChanged = "section_changed"
    case orderChanged = "order_changed"
    case rowShapeChanged = "row_shape_changed"
    case channelAdded = "channel_added"
    case channelRemoved = "channel_removed"
    case defaultChanged = "default_changed"
    case dailyCapChanged = "daily_cap_changed"
    case titleChanged = "title_changed"
    case footnoteChanged = "footnote_changed"
    case channelOrderChanged = "channel_order_changed"

    /// The severity a change of this kind has; `default_changed` depends on its direction.
    func severity(turningOn: Bool = false) -> ChangeSeverity {
        switch self {
        case .slugRenamed: .breaking
        case .defaultChanged: turningOn ? .breaking : .visible
        case .topicAdded, .topicRemoved, .sectionAdded, .sectionRemoved, .sectionChanged, .rowShapeChanged, .channelAdded,
            .channelRemoved:
            .visible
        case .dailyCapChanged: .delivery
        case .titleChanged, .footnoteChanged, .sectionRenamed, .orderChanged, .channelOrderChanged: .cosmetic
        }
    }

    /// Where a kind sorts among the changes of one topic: the declaration order.
    var rank: Int { Self.allCases.firstIndex(of: self)! }
}
