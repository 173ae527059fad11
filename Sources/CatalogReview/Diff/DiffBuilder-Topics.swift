import PreferenceModel

extension DiffBuilder {
    /// Rows added, removed and renamed, and what changed on each row that stayed.
    mutating func diffTopics() {
        for pair in matching.pairs {
            diffRow(pair, position: rowPositions[pair.new.slug]!)
        }
        for topic in matching.added {
            record(
                CatalogChange(
                    kind: .topicAdded, severity: ChangeKind.topicAdded.severity(), newSlug: topic.slug, title: topic.name,
                    sectionAfter: topic.section, after: .list(new.channelOrder.sorted(topic.channels.keys).map(\.rawValue))),
                .row, position: rowPositions[topic.slug]!)
        }
        for (index, topic) in matching.removed.enumerated() {
            record(
                CatalogChange(
                    kind: .topicRemoved, severity: ChangeKind.topicRemoved.severity(), oldSlug: topic.slug, title: topic.name,
                    sectionBefore: topic.section, before: .list(old.channelOrder.sorted(topic.channels.keys).map(\.rawValue))),
                .row, position: rowPositions.count + index)
        }
    }

    private mutating func diffRow(_ pair: TopicMatching.Pair, position: Int) {
        let (before, after) = (pair.old, pair.new)
        func change(
            _ kind: ChangeKind, severity: ChangeSeverity? = nil, channel: Channel? = nil, _ old: ChangeValue?, _ new: ChangeValue?
        )
            -> CatalogChange
        {
            CatalogChange(
                kind: kind, severity: severity ?? kind.severity(), oldSlug: before.slug, newSlug: after.slug, title: after.name,
                channel: channel, sectionBefore: before.section, sectionAfter: after.section, before: old, after: new)
        }
        if pair.isSlugRenamed {
            record(change(.slugRenamed, .text(before.slug), .text(after.slug)), .row, position: position)
        }
        if before.name != after.name {
            record(change(.titleChanged, .text(before.name), .text(after.name)), .row, position: position)
        }
        if before.footnote != after.footnote {
            record(change(.footnoteChanged, ChangeValue(before.footnote), ChangeValue(after.footnote)), .row, position: position)
        }
        if before.shape != after.shape {
            record(change(.rowShapeChanged, .text(before.shape.rawValue), .text(after.shape.rawValue)), .row, position: position)
        }
        for channel in new.channelOrder.sorted(after.channels.keys) where before.channels[channel] == nil {
            record(
                change(.channelAdded, channel: channel, nil, .flag(after.channels[channel]!.default)), .row, position: position)
        }
        for channel in old.channelOrder.sorted(before.channels.keys) {
            guard let was = before.channels[channel] else { continue }
            guard let now = after.channels[channel] else {
                record(change(.channelRemoved, channel: channel, .flag(was.default), nil), .row, position: position)
                continue
            }
            if was.default != now.default {
                let severity = ChangeKind.defaultChanged.severity(turningOn: now.default)
                record(
                    change(.defaultChanged, severity: severity, channel: channel, .flag(was.default), .flag(now.default)), .row,
                    position: position)
            }
            if was.dailyCap != now.dailyCap {
                record(
                    change(.dailyCapChanged, channel: channel, ChangeValue(was.dailyCap), ChangeValue(now.dailyCap)), .row,
                    position: position)
            }
        }
    }

    /// The top-level `channels` list reordered channels that share a row. A list that only
    /// adds or drops channels, or restates the default order, moves nothing on the screen.
    mutating func diffChannelOrder() {
        let reordersARow = matching.pairs.contains { pair in
            let shared = Set(pair.old.channels.keys).intersection(pair.new.channels.keys)
            return shared.count > 1 && old.channelOrder.sorted(shared) != new.channelOrder.sorted(shared)
        }
        guard reordersARow else { return }
        let offered = Set(old.topics.flatMap(\.channels.keys)).intersection(new.topics.flatMap(\.channels.keys))
        record(
            CatalogChange(
                kind: .channelOrderChanged, severity: ChangeKind.channelOrderChanged.severity(),
                before: .list(old.channelOrder.sorted(offered).map(\.rawValue)),
                after: .list(new.channelOrder.sorted(offered).map(\.rawValue))),
            .catalog, position: 0)
    }
}
