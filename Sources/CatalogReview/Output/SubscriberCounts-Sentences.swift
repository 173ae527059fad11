extension SubscriberCounts {
    /// The counts as phrases, "2 of 5 see a different screen" first, for text and the review page.
    package func phrases(of total: Int, channel: String?) -> [String] {
        var phrases = ["\(affected) of \(total) see\(affected == 1 ? "s" : "") a different screen"]
        if let followingDefault {
            phrases.append(
                "\(followingDefault) follow\(followingDefault == 1 ? "s" : "") the default and flip\(followingDefault == 1 ? "s" : "")"
            )
        }
        if let losingChoice { phrases.append("\(losingChoice) lose\(losingChoice == 1 ? "s" : "") an explicit choice") }
        if let receiving { phrases.append("\(receiving) opted in on \(channel ?? "the channel")") }
        return phrases
    }
}

extension SubscriberImpact {
    /// The totals as one sentence, for the end of the text report and the review page.
    package var sentence: String {
        let noun = subscribers == 1 ? "subscriber" : "subscribers"
        var sentence = "\(affected) of \(subscribers) \(noun) see\(affected == 1 ? "s" : "") a different screen"
        sentence += "; \(losingChoice) lose\(losingChoice == 1 ? "s" : "") an explicit choice"
        sentence += "; \(followingDefault) follow\(followingDefault == 1 ? "s" : "") a default that flips."
        return sentence
    }
}

extension CatalogDiff {
    /// "7 changes: 2 breaking, 3 visible, 1 delivery, 1 cosmetic." or "No changes."
    package var sentence: String {
        guard !isEmpty else { return "No changes." }
        let counts = ChangeSeverity.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
        return "\(changes.count) change\(changes.count == 1 ? "" : "s"): \(counts)."
    }
}

extension ReviewReport {
    /// "2 changes signed off; 1 breaking change is not." — after the count of changes when
    /// any is signed off.
    package var signOffSentence: String {
        let accepted = acceptedCount
        let open = entries.filter { $0.change.severity == .breaking && $0.acceptance == nil }.count
        var sentence = "\(accepted) change\(accepted == 1 ? "" : "s") signed off"
        if open > 0 { sentence += "; \(open) breaking change\(open == 1 ? " is" : "s are") not" }
        return sentence + "."
    }
}
