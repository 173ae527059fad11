import ByteTools
import Diagnostics

/// Every component a page may use, by tag name.
///
/// A capitalized tag name that is not here (and not an imported snippet) is an error, so a
/// misspelled `<Warnign>` never silently turns into raw HTML.
enum ComponentKind: String, Sendable, CaseIterable {
    case note = "Note", tip = "Tip", info = "Info", warning = "Warning", check = "Check", danger = "Danger"
    case card = "Card", cardGroup = "CardGroup", columns = "Columns", column = "Column"
    case steps = "Steps", step = "Step"
    case tabs = "Tabs", tab = "Tab"
    case codeGroup = "CodeGroup"
    case accordion = "Accordion", accordionGroup = "AccordionGroup"
    case frame = "Frame"
    case paramField = "ParamField", responseField = "ResponseField", expandable = "Expandable"
    case requestExample = "RequestExample", responseExample = "ResponseExample"
    case badge = "Badge", tooltip = "Tooltip", icon = "Icon"
    case tree = "Tree", treeFolder = "Tree.Folder", treeFile = "Tree.File"
    case update = "Update"
    case visibility = "Visibility"
    case settingsPreview = "SettingsPreview"
    // Less common Mintlify components, so imported docs render as they do there.
    case callout = "Callout", panel = "Panel", prompt = "Prompt", view = "View", property = "Property"
    case tiles = "Tiles", tile = "Tile"
    case color = "Color", colorRow = "Color.Row", colorItem = "Color.Item"
    case latex = "Latex"
    case popup = "Popup", popupTrigger = "PopupTrigger", popupContent = "PopupContent"
    case gitHubRepo = "GitHub.Repo", mention = "Mention", variation = "Variation", mdx = "MDX"
    case timeline = "Timeline", timelineItem = "Timeline.Item", graph = "Graph", terminal = "Terminal"
    /// A component imported from a JavaScript module, used inside a line of text: its tags
    /// vanish and its children stay. The raw value is no tag name, so no page can name it.
    case scriptComponent = "#script"
    /// A `{…}` inside a line of text: a JSX comment, which vanishes, or a string literal
    /// (`{" "}`, `{'text'}`), which shows its text. Like `#script`, no page can name it.
    case expression = "#expression"

    /// The tag name as written in pages.
    var name: String { rawValue }

    /// Inline components live inside a paragraph's text; all others need lines of their own.
    var isInline: Bool {
        switch self {
        case .badge, .tooltip, .icon, .latex, .mention, .scriptComponent, .expression: true
        default: false
        }
    }

    /// The components this one must sit directly inside, when it has such a rule.
    var requiredParents: [ComponentKind]? {
        switch self {
        case .tab: [.tabs]
        case .step: [.steps]
        case .column: [.columns]
        case .treeFolder, .treeFile: [.tree, .treeFolder]
        case .popupTrigger, .popupContent: [.popup]
        case .timelineItem: [.timeline]
        default: nil
        }
    }

    /// Attributes without which the component cannot be rendered.
    var requiredAttributes: [[String]] {
        switch self {
        case .tab, .accordion: [["title"]]
        case .card: [["title"]]
        case .paramField: [APIField.locations]
        case .responseField, .property: [["name"]]
        case .tooltip: [["tip"]]
        // Pages also write `<Icon name="…" />`, which Mintlify draws the same way.
        case .icon: [["icon", "name"]]
        case .gitHubRepo: [["repo"]]
        case .mention: [["user", "page"]]
        case .variation: [["is"]]
        case .timelineItem: [["title"]]
        case .treeFolder, .treeFile: [["name"]]
        case .update: [["label"]]
        case .visibility: [["for"]]
        case .settingsPreview: [["catalog"]]
        default: []
        }
    }

    /// Every name by its kind, and the other names Mintlify gives some (`<FileTree>` is `<Tree>`).
    private static let byName: [String: ComponentKind] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) } + [("FileTree", .tree)])

    init?(name: String) {
        guard let kind = Self.byName[name] else { return nil }
        self = kind
    }

    /// The known name closest to a misspelled one, when one is close enough to suggest.
    static func suggestion(for name: String) -> String? {
        let names = allCases.filter { $0 != .scriptComponent && $0 != .expression }.map(\.rawValue)
        return NearestNames.matches(for: name, among: names, limit: 1).first
    }
}

/// Whether a tag name is a component name: it starts with a capital and is not all capitals,
/// so `<DIV>` and `<A>` stay HTML while `<Note>` and `<Tree.Folder>` are components. `<MDX>`,
/// Mintlify's all-capitals component, is the one exception.
func isComponentName<Name: Collection<UInt8>>(_ name: Name) -> Bool {
    guard let first = name.first, ByteClass.isUppercase(first) else { return false }
    return name.contains { ByteClass.isLowercase($0) } || name.elementsEqual("MDX".utf8)
}
