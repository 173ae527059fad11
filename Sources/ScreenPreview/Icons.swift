/// The few SF Symbols the screen needs, drawn as inline SVG so the page stays self-contained.
enum Icons {
    /// `chevron.up.chevron.down`, after the menu's value.
    static let upDownChevron =
        #"<svg class="ios-chevrons" viewBox="0 0 10 16" width="10" height="16" aria-hidden="true" focusable="false"><path d="M1.5 6 5 2.5 8.5 6M1.5 10 5 13.5 8.5 10" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>"#

    /// `checkmark`, beside each selected menu entry.
    static let checkmark =
        #"<svg class="ios-check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M3 8.5 6.5 12 13 4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>"#

    /// Signal, Wi-Fi and battery, for the status bar.
    static let statusBar =
        #"<svg class="ios-status-icons" viewBox="0 0 68 12" width="68" height="12" aria-hidden="true" focusable="false"><g fill="currentColor"><rect x="0" y="8" width="3" height="4" rx="1"/><rect x="4.5" y="6" width="3" height="6" rx="1"/><rect x="9" y="3.5" width="3" height="8.5" rx="1"/><rect x="13.5" y="1" width="3" height="11" rx="1"/><path d="M29 2.2c2.4 0 4.6.9 6.2 2.5l1.2-1.2A10.4 10.4 0 0 0 29 .5c-2.9 0-5.5 1.1-7.4 3l1.2 1.2A8.7 8.7 0 0 1 29 2.2Zm0 3.4c1.5 0 2.8.6 3.8 1.5L34 5.9a7.2 7.2 0 0 0-10 0l1.2 1.2c1-.9 2.3-1.5 3.8-1.5Zm0 3.4c.6 0 1.1.2 1.5.6L29 11.1l-1.5-1.5c.4-.4.9-.6 1.5-.6Z"/><rect x="43" y="1" width="22" height="10.5" rx="3" fill="none" stroke="currentColor" stroke-opacity=".4"/><rect x="45" y="3" width="18" height="6.5" rx="1.6"/><path d="M66.5 4.5v3.5c.8-.3 1.3-1 1.3-1.75s-.5-1.45-1.3-1.75Z" fill-opacity=".45"/></g></svg>"#

    /// The spoked activity indicator (`UIActivityIndicatorView`): eight spokes fading behind the
    /// leading one, turned a spoke at a time by the stylesheet. The script draws the loading
    /// state with the same markup, so the two must stay equal (a unit test compares them).
    static let activityIndicator =
        #"<svg class="ios-activity" viewBox="-10 -10 20 20" width="20" height="20" aria-hidden="true" focusable="false"><g fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"><path d="M0-4.6V-8.4" transform="rotate(0)" stroke-opacity="1"/><path d="M0-4.6V-8.4" transform="rotate(-45)" stroke-opacity="0.85"/><path d="M0-4.6V-8.4" transform="rotate(-90)" stroke-opacity="0.7"/><path d="M0-4.6V-8.4" transform="rotate(-135)" stroke-opacity="0.58"/><path d="M0-4.6V-8.4" transform="rotate(-180)" stroke-opacity="0.47"/><path d="M0-4.6V-8.4" transform="rotate(-225)" stroke-opacity="0.38"/><path d="M0-4.6V-8.4" transform="rotate(-270)" stroke-opacity="0.31"/><path d="M0-4.6V-8.4" transform="rotate(-315)" stroke-opacity="0.25"/></g></svg>"#
}
