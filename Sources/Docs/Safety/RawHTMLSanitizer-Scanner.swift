import ByteTools

// The scan itself: tags read the way the HTML tokenizer reads them, what the rules in
// `RawHTMLSanitizer.swift` refuse left out, every other byte copied.
extension RawHTMLSanitizer {
    struct Attribute {
        /// From the name's first byte to the value's last (or its closing quote).
        var range: Range<Int>
        var name: Range<Int>
        var value: Range<Int>?
    }

    struct Tag {
        var isEnd: Bool
        var name: String
        var attributes: [Attribute]
        /// The index of the closing `>`.
        var end: Int
    }

    struct Scanner {
        let input: UnsafeBufferPointer<UInt8>
        /// Whether `<` in values and unclosed tags are written as `&lt;` (HTML only).
        let escapes: Bool
        var output: [UInt8] = []
        /// Bytes of `input` before this index are dealt with (copied or replaced).
        var copied = 0
        var changed = false
        var findings: [Finding] = []
        var links: [Link] = []
        var classes: [String] = []
        var keepsEmbeds = false
        /// `<iframe>` start tags kept and not yet ended: only as many `</iframe>` are kept.
        var openEmbeds = 0
        /// How far the last tag that did not close was read.
        var scannedLength = 0
        /// Where a search for `</script>` found none to the end.
        var scriptEndMissingFrom: Int?
        /// The last `>`, `"` and `'`: a tag or quoted value that starts after them cannot close.
        let lastGreaterThan: Int
        let lastDoubleQuote: Int
        let lastSingleQuote: Int

        init(input: UnsafeBufferPointer<UInt8>, escapes: Bool) {
            self.input = input
            self.escapes = escapes
            lastGreaterThan = input.lastIndex(of: UInt8(ascii: ">")) ?? -1
            lastDoubleQuote = input.lastIndex(of: UInt8(ascii: "\"")) ?? -1
            lastSingleQuote = input.lastIndex(of: UInt8(ascii: "'")) ?? -1
        }

        mutating func run() {
            // Bytes read by tags that did not close, which the scan reads again from just after
            // their `<`. Past the budget (never reached by real pages) every `<` left becomes
            // text: no tag at all is always safe, and the scan stays linear.
            var budget = 16 * input.count + 65_536
            var index = 0
            while let open = nextTagOpen(from: index) {
                guard budget > 0 else {
                    escapeEveryLessThan(from: open)
                    break
                }
                guard let tag = readTag(at: open) else {
                    // No `>` before the literal ends, or a `<` where a tag cannot hold one:
                    // the `<` becomes text and the scan goes on after it.
                    budget -= scannedLength
                    if escapes { replace(open..<(open + 1), with: Array("&lt;".utf8)) }
                    index = open + 1
                    continue
                }
                index = handle(tag, at: open)
            }
            if changed { output.append(contentsOf: input[copied...]) }
        }

        private mutating func escapeEveryLessThan(from start: Int) {
            for index in start..<input.count where input[index] == UInt8(ascii: "<") {
                if escapes { replace(index..<(index + 1), with: Array("&lt;".utf8)) }
            }
        }

        /// The next `<` that opens a start or end tag: followed by a letter, or by `/` and one.
        private func nextTagOpen(from start: Int) -> Int? {
            var index = start
            while index < input.count {
                if input[index] == UInt8(ascii: "<") {
                    if index + 1 < input.count, isLetter(input[index + 1]) { return index }
                    if index + 2 < input.count, input[index + 1] == UInt8(ascii: "/"), isLetter(input[index + 2]) { return index }
                }
                index += 1
            }
            return nil
        }

