extension Navigation {
    /// The language a page is written in (docs.json's code, `fr`, `jp`), nil on a site of one:
    /// its section's, else the default one's. A page outside the navigation still reads in
    /// its folder's language (`fr/…`).
    func language(of key: String) -> String? {
        language(in: section(of: key))
    }

    /// The language of the pages of `section`: its own, else the default one.
    func language(in section: Sections.Section) -> String? {
        section.language ?? sections.languages.first { $0.isDefault }?.name
    }

    /// The language and version whose navigation holds the page; a page outside it, by its folder.
    func section(of key: String) -> Sections.Section {
        place(key).flatMap { sections.section(ofTab: $0.tab) }
            ?? Sections.Section(language: languageFolder(of: key), version: nil)
    }

    private func languageFolder(of key: String) -> String? {
        guard let slash = key.firstIndex(of: "/") else { return nil }
        let folder = String(key[..<slash])
        return sections.languages.contains { $0.name == folder } ? folder : nil
    }
}
