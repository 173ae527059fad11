import Testing

@testable import Docs

/// Inputs the libFuzzer harnesses in `fuzz/harnesses/` found, kept so they stay fixed.
@Suite("Fuzz regressions: Docs")
struct FuzzRegressionTests {
    /// The tokens of `code` in `language`, checked against the lexers' promise: sorted,
    /// non-overlapping ranges inside the code.
    private func checkedTokens(_ language: String, _ code: [UInt8]) -> [HighlightToken] {
        let tokens = HighlightLanguage(fenceLanguage: language)!.tokens(code, in: 0..<code.count)
        var previousEnd = 0
        for token in tokens {
            #expect(token.start >= previousEnd && token.start <= token.end && token.end <= code.count, "\(token)")
            previousEnd = token.end
        }
        return tokens
    }

    @Test(
        "A shell prompt at the very end of the code is the last token, not a read past the end",
        arguments: ["bash", "console"])
    func promptAtTheEnd(language: String) {
        // The `highlighter` harness's finding (an index out of range), with its control bytes.
        let found: [UInt8] = [
            0x24, 0x3A, 0x20, 0x66, 0x74, 0x24, 0x20, 0x62, 0x03, 0x00, 0x05, 0x00, 0x00, 0x00, 0x0A,
            0x25, 0x20, 0x65, 0x63, 0x4B, 0x3A, 0x20, 0x66, 0x74, 0x24, 0x20, 0x62, 0x03, 0x00, 0x05, 0x00,
            0x00, 0x00, 0x0A, 0x25, 0x20,
        ]
        for code in [found, Array("% ".utf8), Array("$ ".utf8), Array("echo\n$ ".utf8)] {
            let tokens = checkedTokens(language, code)
            #expect(tokens.last?.kind == .prompt)
        }
    }
}
