/// The languages and versions of a docs site, and which page of one matches a page of another.
///
/// Mintlify keeps each language's pages in a folder named by its code (`fr/quickstart`, the
/// default language at the top) and often each version's in one named by it (`v2/guide`).
/// A page's counterpart in another language or version is the page of that section with the
/// same key once those folders are taken off; a section without one offers its first page.
struct Sections: Sendable {
    /// A language and version pair: the pages that share a sidebar.
    struct Section: Hashable, Sendable {
        var language: String?
        var version: String?
    }

    /// One link of a switcher.
    struct Choice: Sendable {
        /// The language code or version name.
        var name: String
        /// What the switcher shows.
        var label: String
        /// The page it leads to.
        var key: String
        var isCurrent: Bool
    }

    let languages: [DocsConfig.NavChoice]
    let versions: [DocsConfig.NavChoice]
    /// Each tab's section, by tab index.
    let tabSections: [Section]
    private let pagesByBase: [Section: [String: String]]
    private let firstPages: [Section: String]
    private let folders: Set<String>

    init(config: DocsConfig, places: [String: Navigation.Place]) {
        languages = config.languages
        versions = config.versions
        tabSections = config.tabs.map { Section(language: $0.language, version: $0.version) }
        folders = Set(config.languages.map(\.name) + config.versions.map(\.name))
        // Counterparts are only looked for by a switcher, which needs two languages or two
        // versions: a site of one (most are) is spared a map of every page.
        guard languages.count > 1 || versions.count > 1 else {
            pagesByBase = [:]
            firstPages = [:]
            return
        }
        var byBase: [Section: [String: String]] = [:]
        // Two keys with one base in a section (`fr/guide` and `guide` when `fr` is a language
        // folder): the greater key wins, the same on every build whatever the dictionary's
        // order, without sorting every key of the site.
        // Room for every page when the site is one section (most are): regrowing rehashes each
        // key. Several sections grow as they fill, rather than each holding room for all.
        let room = Set(tabSections).count == 1 ? places.count : 0
        for (key, place) in places {
            guard place.tab < tabSections.count else { continue }
            let section = tabSections[place.tab]
            let base = Self.base(key, folders: folders)
            // Without folders a key is its own base, which no other key shares.
            if !folders.isEmpty, let other = byBase[section]?[base], other > key { continue }
            byBase[section, default: Dictionary(minimumCapacity: room)][base] = key
        }
        pagesByBase = byBase
        var firsts: [Section: String] = [:]
        for (index, tab) in config.tabs.enumerated() where !tab.hidden {
            let section = tabSections[index]
            guard firsts[section] == nil else { continue }
            if let key = Self.firstKey(tab.groups, places: places) { firsts[section] = key }
        }
        firstPages = firsts
    }

    func section(ofTab tab: Int) -> Section? { tab < tabSections.count ? tabSections[tab] : nil }

    /// The language switcher for a page in `current`: every language, each leading to the
    /// matching page of that language (in the same version when it has one).
    func languageChoices(for key: String, in current: Section) -> [Choice] {
        guard languages.count > 1 else { return [] }
        return languages.compactMap { language in
            let wanted = Section(language: language.name, version: current.version)
            let target = counterpart(key, in: wanted) ?? counterpart(key, in: firstSection(language: language.name))
            guard let target else { return nil }
            return Choice(
                name: language.name, label: Self.languageName(language.name), key: target,
                isCurrent: language.name == current.language)
        }
    }

    /// The version switcher for a page in `current`: the versions of its language.
    func versionChoices(for key: String, in current: Section) -> [Choice] {
        guard versions.count > 1, current.version != nil else { return [] }
        return versions.compactMap { version in
            let target = counterpart(key, in: Section(language: current.language, version: version.name))
            guard let target else { return nil }
            return Choice(
                name: version.name, label: version.tag.map { "\(version.name) (\($0))" } ?? version.name, key: target,
                isCurrent: version.name == current.version)
        }
    }

    private func firstSection(language: String) -> Section {
        tabSections.first { $0.language == language } ?? Section(language: language, version: nil)
    }

    private func counterpart(_ key: String, in section: Section) -> String? {
        pagesByBase[section]?[Self.base(key, folders: folders)] ?? firstPages[section]
    }

    /// The key without its leading language and version folders.
    static func base(_ key: String, folders: Set<String>) -> String {
        // A site of one language and version (the usual one) has no folders to take off.
        guard !folders.isEmpty else { return key }
        var rest = Substring(key)
        for _ in 0..<2 {
            guard let slash = rest.firstIndex(of: "/"), folders.contains(String(rest[..<slash])) else { break }
            rest = rest[rest.index(after: slash)...]
        }
        if folders.contains(String(rest)) { return "index" }
        return String(rest)
    }

    private static func firstKey(_ groups: [DocsConfig.NavGroup], places: [String: Navigation.Place]) -> String? {
        for group in groups where !group.hidden {
            for entry in group.entries {
                switch entry {
                case .page(let key, _):
                    if places[key] != nil { return key }
                    if places[key + "/index"] != nil { return key + "/index" }
                case .group(let nested):
                    if let found = firstKey([nested], places: places) { return found }
                case .link:
                    continue
                }
            }
        }
        return nil
    }

    /// A language's own name for itself, for the switcher.
    static func languageName(_ code: String) -> String {
        if let name = names[code] ?? names[code.lowercased()] { return name }
        let primary = String(code.lowercased().prefix { $0 != "-" && $0 != "_" })
        return names[primary] ?? code
    }

    private static let names: [String: String] = [
        "en": "English", "fr": "Français", "es": "Español", "de": "Deutsch", "ja": "日本語", "jp": "日本語",
        "zh": "中文", "cn": "中文", "zh-hans": "简体中文", "zh-hant": "繁體中文", "pt": "Português",
        "pt-br": "Português (Brasil)", "ko": "한국어", "it": "Italiano", "ru": "Русский", "nl": "Nederlands",
        "pl": "Polski", "tr": "Türkçe", "ar": "العربية", "id": "Bahasa Indonesia", "vi": "Tiếng Việt", "sv": "Svenska",
        "uk": "Українська", "he": "עברית", "hi": "हिन्दी", "cs": "Čeština", "da": "Dansk", "fi": "Suomi", "no": "Norsk",
        "ro": "Română", "lv": "Latviešu",
    ]
}