        /// The tag at `open`, read as the HTML tokenizer reads it; nil when it does not end
        /// in this literal, or a `<` comes in its name, an attribute's name or an unquoted
        /// value (a browser would keep it there; here the tag becomes text and that `<` is
        /// read as the next tag, which keeps every scan short).
        private mutating func readTag(at open: Int) -> Tag? {
            var index = open
            defer { scannedLength = index - open + 1 }
            guard open < lastGreaterThan else { return nil }
            let isEnd = input[open + 1] == UInt8(ascii: "/")
            index = open + (isEnd ? 2 : 1)
            let nameStart = index
            while index < input.count, !isSpace(input[index]), input[index] != UInt8(ascii: "/"),
                input[index] != UInt8(ascii: ">")
            {
                if input[index] == UInt8(ascii: "<") { return nil }
                index += 1
            }
            let name = lowercased(nameStart..<index)
            var attributes: [Attribute] = []
            while index < input.count {
                let byte = input[index]
                if isSpace(byte) || byte == UInt8(ascii: "/") {
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: ">") { return Tag(isEnd: isEnd, name: name, attributes: attributes, end: index) }
                if byte == UInt8(ascii: "<") { return nil }
                // An attribute name: its first byte may be anything (even `=`), then up to
                // white space, `/`, `>` or `=`.
                let attributeStart = index
                index += 1
                while index < input.count, !isSpace(input[index]), input[index] != UInt8(ascii: "/"),
                    input[index] != UInt8(ascii: ">"),
                    input[index] != UInt8(ascii: "=")
                {
                    if input[index] == UInt8(ascii: "<") { return nil }
                    index += 1
                }
                let nameRange = attributeStart..<index
                var afterName = index
                while afterName < input.count, isSpace(input[afterName]) { afterName += 1 }
                guard afterName < input.count, input[afterName] == UInt8(ascii: "=") else {
                    attributes.append(Attribute(range: nameRange, name: nameRange, value: nil))
                    continue
                }
                index = afterName + 1
                while index < input.count, isSpace(input[index]) { index += 1 }
                guard index < input.count else { return nil }
                let quote = input[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let valueStart = index + 1
                    guard valueStart <= (quote == UInt8(ascii: "\"") ? lastDoubleQuote : lastSingleQuote) else { return nil }
                    var valueEnd = valueStart
                    while input[valueEnd] != quote { valueEnd += 1 }
                    attributes.append(
                        Attribute(range: attributeStart..<(valueEnd + 1), name: nameRange, value: valueStart..<valueEnd))
                    index = valueEnd + 1
                } else if quote == UInt8(ascii: ">") {
                    // `name=>`: an empty value, and the tag ends here.
                    attributes.append(Attribute(range: attributeStart..<index, name: nameRange, value: index..<index))
                } else {
                    let valueStart = index
                    while index < input.count, !isSpace(input[index]), input[index] != UInt8(ascii: ">") {
                        if input[index] == UInt8(ascii: "<") { return nil }
                        index += 1
                    }
                    attributes.append(Attribute(range: attributeStart..<index, name: nameRange, value: valueStart..<index))
                }
            }
            return nil
        }

        /// Writes the tag's safe form and returns where the scan goes on.
        private mutating func handle(_ tag: Tag, at open: Int) -> Int {
            if RawHTMLSanitizer.droppedElements.contains(tag.name) {
                if !tag.isEnd { findings.append(Finding(kind: .unsafeElement, element: tag.name, offset: open)) }
                var end = tag.end + 1
                if !tag.isEnd, tag.name == "script", let close = scriptEnd(from: end) { end = close }
                replace(open..<end, with: [])
                return end
            }
            var dropped: [Range<Int>] = []
            var escapes: [Int] = []
            var renames: [Int: (end: Int, name: String)] = [:]
            for attribute in tag.attributes {
                let name = lowercased(attribute.name)
                if let problem = check(attribute, named: name, tag: tag) {
                    findings.append(Finding(kind: problem, element: tag.name, offset: attribute.range.lowerBound))
                    dropped.append(attribute.range)
                    continue
                }
                if self.escapes && !tag.isEnd {
                    if tag.name == "iframe" && RawHTMLSanitizer.obsoleteFrameAttributes.contains(name) {
                        dropped.append(attribute.range)
                        continue
                    }
                    // JSX names (`className`, `allowFullScreen`) as HTML's.
                    let written = String(decoding: input[attribute.name], as: UTF8.self)
                    if let htmlName = RawHTMLSanitizer.jsxAttributeNames[written] {
                        renames[attribute.name.lowerBound] = (attribute.name.upperBound, htmlName)
                    }
                    if name == "class" || written == "className", let value = attribute.value {
                        let text = HTMLAttributeText.decode(UnsafeBufferPointer(rebasing: input[value]))
                        for name in text.split(whereSeparator: { $0 <= 0x20 }) {
                            classes.append(String(decoding: name, as: UTF8.self))
                        }
                    }
                }
                if let value = attribute.value {
                    for index in value where input[index] == UInt8(ascii: "<") && self.escapes { escapes.append(index) }
                    if !tag.isEnd, name == "href" || name == "src" {
                        let target = HTMLAttributeText.decode(UnsafeBufferPointer(rebasing: input[value]))
                        links.append(Link(target: String(decoding: target, as: UTF8.self), offset: attribute.range.lowerBound))
                    }
                }
            }
            // A filtered tag is text: its attributes are still checked and its `<` all escaped.
            let isText = self.escapes && isFiltered(tag)
            // JSX closes any element with `/>`; HTML only void ones, and would read everything
            // after `<video … />` as the video's fallback content.
            let expands =
                self.escapes && !isText && !tag.isEnd && input[tag.end - 1] == UInt8(ascii: "/")
                && RawHTMLSanitizer.expandedElements.contains(tag.name)
            guard !dropped.isEmpty || !escapes.isEmpty || !renames.isEmpty || expands || isText else { return tag.end + 1 }
            // The tag again without the dropped attributes (and the white space before each),
            // with each `<` in a value written as `&lt;`.
            var rebuilt: [UInt8] = isText ? Array("&lt;".utf8) : [UInt8(ascii: "<")]
            var index = open + 1
            var drops = dropped.makeIterator()
            var nextDrop = drops.next()
            while index <= tag.end {
                if let drop = nextDrop, index == drop.lowerBound {
                    while let last = rebuilt.last, isSpace(last) { rebuilt.removeLast() }
                    index = drop.upperBound
                    nextDrop = drops.next()
                    continue
                }
                if let rename = renames[index] {
                    rebuilt += rename.name.utf8
                    index = rename.end
                    continue
                }
                if expands && index == tag.end - 1 {
                    while let last = rebuilt.last, isSpace(last) { rebuilt.removeLast() }
                    rebuilt += "></\(tag.name)>".utf8
                    break
                }
                if input[index] == UInt8(ascii: "<") && index != open && self.escapes {
                    rebuilt += "&lt;".utf8
                } else {
                    rebuilt.append(input[index])
                }
                index += 1
            }
            replace(open..<(tag.end + 1), with: rebuilt)
            return tag.end + 1
        }

