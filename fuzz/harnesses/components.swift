// libFuzzer harness: the component tokenizer, then the Markdown twin of what it read.
// Built by fuzz/run.sh; not part of the SwiftPM package.
@testable import Docs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var tokenizer = ComponentTokenizer(
        code: bytes, file: "fuzz.mdx",
        snippetLoader: { path in path.hasSuffix("loop.mdx") ? "import L from '/snippets/loop.mdx'\n\n<L />\n" : "<Note>\nsnippet\n</Note>\n" })
    let items = tokenizer.tokenize(0..<bytes.count, firstLine: 1)
    for diagnostic in tokenizer.diagnostics + tokenizer.warnings { _ = diagnostic.description }
    if tokenizer.diagnostics.isEmpty {
        _ = MarkdownTwinWriter.twin(of: items, capacity: bytes.count)
    }
    return 0
}
