import ByteTools

/// Quick reads of rendered HTML: the ids it defines and its text for the search index.
///
/// Both run over every page's bytes, so they work on `UnsafeBufferPointer`s and compare bytes
/// in place; building a `String` or an array per candidate tag made them a fifth of a build.
enum HTMLScan {
    private static let scriptOpen: StaticString = "<script"
    private static let scriptClose: StaticString = "</script>"
    private static let buttonOpen: StaticString = "<button"
    private static let buttonClose: StaticString = "</button>"
    private static let anchorOpen: StaticString = "<a class=\"pf-anchor\""
    private static let anchorClose: StaticString = "</a>"
    private static let styleOpen: StaticString = "<style"
    private static let styleClose: StaticString = "</style>"

    private static let idPattern = Array(" id=\"".utf8)

    /// Every `id="…"` value in the markup.
    static func ids(in html: [UInt8]) -> Set<String> {
        var ids: Set<String> = []
        html.withUnsafeBufferPointer { html in
            var index = 0
            // Hunt for the `=`, the rarest byte of ` id="` in a page.
            while let found = ByteSearch.find(idPattern, anchor: 3, in: html, from: index), found + idPattern.count < html.count {
                let start = found + idPattern.count
                guard let end = firstIndex(of: UInt8(ascii: "\""), in: html, from: start) else { break }
                ids.insert(unescape(String(decoding: UnsafeBufferPointer(rebasing: html[start..<end]), as: UTF8.self)))
                index = end + 1
            }
        }
        return ids
    }

    /// The visible text: tags dropped, entities for `& < > " '` decoded, whitespace collapsed,
    /// cut at `limit` bytes. Scripts and styles are skipped.
    static func text(of html: [UInt8], limit: Int) -> String {
        // Each byte read writes at most one byte and the loop stops at `limit`, so `limit`
        // bytes always suffice: written through a pointer, without `append`'s checks per byte.
        let output = [UInt8](unsafeUninitializedCapacity: max(0, limit)) { output, count in
            html.withUnsafeBufferPointer { html in
                guard let base = html.baseAddress, let out = output.baseAddress else { return }
                var index = 0
                var lastWasSpace = true
                while index < html.count, count < limit {
                    // A tag first: a run cannot start there, and a page has hundreds.
                    if html[index] == UInt8(ascii: "<") {
                        // `<span …>` and `</span>`, most tags of a page with highlighted code:
                        // inline, and no body to skip.
                        if let spanEnd = spanTagEnd(html, at: index) {
                            index = spanEnd
                            continue
                        }
                        let skipped = skipElementBody(html, at: index)
                        let end =
                            skipped ?? (firstIndex(of: UInt8(ascii: ">"), in: html, from: index).map { $0 + 1 } ?? html.count)
                        // Block elements separate words; inline ones (`<strong>`, `<code>`, `<a>`) do not.
                        if !lastWasSpace, skipped != nil || isBlockTag(html, from: index, to: end) {
                            out[count] = UInt8(ascii: " ")
                            count += 1
                            lastWasSpace = true
                        }
                        index = end
                        continue
                    }
                    // A run of plain bytes, copied in one go: most of a page is words. (A line
                    // feed, tab, carriage return or second space cannot start one.)
                    let byte = html[index]
                    let startsRun =
                        byte == UInt8(ascii: " ") ? !lastWasSpace : byte != 0x0A && byte != 0x09 && byte != 0x0D
                    let runEnd = startsRun ? plainRunEnd(html, from: index, afterSpace: lastWasSpace) : index
                    if runEnd > index {
                        let length = min(runEnd - index, limit - count)
                        (out + count).update(from: base + index, count: length)
                        count += length
                        lastWasSpace = html[index + length - 1] == UInt8(ascii: " ")
                        index = runEnd
                        continue
                    }
                    // Whitespace: one space for the lot.
                    if !lastWasSpace {
                        out[count] = UInt8(ascii: " ")
                        count += 1
                    }
                    lastWasSpace = true
                    index += 1
                }
            }
        }
        var text = String(decoding: output, as: UTF8.self)
        while text.last == " " { text.removeLast() }
        return unescape(text)
    }

