// libFuzzer harness: the Mustache parser, and rendering what parses against a fixed context
// with the input itself also available as a (possibly recursive) partial.
// Built by fuzz/run.sh; not part of the SwiftPM package.
//
// Renders with limits of 10,000 steps and 1 MiB of output rather than the defaults (a million
// steps and more): the same guards, sized so one input stays under libFuzzer's 1 s timeout in
// this debug, ASan-instrumented build. A render that passes a limit throws, like a parse error.
@testable import Templates

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Built per input: LeakSanitizer cannot follow Swift's tagged enum payload pointers, so a
    // global context would be reported as leaked.
    let context: TemplateValue = [
        "title": "A <b>title</b> & \"quotes\"",
        "n": 3, "zero": 0, "pi": 3.25, "yes": true, "no": false, "nothing": nil,
        "list": [1, "two", ["name": "three"], [], nil],
        "page": ["title": "Page", "items": [["a": 1], ["a": 2]], "nested": ["deeper": ["deepest": "x"]]],
    ]
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let template = try Template(source: source, name: "fuzz")
        let partials = TemplateLibrary(templates: ["fuzz": template, "self": template])
        var renderer = TemplateRenderer(
            context: context, partials: partials, limits: TemplateLimits(steps: 10_000, outputBytes: 1 << 20))
        try renderer.render(template.program)
        _ = renderer.output.count
    } catch {
        _ = error.description
    }
    return 0
}
