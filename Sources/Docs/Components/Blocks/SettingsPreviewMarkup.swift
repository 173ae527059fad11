/// `<SettingsPreview catalog state />`: the live settings screen, drawn by the caller's
/// closure (Docs does not know the preview module), in a figure that names its inputs.
enum SettingsPreviewMarkup {
    /// The figure around `screen`, or a placeholder naming the catalog when no renderer was
    /// given (as in `preflight markdown`).
    static func markup(catalog: String, state: String?, screen: String?) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw(
            screen == nil
                ? "<figure class=\"pf-settings-preview pf-settings-preview-placeholder\""
                : "<figure class=\"pf-settings-preview\"")
        markup.open.attribute("data-catalog", catalog)
        if let state { markup.open.attribute("data-state-file", state) }
        markup.open.raw(">")
        if let screen {
            markup.open.raw(screen)
        } else {
            markup.open.raw("<figcaption>Settings screen preview of <code>")
            markup.open.text(catalog)
            markup.open.raw("</code>")
            if let state {
                markup.open.raw(" with <code>")
                markup.open.text(state)
                markup.open.raw("</code>")
            }
            markup.open.raw("</figcaption>")
        }
        markup.close.raw("</figure>")
        return markup
    }
}
