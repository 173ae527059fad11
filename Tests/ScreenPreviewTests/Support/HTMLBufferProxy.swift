import HTML
import ScreenPreview

/// Renders the phone frame to a string (the renderer writes into an `HTMLBuffer`).
struct HTMLBufferProxy {
    mutating func phone(_ screen: PreferenceScreen, options: ScreenOptions) -> String {
        var html = HTMLBuffer()
        ScreenRenderer(options: options).renderPhone(screen, into: &html)
        return html.string
    }
}