        /// Whether GitHub Flavored Markdown's tag filter, which cmark applies to raw HTML, makes
        /// the tag text, with one exception: an `<iframe>` whose source is `http:` or `https:`
        /// (a video or map embed) is kept, and as many `</iframe>` after it.
        private mutating func isFiltered(_ tag: Tag) -> Bool {
            guard RawHTMLSanitizer.filteredElements.contains(tag.name) else { return false }
            if tag.name == "iframe" {
                if tag.isEnd && openEmbeds > 0 {
                    openEmbeds -= 1
                    return false
                }
                if !tag.isEnd && isWebSource(tag) {
                    keepsEmbeds = true
                    if input[tag.end - 1] != UInt8(ascii: "/") { openEmbeds += 1 }
                    return false
                }
            }
            return true
        }

        /// Whether the tag's `src` is an `http:` or `https:` URL.
        private func isWebSource(_ tag: Tag) -> Bool {
            guard let source = tag.attributes.last(where: { lowercased($0.name) == "src" }), let range = source.value else {
                return false
            }
            let value = HTMLAttributeText.decode(UnsafeBufferPointer(rebasing: input[range]))
            let text = String(decoding: value.drop(while: { $0 <= 0x20 }), as: UTF8.self).lowercased()
            return (text.hasPrefix("https://") || text.hasPrefix("http://")) && URLSafety.isSafe(value)
        }

        /// What is wrong with an attribute, or nil when it may stay.
        private func check(_ attribute: Attribute, named name: String, tag: Tag) -> Finding.Kind? {
            if name.hasPrefix("on") || name == "srcdoc" { return .unsafeAttribute(attribute: name) }
            guard let range = attribute.value else { return nil }
            let value = HTMLAttributeText.decode(UnsafeBufferPointer(rebasing: input[range]))
            if RawHTMLSanitizer.holdsURL(name) {
                return URLSafety.isSafe(value) ? nil : .unsafeURL(attribute: name, value: String(decoding: value, as: UTF8.self))
            }
            if let separator = RawHTMLSanitizer.urlListAttributes[name] {
                for piece in value.split(separator: separator, omittingEmptySubsequences: false) where !URLSafety.isSafe(piece) {
                    return .unsafeURL(attribute: name, value: String(decoding: value, as: UTF8.self))
                }
                return nil
            }
            if name == "style" {
                let squeezed = String(
                    decoding: value.filter { $0 > 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\\") }.map {
                        $0 | ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? UInt8(ascii: " ") : 0)
                    }, as: UTF8.self)
                if squeezed.contains("javascript:") || squeezed.contains("vbscript:") || squeezed.contains("expression(") {
                    return .unsafeAttribute(attribute: name)
                }
            }
            return nil
        }

        /// The index after the `</script…>` that ends a script opened before `start`; nil when
        /// the literal does not hold one (remembered, so many unclosed scripts cost one search).
        private mutating func scriptEnd(from start: Int) -> Int? {
            if let missing = scriptEndMissingFrom, start >= missing { return nil }
            var index = start
            while let open = nextTagOpen(from: index) {
                if input[open + 1] == UInt8(ascii: "/"), lowercased((open + 2)..<min(open + 8, input.count)) == "script" {
                    var end = open + 8
                    while end < input.count, input[end] != UInt8(ascii: ">") { end += 1 }
                    return end < input.count ? end + 1 : input.count
                }
                index = open + 1
            }
            scriptEndMissingFrom = start
            return nil
        }

        private mutating func replace(_ range: Range<Int>, with bytes: [UInt8]) {
            if !changed {
                changed = true
                output.reserveCapacity(input.count)
            }
            output.append(contentsOf: input[copied..<range.lowerBound])
            output += bytes
            copied = range.upperBound
        }

        private func lowercased(_ range: Range<Int>) -> String {
            String(
                decoding: input[range].map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }, as: UTF8.self)
        }

        private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

        /// The tokenizer's white space: tab, line feed, form feed, carriage return, space.
        private func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == .formFeed
                || byte == UInt8(ascii: "\r")
        }
    }
}