    /// The end of the plain text at `start`: text that collapsing whitespace leaves as it is,
    /// up to the first `<`, tab, line feed or carriage return, or the first space that follows
    /// a space (or comes first, after a space written already: `afterSpace`).
    ///
    /// Lone spaces stay in the run, so a run is mostly a whole line of prose.
    private static func plainRunEnd(_ html: UnsafeBufferPointer<UInt8>, from start: Int, afterSpace: Bool) -> Int {
        guard let base = html.baseAddress else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let space = UInt8(ascii: " ")
        /// The high bit of each byte of `word` below `limit` (at most 0x80): exact per byte, as
        /// no borrow crosses bytes when each is at least 0x80 before the subtraction.
        @inline(__always) func below(_ word: UInt64, _ limit: UInt64) -> UInt64 {
            ~((word | highBits) &- ones &* limit) & ~word & highBits
        }
        var index = start
        var previousIsSpace = afterSpace
        while true {
            // Eight bytes at a time while none may end the run: no `<`, no byte below a space
            // (tab, line feed and carriage return among them), and no space after a space.
            while index &+ 8 <= html.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian
                let spaces = below(word ^ (ones &* UInt64(space)), 1)
                let doubled = spaces & (spaces << 8 | (previousIsSpace ? 0x80 : 0))
                let stops = below(word ^ (ones &* 0x3C), 1) | below(word, 0x20) | doubled
                if stops == 0 {
                    previousIsSpace = spaces >> 63 != 0
                    index &+= 8
                    continue
                }
                index &+= stops.trailingZeroBitCount &>> 3
                previousIsSpace = index > start ? html[index - 1] == space : afterSpace
                break
            }
            guard index < html.count else { return index }
            // One byte that may end the run (or any byte of the last seven): checked exactly.
            let byte = html[index]
            switch byte {
            case UInt8(ascii: "<"), 0x09, 0x0A, 0x0D: return index
            case space where previousIsSpace: return index
            default: break
            }
            previousIsSpace = byte == space
            index += 1
        }
    }

    /// For a `<span …>` or `</span>` tag at `index`, the index after it; nil for any other tag.
    @inline(__always)
    private static func spanTagEnd(_ html: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index &+ 8 <= html.count, let base = html.baseAddress else { return nil }
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian
        // `</span>` and a byte, or `<span ` and two bytes, in memory order.
        if word & 0x00FF_FFFF_FFFF_FFFF == 0x003E_6E61_7073_2F3C { return index &+ 7 }
        guard word & 0x0000_FFFF_FFFF_FFFF == 0x0000_206E_6170_733C else { return nil }
        return firstIndex(of: UInt8(ascii: ">"), in: html, from: index &+ 6).map { $0 &+ 1 } ?? html.count
    }

    /// Whether the tag between `start` (its `<`) and `end` opens or closes a block element.
    private static func isBlockTag(_ html: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var nameStart = start + 1
        if nameStart < end, html[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
        var nameEnd = nameStart
        while nameEnd < end, html[nameEnd] != UInt8(ascii: " "), html[nameEnd] != UInt8(ascii: ">"),
            html[nameEnd] != UInt8(ascii: "/")
        {
            nameEnd += 1
        }
        return BlockTagNames.contains(UnsafeBufferPointer(rebasing: html[nameStart..<nameEnd]))
    }

    /// For `<script` and `<style`, the index after the closing tag.
    private static func skipElementBody(_ html: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        // Tested one after the other, not from a list of pairs: this runs at every tag.
        guard index + 1 < html.count else { return nil }
        // Button labels (Copy, a tab's name) are no text of the page's own.
        if html[index + 1] == UInt8(ascii: "b"), matches(html, at: index, buttonOpen) {
            return end(of: buttonOpen, closedBy: buttonClose, in: html, at: index)
        }
        // Nor is a heading's permalink `#`.
        if html[index + 1] == UInt8(ascii: "a"), matches(html, at: index, anchorOpen) {
            return end(of: anchorOpen, closedBy: anchorClose, in: html, at: index)
        }
        guard html[index + 1] == UInt8(ascii: "s") else { return nil }
        if matches(html, at: index, scriptOpen) { return end(of: scriptOpen, closedBy: scriptClose, in: html, at: index) }
        if matches(html, at: index, styleOpen) { return end(of: styleOpen, closedBy: styleClose, in: html, at: index) }
        return nil
    }

    /// The index after `close`, looked for after the `open` at `index`; the end when absent.
    private static func end(
        of open: StaticString, closedBy close: StaticString, in html: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> Int {
        var cursor = index + open.utf8CodeUnitCount
        // From one `<` to the next with memchr: a button's body is mostly an icon's markup.
        while cursor + close.utf8CodeUnitCount <= html.count,
            let found = firstIndex(of: UInt8(ascii: "<"), in: html, from: cursor),
            found + close.utf8CodeUnitCount <= html.count
        {
            if matches(html, at: found, close) { return found + close.utf8CodeUnitCount }
            cursor = found + 1
        }
        return html.count
    }

    /// Whether `pattern`'s bytes start at `index` (which the caller keeps in bounds).
    private static func matches(_ html: UnsafeBufferPointer<UInt8>, at index: Int, _ pattern: StaticString) -> Bool {
        let count = pattern.utf8CodeUnitCount
        guard index + count <= html.count else { return false }
        let bytes = pattern.utf8Start
        for offset in 0..<count where html[index + offset] != bytes[offset] { return false }
        return true
    }

    private static func firstIndex(of byte: UInt8, in html: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        ByteSearch.firstIndex(of: byte, in: html, from: start)
    }

    // MARK: - Entities

    private static let entities: [(name: [UInt8], replacement: UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")),
        (Array("&#39;".utf8), UInt8(ascii: "'")), (Array("&amp;".utf8), UInt8(ascii: "&")),
        (Array("&#x27;".utf8), UInt8(ascii: "'")),
        (Array("&nbsp;".utf8), UInt8(ascii: " ")),
    ]

    /// `text` with the entities for `& < > " '` and `&nbsp;` decoded, each `&` read once.
    ///
    /// Decodes bytes; text where an entity is not whole characters (a combining mark after it
    /// makes its `;` part of a larger character) takes the character-wise route, which
    /// treats such clusters as the original implementation did.
    static func unescape(_ text: String) -> String {
        var text = text
        let decoded: [UInt8]?? = text.withUTF8 { utf8 -> [UInt8]?? in
            guard let base = utf8.baseAddress, ByteSearch.contains(UInt8(ascii: "&"), in: utf8) else { return .some(nil) }
            var isCharacterWise = false
            // Decoding only shortens the text, so its length always suffices.
            let output = [UInt8](unsafeUninitializedCapacity: utf8.count) { output, count in
                var index = 0
                while index < utf8.count {
                    // Copy up to the next `&` in one go.
                    let next = ByteSearch.firstIndex(of: UInt8(ascii: "&"), in: utf8, from: index) ?? utf8.count
                    if next > index {
                        (output.baseAddress! + count).update(from: base + index, count: next - index)
                        count += next - index
                    }
                    index = next
                    guard index < utf8.count else { break }
                    var matched = false
                    for entity in entities where index + entity.name.count <= utf8.count {
                        var equal = true
                        for offset in 1..<entity.name.count where utf8[index + offset] != entity.name[offset] {
                            equal = false
                            break
                        }
                        guard equal else { continue }
                        let end = index + entity.name.count
                        if !isWholeCharacters(utf8, index..<end) {
                            isCharacterWise = true
                            return
                        }
                        output[count] = entity.replacement
                        count += 1
                        index = end
                        matched = true
                        break
                    }
                    if !matched {
                        output[count] = UInt8(ascii: "&")
                        count += 1
                        index += 1
                    }
                }
            }
            return isCharacterWise ? nil : .some(output)
        }
        switch decoded {
        case .some(.some(let bytes)): return String(decoding: bytes, as: UTF8.self)
        case .some(.none): return text
        case .none: return unescapeCharacters(text)
        }
    }

    /// Whether the ASCII bytes `range` of `utf8` start and end characters.
    ///
    /// Only the scalars next to them can join them to others: one before that prepends itself
    /// to what follows (Arabic number signs), one after that extends what precedes (a
    /// combining mark, a joiner). ASCII ones never do, and text in any script passes with a
    /// look at its neighbours alone (the check that sent every entity next to a non-ASCII
    /// byte character-wise was a twentieth of the build of a site in seven languages).
    private static func isWholeCharacters(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var from = range.lowerBound
        if from > 0 && utf8[from - 1] >= 0x80 {
            from -= 1
            while from > 0 && utf8[from] & 0xC0 == 0x80 { from -= 1 }
        }
        var to = range.upperBound
        if to < utf8.count && utf8[to] >= 0x80 {
            to += 1
            while to < utf8.count && utf8[to] & 0xC0 == 0x80 { to += 1 }
        }
        guard from < range.lowerBound || to > range.upperBound else { return true }
        // Where the characters of the neighbourhood end, as offsets into it.
        var offset = from
        var startsOne = from == range.lowerBound
        var endsOne = false
        for character in String(decoding: UnsafeBufferPointer(rebasing: utf8[from..<to]), as: UTF8.self) {
            offset += character.utf8.count
            startsOne = startsOne || offset == range.lowerBound
            endsOne = endsOne || offset == range.upperBound
        }
        return startsOne && endsOne
    }

    /// Character-wise decoding, for text where bytes and characters might disagree.
    static func unescapeCharacters(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&amp;": "&", "&#x27;": "'", "&nbsp;": " "]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            if let (entity, replacement) = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += replacement
                rest = rest.dropFirst(entity.count)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
