import PreferenceModel

/// What the review page's subscriber picker is made from: the kept subscribers as JSON for the
/// page's script, which draws a picked subscriber's screens by applying their choices to the
/// phones already on the page, and the words saying how many the page holds.
///
/// The phones are drawn once, for someone who never chose; a subscriber's screen differs from
/// them only in which channels are on and which were chosen, so the page carries choices (a
/// few dozen bytes each) instead of two rendered phones per subscriber.
package enum SubscriberPickerData {
    /// `{"complete":…,"subscribers":[{"name","id","label","choices","changes"}],"affected":[[…]]}`
    /// on one line, safe inside `<script type="application/json">`. `changes` are change
    /// numbers; `affected` holds, per change, the indexes of the subscribers the page lists as
    /// affected (see ``pageLimit(_:)``): the page builds those lists when they are opened, so a
    /// subscriber affected by every change costs a few bytes per change, not a button each.
    package static func json(_ sample: SubscriberSample) -> String {
        let subscribers = sample.subscribers.map { subscriber -> JSONText in
            .object([
                ("name", .string(subscriber.name)),
                ("id", subscriber.id.map(JSONText.string) ?? .null),
                ("label", subscriber.label.map(JSONText.string) ?? .null),
                ("choices", choices(subscriber.choices)),
                ("changes", .array(subscriber.changes.map { .int($0 + 1) })),
            ])
        }
        let limit = pageLimit(sample)
        let affected = sample.affected.map { JSONText.array($0.prefix(limit).map { .int($0) }) }
        return JSONText.object([
            ("complete", .bool(sample.isComplete)), ("subscribers", .array(subscribers)), ("affected", .array(affected)),
        ]).scriptSafe
    }

    /// How many affected subscribers the page lists under each change: all of them when it
    /// holds every subscriber, else the first 100.
    package static func pageLimit(_ sample: SubscriberSample) -> Int {
        sample.isComplete ? .max : SubscriberCollector.Limits.page.perChange
    }

    /// "All 4 subscribers." or "1,234 of 12,345 subscribers: the first 100 each change affects."
    package static func note(_ sample: SubscriberSample, total: Int) -> String {
        if sample.isComplete { return "All \(grouped(total)) subscriber\(total == 1 ? "" : "s")." }
        return
            "\(grouped(sample.subscribers.count)) of \(grouped(total)) subscribers: the first \(SubscriberCollector.Limits.page.perChange) each change affects."
    }

    /// "showing 100 of 12,345" when a change's list is cut, else `nil`.
    package static func cut(shown: Int, leftOut: Int) -> String? {
        leftOut > 0 ? "showing \(grouped(shown)) of \(grouped(shown + leftOut))" : nil
    }

    /// 12345 as "12,345".
    package static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }

    private static func choices(_ choices: [String: Choice]) -> JSONText {
        .object(
            choices.keys.sorted().map { slug in
                switch choices[slug]! {
                case .all(let optedIn): (slug, .bool(optedIn))
                case .channels(let channels):
                    (
                        slug,
                        .object(channels.keys.sorted { $0.rawValue < $1.rawValue }.map { ($0.rawValue, .bool(channels[$0]!)) })
                    )
                }
            })
    }
}
