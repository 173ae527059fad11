// libFuzzer harness: the whole Markdown page pipeline, PageRenderer.render, on arbitrary text.
// Built by fuzz/run.sh; not part of the SwiftPM package.
@testable import Docs

let renderer = PageRenderer(
    settingsPreview: { catalog, state, _ in "<div data-catalog=\"\(catalog.count)\" data-state=\"\(state?.count ?? -1)\"></div>" },
    snippetLoader: { path in path.hasSuffix("loop.mdx") ? "import L from '/snippets/loop.mdx'\n\n<L />\n" : "Snippet *text*\n" })

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let page = try renderer.render(source: source, file: "docs/fuzz.mdx")
        _ = page.html.utf8.count + page.markdownTwin.utf8.count
    } catch {
        _ = "\(error)"
    }
    return 0
}
