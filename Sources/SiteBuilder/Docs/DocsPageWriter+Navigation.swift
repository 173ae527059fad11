import Templates

extension DocsPageWriter {
    /// The page template's values that come from where the page sits in the navigation and
    /// from its layout front matter:
    ///
    /// - `language` (`<html lang>`) and `ui` (the template's words in that language);
    /// - `languageSwitcher` and `versionSwitcher`: `{name, label, href, lang, current}` lists,
    ///   each entry leading to the same page in that language or version, and `hasSwitchers`;
    /// - `mode` (`default`, `wide`, `custom`, `center`, `frame`) and what it turns off:
    ///   `sidebar` and `hasToc` are replaced, `hasPager` too under `hideFooterPagination`;
    /// - `deprecated`, `noindex`.
    func navigationValues(_ page: DocLocation, head: DocHead) -> [String: TemplateValue] {
        var values: [String: TemplateValue] = [:]
        addNavigationValues(to: &values, page: page, head: head)
        return values
    }

    /// ``navigationValues(_:head:)`` written straight into a page's values, replacing those
    /// of the same names: one table per page rather than a second one merged into it.
    func addNavigationValues(to values: inout [String: TemplateValue], page: DocLocation, head: DocHead) {
        let navigation = site.navigation
        let section = navigation.section(of: page.key)
        let language = navigation.language(in: section)
        values["language"] = .string(Self.htmlLanguage(language ?? "en"))
        values["ui"] = InterfaceStrings.value(for: language)
        func links(_ choices: [Sections.Choice], languages: Bool) -> TemplateValue {
            guard choices.count > 1 else { return .null }
            return .array(
                choices.compactMap { choice in
                    guard let target = site.locationsByKey[choice.key] else { return nil }
                    var link: [String: TemplateValue] = [
                        "name": .string(choice.name), "label": .string(choice.label),
                        "href": .string(RelativePath.between(from: page.output, to: target.output)),
                        "current": .bool(choice.isCurrent),
                    ]
                    if languages { link["lang"] = .string(Self.htmlLanguage(choice.name)) }
                    return .object(link)
                })
        }
        let languageLinks = links(navigation.sections.languageChoices(for: page.key, in: section), languages: true)
        let versionLinks = links(navigation.sections.versionChoices(for: page.key, in: section), languages: false)
        values["languageSwitcher"] = languageLinks
        values["versionSwitcher"] = versionLinks
        values["hasLanguageSwitcher"] = .bool(languageLinks != .null)
        values["hasVersionSwitcher"] = .bool(versionLinks != .null)
        values["currentLanguage"] = .string(Sections.languageName(language ?? "en"))
        values["currentVersion"] = section.version.map(TemplateValue.string) ?? .null
        values["hasSwitchers"] = .bool(languageLinks != .null || versionLinks != .null)

        let mode = head.extra["mode"] ?? "default"
        values["mode"] = .string(["wide", "custom", "center", "frame"].contains(mode) ? mode : "default")
        switch mode {
        case "custom", "center":
            values["sidebar"] = .null
            values["hasToc"] = false
            values["hasPager"] = false
        case "wide", "frame":
            values["hasToc"] = false
        default:
            break
        }
        if head.extra["hideFooterPagination"] == "true" { values["hasPager"] = false }
        if head.extra["deprecated"] == "true" { values["deprecated"] = true }
        if head.extra["noindex"] == "true" || navigation.hidden.contains(page.key) { values["noindex"] = true }
    }

    /// A BCP 47 tag for `lang`: Mintlify's `jp` and `cn` are `ja` and `zh`.
    static func htmlLanguage(_ code: String) -> String {
        switch code.lowercased() {
        case "jp": "ja"
        case "cn": "zh"
        default: code
        }
    }
}
