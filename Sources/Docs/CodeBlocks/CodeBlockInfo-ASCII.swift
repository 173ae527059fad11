#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The info string read as bytes, for the usual info string: printable ASCII.
extension CodeBlockInfo {
    /// What ``parsedCharacters(_:)`` reads from `info`, found on its bytes; nil when `info`
    /// has a byte outside printable ASCII and tab.
    ///
    /// On those bytes every character is one byte (no CR LF pair, no combining marks), and
    /// comparing, prefixing and counting strings is comparing bytes, so reading words as
    /// byte ranges decides exactly what the character reading decides. It skips a `String`
    /// per word, a hashed set lookup and the character walks (a code block or more a page).
    static func parsedASCII(_ info: String) -> CodeBlockInfo? {
        let parsed = info.utf8.withContiguousStorageIfAvailable { bytes -> CodeBlockInfo? in
            guard bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\t") }) else { return nil }
            var parsed = CodeBlockInfo()
            var title: [UInt8]?
            var isFirst = true
            MetaWords.forEach(in: bytes) { word in
                if isFirst {
                    parsed.language = String(decoding: word, as: UTF8.self)
                    isFirst = false
                } else if word[0] == UInt8(ascii: "{") {
                    parsed.highlightedLines += lineRanges(String(decoding: word, as: UTF8.self))
                } else if let equals = word.firstIndex(of: UInt8(ascii: "=")) {
                    let key = UnsafeBufferPointer(rebasing: word[..<equals])
                    let value = unquoted(UnsafeBufferPointer(rebasing: word[(equals + 1)...]))
                    if matches(key, "title") {
                        parsed.title = String(decoding: value, as: UTF8.self)
                    } else if matches(key, "highlight") {
                        parsed.highlightedLines += lineRanges(String(decoding: value, as: UTF8.self))
                    } else if matches(key, "lines") {
                        parsed.showsLineNumbers = !isFalse(value)
                    } else if matches(key, "wrap") {
                        parsed.wraps = !isFalse(value)
                    } else if matches(key, "expandable") {
                        parsed.isExpandable = !isFalse(value)
                    } else if matches(key, "focus") {
                        parsed.focusedLines += lineRanges(String(decoding: value, as: UTF8.self))
                    } else if matches(key, "icon") {
                        parsed.icon = String(decoding: value, as: UTF8.self)
                    }
                } else if matches(word, "lines") {
                    parsed.showsLineNumbers = true
                } else if matches(word, "wrap") {
                    parsed.wraps = true
                } else if matches(word, "expandable") || matches(word, "[expandable]") {
                    parsed.isExpandable = true
                } else if !isFlag(word) {
                    if title == nil {
                        title = []
                    } else {
                        title!.append(UInt8(ascii: " "))
                    }
                    title!.append(contentsOf: unquoted(word))
                }
            }
            if parsed.title == nil, let title { parsed.title = String(decoding: title, as: UTF8.self) }
            return parsed
        }
        return parsed ?? nil
    }

    /// A `"…"` or `'…'` word without its quotes; any other word as it is.
    private static func unquoted(_ value: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard value.count >= 2, let first = value.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"),
            value.last == first
        else { return value }
        return UnsafeBufferPointer(rebasing: value[1..<(value.count - 1)])
    }

    /// `false` or `{false}`, which turn `lines=` and `wrap=` off.
    private static func isFalse(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        matches(value, "false") || matches(value, "{false}")
    }

    /// One of ``flags``.
    private static func isFlag(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        matches(word, "expandable") || matches(word, "[expandable]") || matches(word, "twoslash")
            || matches(word, "noCopy") || matches(word, "copy") || matches(word, "diff")
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        bytes.count == literal.utf8CodeUnitCount && memcmp(bytes.baseAddress!, literal.utf8Start, bytes.count) == 0
    }
}
