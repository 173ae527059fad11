import PreferenceModel

/// The per-subscriber columns the query reads: for each (topic, channel) a change needs, the
/// subscriber's explicit choice as `1` (on), `0` (off) or `NULL` (never chose).
///
/// A column is made the first time a condition asks for it, so the columns and their numbers
/// follow the order of the changes: the same diff always gives the same query.
struct SQLChoiceColumns {
    /// One column: a topic's whole-topic choice (`channel` nil) or one channel's choice.
    struct Key: Hashable {
        var slug: String
        var channel: Channel?
    }

    private(set) var keys: [Key] = []
    private var names: [Key: String] = [:]

    /// The column holding `key`'s choice.
    mutating func column(_ key: Key) -> String {
        if let name = names[key] { return name }
        let name = "choice_\(keys.count + 1)"
        keys.append(key)
        names[key] = name
        return name
    }

    /// The explicit choice for `channel` of `slug`, as the SDK resolves it: the channel's own
    /// choice, else the whole-topic choice (which applies to every channel the topic offers),
    /// else `NULL`.
    mutating func explicit(_ slug: String, _ channel: Channel) -> String {
        "COALESCE(\(column(Key(slug: slug, channel: channel))), \(column(Key(slug: slug, channel: nil))))"
    }

    /// Whether the subscriber never chose for `channel` of `slug`.
    mutating func unchosen(_ slug: String, _ channel: Channel) -> String {
        "\(explicit(slug, channel)) IS NULL"
    }

    /// Whether the subscriber gets `channel` of `slug`, whose default is `isDefaultOn`.
    mutating func optedIn(_ slug: String?, _ channel: Channel, default isDefaultOn: Bool) -> String {
        guard let slug else { return "1 = 0" }
        return
            "COALESCE(\(column(Key(slug: slug, channel: channel))), \(column(Key(slug: slug, channel: nil))), \(isDefaultOn ? 1 : 0)) = 1"
    }
}
