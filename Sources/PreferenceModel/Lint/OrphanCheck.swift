import Diagnostics
import JSONDocument

/// Finds a state's choices that no catalog offers — what a slug rename or a removed channel
/// leaves behind. The screen ignores them; lint reports them.
package enum OrphanCheck {
    /// One `orphaned_choice` warning per orphaned slug or channel, in slug order.
    ///
    /// A state previews against every catalog, so a choice is orphaned when none of the
    /// catalogs offers its topic, or when none of the catalogs offering the topic offers the
    /// chosen channel. With one catalog that is simply "the catalog does not offer it".
    ///
    /// - Parameter positions: where each choice sits in the state file (from ``LoadResult``).
    package static func orphanedChoices(
        in state: PreferenceState, file: String, positions: [String: SourcePosition],
        against catalogs: [(file: String, catalog: Catalog)]
    ) -> [Diagnostic] {
        let catalogNames = catalogs.map(\.file).joined(separator: ", ")
        var findings: [Diagnostic] = []
        for slug in state.choices.keys.sorted() {
            let offering = catalogs.compactMap { entry in entry.catalog.topic(slug).map { (entry.catalog, $0) } }
            guard !offering.isEmpty else {
                findings.append(
                    Diagnostic(
                        .orphanedChoice,
                        "The choice for \"\(slug)\" matches no topic in \(catalogNames); expected a slug a catalog offers (was the topic renamed or removed?).",
                        file: file, position: positions[slug], jsonPath: (JSONPath.root / "choices" / slug).description))
                continue
            }
            guard case .channels(let perChannel) = state.choices[slug] else { continue }
            let offered = Set(offering.flatMap { $0.1.channels.keys })
            for channel in perChannel.keys.sorted(by: { $0.rawValue < $1.rawValue }) where !offered.contains(channel) {
                let order = offering[0].0.channelOrder
                let names = order.sorted(offered).map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                findings.append(
                    Diagnostic(
                        .orphanedChoice,
                        "The choice for channel \"\(channel.rawValue)\" of \"\(slug)\" matches no channel the topic offers; expected one of \(names.isEmpty ? "none" : names).",
                        file: file, position: positions[slug],
                        jsonPath: (JSONPath.root / "choices" / slug / channel.rawValue).description))
            }
        }
        return findings
    }
}
