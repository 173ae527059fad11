// libFuzzer harness: every language the highlighter knows, with and without Shiki notations
// and meta. The first byte picks the language, the second the info string's meta; the rest
// is the code. Checks that tokens are sorted, in range and never split a UTF-8 sequence of
// valid input, and that the rendered block, its tags removed and its entities decoded, gives
// back the code exactly (when it holds no `[!code …]` notation, which the block removes).
// Built by fuzz/run.sh; not part of the SwiftPM package.
@testable import HTML
@testable import Docs

let languages = [
    "swift", "json", "bash", "console", "http", "js", "ts", "tsx", "jsx", "py", "rb", "go", "rs", "php", "cs", "c",
    "c++", "objc", "kt", "java", "dart", "graphql", "ps1", "dockerfile", "makefile", "toml", "ini", "env", "sql",
    "css", "scss", "yaml", "html", "xml", "diff", "mdx", "text",
]
let metas = ["", " lines", " {1,3-4} wrap", " focus={2} expandable", " title=\"t\" icon=\"x\" diff", " highlight={1-99999}"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 1 else { return 0 }
    let name = languages[Int(data[0]) % languages.count]
    let meta = metas[Int(data[1]) % metas.count]
    let code = Array(UnsafeBufferPointer(start: data + 2, count: size - 2))
    let isValidUTF8 = String(validating: code, as: UTF8.self) != nil
    if let language = HighlightLanguage(fenceLanguage: name) {
        let tokens = language.tokens(code, in: 0..<code.count)
        var previousEnd = 0
        for token in tokens {
            precondition(token.start >= previousEnd, "\(name): token \(token) overlaps or is out of order")
            precondition(token.start < token.end && token.end <= code.count, "\(name): token \(token) is out of range")
            if isValidUTF8 {
                precondition(
                    !isContinuation(code, token.start) && !isContinuation(code, token.end),
                    "\(name): token \(token) splits a UTF-8 sequence")
            }
            previousEnd = token.end
        }
    }
    var html = HTMLBuffer()
    CodeBlockRenderer.render(code: code, info: CodeBlockInfo(name + meta), showsTitle: true, into: &html)
    let output = html.bytes
    if !contains(code, "[!code ") {
        var expected = code
        if expected.last == UInt8(ascii: "\n") { expected.removeLast() }
        let text = decodedCode(output)
        precondition(text == expected, "\(name)\(meta): the block's text differs from the code")
    }
    if isValidUTF8 { precondition(String(validating: output, as: UTF8.self) != nil, "\(name): output is not UTF-8") }
    return 0
}

func isContinuation(_ code: [UInt8], _ index: Int) -> Bool {
    index < code.count && code[index] & 0xC0 == 0x80
}

func contains(_ code: [UInt8], _ pattern: String) -> Bool {
    let needle = Array(pattern.utf8)
    guard code.count >= needle.count else { return false }
    for start in 0...(code.count - needle.count) where code[start..<(start + needle.count)].elementsEqual(needle) {
        return true
    }
    return false
}

/// The text inside `<code …>` … `</code>`: tags dropped, the five entities decoded.
func decodedCode(_ html: [UInt8]) -> [UInt8] {
    let open = Array("<code".utf8)
    var start = 0
    while start + open.count <= html.count && !html[start..<(start + open.count)].elementsEqual(open) { start += 1 }
    while start < html.count && html[start] != UInt8(ascii: ">") { start += 1 }
    start += 1
    let close = Array("</code>".utf8)
    var end = html.count - close.count
    while end > start && !html[end..<(end + close.count)].elementsEqual(close) { end -= 1 }
    var text: [UInt8] = []
    var index = start
    let entities: [(String, UInt8)] = [
        ("&amp;", UInt8(ascii: "&")), ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")),
        ("&quot;", UInt8(ascii: "\"")), ("&#39;", UInt8(ascii: "'")),
    ]
    while index < end {
        let byte = html[index]
        if byte == UInt8(ascii: "<") {
            while index < end && html[index] != UInt8(ascii: ">") { index += 1 }
            index += 1
        } else if byte == UInt8(ascii: "&") {
            var matched = false
            for (entity, value) in entities {
                let bytes = Array(entity.utf8)
                if index + bytes.count <= end && html[index..<(index + bytes.count)].elementsEqual(bytes) {
                    text.append(value)
                    index += bytes.count
                    matched = true
                    break
                }
            }
            precondition(matched, "a bare & in the output")
        } else {
            text.append(byte)
            index += 1
        }
    }
    return text
}
