import PreferenceModel

/// One subscriber kept for the outputs that name subscribers: the lists of who a change
/// affects (`--show-subscribers`, the review page) and the review page's picker.
package struct CollectedSubscriber: Sendable, Hashable {
    /// The state's `subscriber`; `nil` for a state without one.
    package var id: String?
    /// The state's `label`, a human description of who this is.
    package var label: String?
    /// The explicit choices, so the page can draw this subscriber's screens.
    package var choices: [String: Choice]
    /// Where the state that counts was read, `states/a.jsonl:12`: it names a subscriber
    /// without an id, and leads back to the export line.
    package var source: String
    /// The changes (0-based, in report order) whose `affected` count includes this subscriber.
    package var changes: [Int]

    package init(id: String?, label: String?, choices: [String: Choice], source: String, changes: [Int]) {
        self.id = id
        self.label = label
        self.choices = choices
        self.source = source
        self.changes = changes
    }

    /// The id, or for a state without one, where it was read: how every output names it.
    package var name: String { id ?? "(no id) \(source)" }
}
