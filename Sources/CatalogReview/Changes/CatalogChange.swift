import PreferenceModel

/// One change between two catalogs, typed and located: which topic, channel and section(s) it
/// touches, and the values before and after.
public struct CatalogChange: Sendable, Hashable {
    public var kind: ChangeKind
    public var severity: ChangeSeverity
    /// The topic as the old catalog names it; `nil` for a topic added, or a change to no topic.
    public var oldSlug: String?
    /// The topic as the new catalog names it; `nil` for a topic removed, or a change to no topic.
    public var newSlug: String?
    /// The row's title, from the new catalog when the topic is in it.
    public var title: String?
    public var channel: Channel?
    /// The section the change touches on the old screen, if it is there.
    public var sectionBefore: ScreenSection?
    /// The section the change touches on the new screen, if it is there.
    public var sectionAfter: ScreenSection?
    /// The old value; `nil` when the kind has none (a topic added has no before).
    public var before: ChangeValue?
    public var after: ChangeValue?

    public init(
        kind: ChangeKind, severity: ChangeSeverity, oldSlug: String? = nil, newSlug: String? = nil, title: String? = nil,
        channel: Channel? = nil, sectionBefore: ScreenSection? = nil, sectionAfter: ScreenSection? = nil,
        before: ChangeValue? = nil, after: ChangeValue? = nil
    ) {
        self.kind = kind
        self.severity = severity
        self.oldSlug = oldSlug
        self.newSlug = newSlug
        self.title = title
        self.channel = channel
        self.sectionBefore = sectionBefore
        self.sectionAfter = sectionAfter
        self.before = before
        self.after = after
    }

    /// The topic's slug: the new one, or the old one for a topic removed.
    public var slug: String? { newSlug ?? oldSlug }
}
