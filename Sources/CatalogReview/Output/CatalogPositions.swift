import Diagnostics
import JSONDocument

/// Where things sit in a catalog file, from the positions the JSON parser keeps: what
/// `--format github` needs to put an annotation on the changed value itself.
package struct CatalogPositions: Sendable {
    /// The catalog object: the file's root, or the `data` of an API envelope.
    private let catalog: JSONNode?
    private let topics: [JSONNode]

    /// Parses `bytes`; a file that does not parse gives no positions (the diff has already
    /// reported it).
    package init(_ bytes: [UInt8]) {
        let root = try? JSONParser.parse(bytes)
        if let root, root["topics"] == nil, let data = root["data"], data.members != nil {
            catalog = data
        } else {
            catalog = root
        }
        topics = catalog?["topics"]?.elements ?? []
    }

    /// The topic object whose `slug` is `slug`.
    func topic(_ slug: String) -> JSONNode? {
        topics.first { $0["slug"]?.string == slug }
    }

    /// The `category` value of the first topic in `section` (the topic itself for the
    /// section without a header).
    func section(_ section: ScreenSection) -> SourcePosition? {
        for topic in topics {
            let category = topic["category"]?.string
            let blank = category?.allSatisfy(\.isWhitespace) ?? true
            switch section {
            case .uncategorized where blank: return topic.position
            case .category(let name) where category == name: return topic["category"]?.position
            default: continue
            }
        }
        return nil
    }

    /// The top-level `channels` list.
    var channelList: SourcePosition? { catalog?["channels"]?.position }

    /// Where the file starts, for a change nothing more precise locates.
    var start: SourcePosition? { catalog?.position }

    /// Where `change` shows in this file: the changed value, or the thing added or removed.
    func position(of change: CatalogChange, slug: String?) -> SourcePosition? {
        guard let slug, let topic = topic(slug) else {
            if change.kind == .channelOrderChanged { return channelList }
            let section = change.kind == .sectionRemoved ? change.sectionBefore : change.sectionAfter ?? change.sectionBefore
            return section.flatMap(self.section)
        }
        let channel = change.channel.flatMap { channel in
            topic["channels"]?.members?.first { $0.key == channel.rawValue }
        }
        switch change.kind {
        case .slugRenamed: return topic["slug"]?.position
        case .titleChanged: return topic["name"]?.position
        case .footnoteChanged: return topic["description"]?.position ?? topic.position
        case .sectionChanged: return topic["category"]?.position ?? topic.position
        case .rowShapeChanged: return topic["channels"]?.position
        case .channelAdded, .channelRemoved: return channel?.keyPosition
        case .defaultChanged: return channel?.node["default"]?.position ?? channel?.keyPosition
        case .dailyCapChanged: return channel?.node["dailyCap"]?.position ?? channel?.keyPosition
        default: return topic.position
        }
    }
}
