import HTML
import PreferenceModel

extension ScreenRenderer {
    /// A row: title and footnote, then a switch (one channel) or a menu (several).
    ///
    /// With custom rows the row also gets a whole-topic switch, and is a `toggle` row. The
    /// default controls stay in the markup, hidden by the stylesheet, because they hold each
    /// channel's state (`data-channel`, `aria-checked`): the whole-topic switch reads and writes
    /// them, and the toolbar can bring the default rows back with every choice kept.
    func renderRow(_ topic: Topic, screen: PreferenceScreen, into html: inout HTMLBuffer) {
        let channels = screen.channelOrder.sorted(topic.channels.keys)
        let isMenu = channels.count > 1
        let isCustom = options.rows == .custom
        let ids = RowIDs(prefix: options.idPrefix, slug: topic.slug)
        html.raw("<div class=\"ios-row\"")
        html.attribute("data-topic", topic.slug)
        html.attribute("data-row", isMenu && !isCustom ? "menu" : "toggle")
        html.attribute("data-ann", "slug: \(topic.slug)")
        let mark = options.marks.rows[topic.slug]
        markAttributes(mark, into: &html)
        html.raw(">\n<div class=\"ios-row-text\"")
        html.attribute("data-ann-channels", channelAnnotation(topic, channels: channels, screen: screen))
        html.raw("><span class=\"ios-row-title\" data-title data-ann=\"name\"")
        html.attribute("id", ids.title)
        html.raw(">")
        html.text(topic.name)
        html.raw("</span>")
        if let footnote = topic.footnote {
            html.raw("<span class=\"ios-row-footnote\" data-footnote data-ann=\"description\"")
            html.attribute("id", ids.footnote)
            html.raw(">")
            html.text(footnote)
            html.raw("</span>")
        }
        markLinks(mark, into: &html)
        html.raw("</div>\n")
        if isMenu {
            renderMenu(topic, channels: channels, ids: ids, screen: screen, into: &html)
        } else if let channel = channels.first {
            renderSwitch(topic, channel, ids: ids, screen: screen, into: &html)
        }
        if isCustom { renderTopicSwitch(topic, ids: ids, into: &html) }
        html.raw("</div>\n")
    }

    /// The custom row builder's switch: bound to the whole topic, on when any channel is on
    /// (`Topic.isOptedIn`); flipping it sets every channel (`settingAllChannels(optedIn:)`).
    private func renderTopicSwitch(_ topic: Topic, ids: RowIDs, into html: inout HTMLBuffer) {
        let isOptedIn = topic.channels.values.contains { $0.isOptedIn }
        html.raw("<button type=\"button\" class=\"ios-switch\" role=\"switch\" data-topic-switch")
        html.attribute("aria-checked", isOptedIn ? "true" : "false")
        html.attribute("aria-labelledby", ids.title)
        if topic.footnote != nil { html.attribute("aria-describedby", ids.footnote) }
        html.raw("><span class=\"ios-switch-knob\"></span></button>\n")
    }

    private func renderSwitch(
        _ topic: Topic, _ channel: Channel, ids: RowIDs, screen: PreferenceScreen, into html: inout HTMLBuffer
    ) {
        html.raw("<button type=\"button\" class=\"ios-switch\" role=\"switch\"")
        channelState(topic, channel, screen: screen, into: &html)
        html.attribute("aria-labelledby", ids.title)
        if topic.footnote != nil { html.attribute("aria-describedby", ids.footnote) }
        html.raw("><span class=\"ios-switch-knob\"></span></button>\n")
    }

    private func renderMenu(
        _ topic: Topic, channels: [Channel], ids: RowIDs, screen: PreferenceScreen, into html: inout HTMLBuffer
    ) {
        let optedIn = channels.filter { topic.channels[$0]?.isOptedIn == true }
        let summary = optedIn.isEmpty ? "Off" : optedIn.map(\.displayName).joined(separator: ", ")
        html.raw(
            "<div class=\"ios-menu-anchor\">\n<button type=\"button\" class=\"ios-menu-button\" aria-haspopup=\"menu\" aria-expanded=\"false\""
        )
        html.attribute("id", ids.button)
        html.attribute("aria-controls", ids.menu)
        html.attribute("aria-labelledby", "\(ids.title) \(ids.summary)")
        if topic.footnote != nil { html.attribute("aria-describedby", ids.footnote) }
        html.raw("><span class=\"ios-menu-value\" data-summary")
        html.attribute("id", ids.summary)
        html.raw(">")
        html.text(summary)
        html.raw("</span>")
        html.raw(Icons.upDownChevron)
        html.raw("</button>\n<div class=\"ios-menu\" role=\"menu\" hidden")
        html.attribute("id", ids.menu)
        html.attribute("aria-labelledby", ids.title)
        html.raw(">\n<div class=\"ios-menu-item\" role=\"menuitemcheckbox\" tabindex=\"-1\" data-action=\"off\"")
        html.attribute("aria-checked", optedIn.isEmpty ? "true" : "false")
        html.raw(">\(Icons.checkmark)<span>Off</span></div>\n<div class=\"ios-menu-divider\" role=\"separator\"></div>\n")
        for channel in channels {
            html.raw("<div class=\"ios-menu-item\" role=\"menuitemcheckbox\" tabindex=\"-1\"")
            channelState(topic, channel, screen: screen, into: &html)
            html.raw(">\(Icons.checkmark)<span>")
            html.text(channel.displayName)
            html.raw("</span></div>\n")
        }
        html.raw("</div>\n</div>\n")
    }

    /// A channel control's state attributes: `aria-checked`, `data-channel`, `data-default`,
    /// and `data-cap` when the dashboard caps it (the script keeps the annotation current from these).
    private func channelState(_ topic: Topic, _ channel: Channel, screen: PreferenceScreen, into html: inout HTMLBuffer) {
        let preference = topic.channels[channel]!
        html.attribute("aria-checked", preference.isOptedIn ? "true" : "false")
        html.attribute("data-channel", channel.rawValue)
        html.attribute("data-default", preference.isDefault ? "true" : "false")
        if let cap = screen.offerings[topic.slug]?[channel]?.dailyCap { html.attribute("data-cap", String(cap)) }
    }

    /// The annotate label for a row's channels: raw value, default vs. chosen, daily cap.
    private func channelAnnotation(_ topic: Topic, channels: [Channel], screen: PreferenceScreen) -> String {
        channels.map { channel in
            let preference = topic.channels[channel]!
            var text = "\(channel.rawValue): \(preference.isOptedIn ? "on" : "off")"
            text += preference.isDefault ? " (default)" : " (chosen)"
            if let cap = screen.offerings[topic.slug]?[channel]?.dailyCap { text += ", dailyCap \(cap)" }
            return text
        }.joined(separator: "\n")
    }
}

/// The element ids of one row, unique per screen (slugs are `[a-z0-9-]`, safe in ids).
struct RowIDs {
    let title: String
    let footnote: String
    let button: String
    let summary: String
    let menu: String

    init(prefix: String, slug: String) {
        title = "\(prefix)-t-\(slug)"
        footnote = "\(prefix)-f-\(slug)"
        button = "\(prefix)-b-\(slug)"
        summary = "\(prefix)-v-\(slug)"
        menu = "\(prefix)-m-\(slug)"
    }
}
