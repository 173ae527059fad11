/// A section of the screen as a change refers to it: a category's, or the header-less one
/// that holds every uncategorized topic.
package enum ScreenSection: Sendable, Hashable {
    case uncategorized
    case category(String)

    /// The section a topic's `sectionCategory` puts it in.
    package init(_ category: String?) {
        self = category.map(Self.category) ?? .uncategorized
    }

    /// The header text, `nil` for the uncategorized section.
    package var category: String? {
        if case .category(let name) = self { return name }
        return nil
    }
}
