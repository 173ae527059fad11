import Diagnostics

// Links in component and JSX attributes: the same policy as Markdown links and raw HTML.
extension ComponentTokenizer {
    /// `attributes` placed in the file, without each link ``URLSafety`` refuses: those go with
    /// an `unsafe_url` warning at the attribute, so no component ever renders one.
    /// `holdsLink` names the attributes that are links.
    mutating func checkedLinks(
        _ attributes: ComponentAttributes, of element: String,
        holdsLink: (String) -> Bool = URLSafety.componentLinkAttributes.contains
    ) -> ComponentAttributes {
        var checked = attributes
        checked.locate(attributes.offsets.map { position(of: $0) })
        var unsafe: [Int] = []
        for (index, entry) in attributes.entries.enumerated() where holdsLink(entry.name.lowercased()) {
            guard let url = attributes.linkText(entry.value), !URLSafety.isSafe(url) else { continue }
            warnings.append(
                URLSafety.warning(url, what: "The \(entry.name) of <\(element)>", file: file, position: checked.positions[index]))
            unsafe.append(index)
        }
        for index in unsafe.reversed() { checked.remove(at: index) }
        return checked
    }
}

extension ComponentAttributes {
    /// What a link attribute leads to: a string as written, the text of a string literal
    /// expression (`{"…"}`, `` {`…`} ``), or nil for any other expression or a bare name.
    fileprivate func linkText(_ value: Value) -> String? {
        switch value {
        case .string(let text): return text
        case .expression(let raw): return JSXStyle.literal(String(raw)) ?? Self.quotedText(raw)
        case .bare: return nil
        }
    }

    private static func quotedText(_ raw: String) -> String? {
        let trimmed = raw.trimmingWhitespace()
        guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'" || first == "`", trimmed.last == first
        else { return nil }
        return String(trimmed.dropFirst().dropLast())
    }
}
