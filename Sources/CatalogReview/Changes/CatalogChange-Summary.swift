import PreferenceModel

extension CatalogChange {
    /// One sentence a reviewer reads: what changed, on which row or section, from what to what.
    package var summary: String {
        let row = "\"\(title ?? slug ?? "")\""
        let channelName = channel?.displayName ?? ""
        switch kind {
        case .slugRenamed:
            return
                "\(row) moves from slug \(describe(before)) to \(describe(after)): every choice stored under the old slug is orphaned."
        case .topicAdded:
            return "New row \(row) in \(sectionAfter?.phrase ?? "the list"), on \(channelList(after))."
        case .topicRemoved:
            return "Row \(row) is removed from \(sectionBefore?.phrase ?? "the list")."
        case .sectionAdded:
            return "New section \(sectionAfter?.phrase ?? "")."
        case .sectionRemoved:
            return "Section \(sectionBefore?.phrase ?? "") is removed."
        case .sectionRenamed:
            return "Section \(sectionBefore?.phrase ?? "") is renamed to \(sectionAfter?.phrase ?? "")."
        case .sectionChanged:
            return "\(row) moves from \(sectionBefore?.phrase ?? "") to \(sectionAfter?.phrase ?? "")."
        case .orderChanged where slug == nil:
            return "Section \(sectionAfter?.phrase ?? "") moves from position \(describe(before)) to \(describe(after))."
        case .orderChanged:
            return
                "\(row) moves from position \(describe(before)) to \(describe(after)) in \(sectionAfter?.phrase ?? "its section")."
        case .rowShapeChanged:
            return "\(row) changes from \(shapeName(before)) to \(shapeName(after))."
        case .channelAdded:
            return "\(row) is now offered on \(channelName) (default \(onOff(after)))."
        case .channelRemoved:
            return "\(row) is no longer offered on \(channelName); choices for it are orphaned."
        case .defaultChanged where after == .flag(true):
            return "\(row): the \(channelName) default turns on; everyone who never chose starts getting it."
        case .defaultChanged:
            return "\(row): the \(channelName) default turns off; everyone who never chose stops getting it."
        case .dailyCapChanged:
            return "\(row): the \(channelName) daily cap changes from \(capName(before)) to \(capName(after))."
        case .titleChanged:
            return "Row title changes from \(describe(before)) to \(describe(after))."
        case .footnoteChanged:
            return "\(row): the footnote changes from \(describe(before)) to \(describe(after))."
        case .channelOrderChanged:
            return "Channel order changes from \(channelList(before)) to \(channelList(after)) in every menu and summary."
        }
    }

    /// A value as the sentence quotes it.
    private func describe(_ value: ChangeValue?) -> String {
        switch value {
        case .text(let text)?: "\"\(text)\""
        case .flag(let flag)?: flag ? "on" : "off"
        case .number(let number)?: String(number)
        case .list(let items)?: items.joined(separator: ", ")
        case .nothing?, nil: "none"
        }
    }

    private func channelList(_ value: ChangeValue?) -> String {
        guard case .list(let raw)? = value else { return "no channel" }
        return raw.map { Channel(rawValue: $0).displayName }.joined(separator: ", ")
    }

    private func shapeName(_ value: ChangeValue?) -> String {
        value == .text(RowShape.menu.rawValue) ? "a menu" : "a switch"
    }

    private func onOff(_ value: ChangeValue?) -> String {
        value == .flag(true) ? "on" : "off"
    }

    private func capName(_ value: ChangeValue?) -> String {
        if case .number(let cap)? = value { return "\(cap) a day" }
        return "no cap"
    }
}

extension ScreenSection {
    /// How a sentence names the section: quoted, or by what it is.
    var phrase: String {
        category.map { "\"\($0)\"" } ?? "the section without a header"
    }
}
