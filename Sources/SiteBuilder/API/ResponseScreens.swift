import APIReference
import HTML
import OpenAPI
import PreferenceModel
import ScreenPreview

/// Beyond Mintlify: where an example response is a BuzzKit catalog or topic list (or an
/// envelope around one), the endpoint page shows the settings screen it produces next to
/// the JSON, drawn by the same renderer as `<SettingsPreview>`.
enum ResponseScreens {
    /// The screens, one per example that is a catalog or topics; empty when none is.
    ///
    /// - Parameter file: the spec, for the loader's messages.
    static func html(for examples: [ResponseExample], file: String) -> String {
        var html = HTMLBuffer(capacity: 4096)
        var count = 0
        // Every topic has a slug: an example without one is no catalog or topic list, and is
        // not read again to find out.
        for example in examples where example.text.contains("\"slug\"") {
            let loaded = PreferenceLoader.load(Array(example.text.utf8), file: file, expecting: .screen)
            guard loaded.errors.isEmpty, let document = loaded.document else { continue }
            // A failed envelope is an error response; its screen would say nothing about the API.
            if case .failure = document { continue }
            guard let screen = PreferenceScreen(document: document, state: .neverChose) else { continue }
            count += 1
            if count == 1 {
                html.raw(
                    "<section class=\"pf-endpoint-screens\" id=\"settings-screens\" aria-label=\"Settings screens of the examples\">\n"
                )
            }
            html.raw("<figure class=\"pf-endpoint-screen\">\n<figcaption>The ")
            html.text(example.status)
            if let name = example.name {
                html.raw(" example “")
                html.text(name)
                html.raw("”")
            } else {
                html.raw(" example")
            }
            html.raw(" on the app's notification settings screen</figcaption>\n")
            let options = ScreenOptions(idPrefix: "api\(count)", fullLength: true)
            ScreenRenderer(options: options, headingLevel: ScreenHeadings.drawnLevel).renderPhone(screen, into: &html)
            html.raw("</figure>\n")
        }
        if count > 0 { html.raw("</section>\n") }
        return html.string
    }
}
