import ByteTools

// Which HTML wrappers of an MDX body close, found in one pass over its lines.
extension ComponentTokenizer {
    /// One wrapper opened and not yet decided.
    private struct OpenWrapper {
        /// Where the line after its opening tag starts: its key in the result.
        var key: Int
        /// The components open when it opened: a closing tag that would take the count below
        /// this closes a component around the wrapper, which the wrapper then cannot close.
        var components: Int
    }

    /// Whether each wrapper opened in `start..<limit` closes: by a `</name>` line of its own,
    /// pairing with the nearest unpaired opening line of the same name, outside code fences,
    /// with every component opened inside it closed and none it sits in closed first.
    ///
    /// The answer for every wrapper at once, in time that grows with the body: a wrapper fails
    /// when the count of open components drops below the count it opened with, so wrappers are
    /// kept by that count, and each closing tag decides only those opened at its level.
    func matchHTMLWrappers(from start: Int, limit: Int) -> [Int: Bool] {
        var closes: [Int: Bool] = [:]
        var openByName: [String: [OpenWrapper]] = [:]
        var waitingByComponents: [Int: [Int]] = [:]
        var components = 0
        var fence: (byte: UInt8, count: Int)?
        var lineStart = start
        while lineStart < limit {
            let lineEnd = ByteSearch.lineEnd(code, from: lineStart, limit: limit)
            defer { lineStart = lineEnd + 1 }
            var first = lineStart
            while first < lineEnd && ByteClass.isBlank(code[first]) { first += 1 }
            guard first < lineEnd else { continue }
            if let open = fence {
                if closesFence(open, from: first, to: lineEnd) { fence = nil }
                continue
            }
            if let opened = fenceOpening(from: first, to: lineEnd) {
                fence = opened
                continue
            }
            guard code[first] == UInt8(ascii: "<") else { continue }
            if let name = htmlWrapperCloseName(from: first, to: lineEnd) {
                // An unpaired closing line is text; a paired one decides its opener, unless a
                // component closed around it already did.
                guard let wrapper = openByName[name]?.popLast() else { continue }
                if closes[wrapper.key] == nil { closes[wrapper.key] = wrapper.components == components }
            } else if let name = htmlWrapperOpen(from: first, to: lineEnd) {
                let wrapper = OpenWrapper(key: lineEnd + 1, components: components)
                openByName[name, default: []].append(wrapper)
                waitingByComponents[components, default: []].append(wrapper.key)
            } else if case .tag(let tag) = scanTag(at: first, limit: lineEnd), ComponentKind(name: tag.name)?.isInline != true {
                if tag.isClosing {
                    for key in waitingByComponents.removeValue(forKey: components) ?? [] where closes[key] == nil {
                        closes[key] = false
                    }
                    components -= 1
                } else if !tag.isSelfClosing {
                    components += 1
                }
            }
        }
        return closes
    }

    /// The element name when `start..<end` is exactly the closing tag of a wrapper element
    /// (`</div>`), trailing whitespace allowed.
    private func htmlWrapperCloseName(from start: Int, to end: Int) -> String? {
        guard start + 3 < end, code[start + 1] == UInt8(ascii: "/") else { return nil }
        var index = start + 2
        while index < end && (ByteClass.isLowercase(code[index]) || (index > start + 2 && ByteClass.isDigit(code[index]))) {
            index += 1
        }
        guard index < end, code[index] == UInt8(ascii: ">"), (index + 1..<end).allSatisfy({ ByteClass.isWhitespace(code[$0]) })
        else {
            return nil
        }
        let name = String(decoding: code[(start + 2)..<index], as: UTF8.self)
        return Self.wrapperElements.contains(name) ? name : nil
    }
}
