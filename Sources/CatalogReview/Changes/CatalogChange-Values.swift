extension CatalogChange {
    /// The change as "before → after" for a table cell: the values when the kind has them,
    /// else the sections it moves between; `nil` when it has neither.
    package var transition: String? {
        if before != nil || after != nil {
            return "\(Self.text(before)) → \(Self.text(after))"
        }
        guard sectionBefore != nil || sectionAfter != nil, sectionBefore != sectionAfter else { return nil }
        return "\(Self.text(sectionBefore)) → \(Self.text(sectionAfter))"
    }

    private static func text(_ value: ChangeValue?) -> String {
        switch value {
        case .text(let text)?: "\"\(text)\""
        case .flag(let flag)?: flag ? "on" : "off"
        case .number(let number)?: String(number)
        case .list(let items)?: items.isEmpty ? "none" : items.joined(separator: ", ")
        case .nothing?: "none"
        case nil: "—"
        }
    }

    private static func text(_ section: ScreenSection?) -> String {
        guard let section else { return "—" }
        return section.category.map { "\"\($0)\"" } ?? "(no header)"
    }
}
