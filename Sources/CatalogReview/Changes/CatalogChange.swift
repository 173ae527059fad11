import PreferenceModel

/// One change between two catalogs, typed and located: which topic, channel and section(s) it
/// touches, and the values before and after.
package struct CatalogChange: Sendable, Hashable {
    package var kind: ChangeKind
    package var severity: ChangeSeverity
    /// The topic as the old catalog names it; `nil` for a topic added, or a change to no topic.
    package var oldSlug: String?
    /// The topic as the new catalog names it; `nil` for a topic removed, or a change to no topic.
    package var newSlug: String?
    /// The row's title, from the new catalog when the topic is in it.
    package var title: String?
    package var channel: Channel?
    /// The section the change touches on the old screen, if it is there.
    package var sectionBefore: ScreenSection?
    /// The section the change touches on the new screen, if it is there.
    package var sectionAfter: ScreenSection?
    /// The old value; `nil` when the kind has none (a topic added has no before).
    package var before: ChangeValue?
    package var after: ChangeValue?

    package init(
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
    package var slug: String? { newSlug ?? oldSlug }
}
