// libFuzzer harness: every highlighter. The first byte picks the language; the rest is the
// code. Checks the lexers' promise (sorted, non-overlapping ranges inside the code), then
// renders the block as the page would.
// Built by fuzz/run.sh; not part of the SwiftPM package.
@testable import HTML
@testable import Docs

let languages = ["swift", "json", "bash", "console", "http"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let name = languages[Int(data[0]) % languages.count]
    let code = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let language = HighlightLanguage(fenceLanguage: name)!
    let tokens = language.tokens(code, in: 0..<code.count)
    var previousEnd = 0
    for token in tokens {
        precondition(token.start >= previousEnd, "\(name): token \(token) overlaps or is out of order")
        precondition(token.start <= token.end && token.end <= code.count, "\(name): token \(token) is out of range")
        previousEnd = token.end
    }
    var html = HTMLBuffer()
    CodeBlockRenderer.render(code: code, info: CodeBlockInfo("\(name) title=\"t\" {1,2-3} lines"), showsTitle: true, into: &html)
    return 0
}
