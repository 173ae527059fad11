/// A tiny CSS-like selector, enough to point at the parts of a page a test talks about.
///
/// Understands compound selectors made of a tag name (or `*`), `.class`, `#id`, `[attribute]`,
/// `[attribute=value]` (value bare or quoted), `[attribute^=value]` (starts with),
/// `[attribute*=value]` (contains) and `[attribute~=value]` (one of the space-separated words),
/// joined by the descendant (space) and child (`>`) combinators, and selector lists joined by
/// commas. Anything else is a programming error in the test and stops it.
package struct Selector: CustomStringConvertible {
    package let description: String
    private let alternatives: [[Step]]

    enum Combinator { case descendant, child }

    struct Step {
        var combinator: Combinator
        var compound: Compound
    }

    struct Compound {
        var tag: String?
        var conditions: [Condition] = []

        func matches(_ element: Element) -> Bool {
            if let tag, tag != element.name { return false }
            return conditions.allSatisfy { $0.matches(element) }
        }
    }

    enum Condition {
        case has(String)
        case equals(String, String)
        case startsWith(String, String)
        case containsText(String, String)
        case word(String, String)

        func matches(_ element: Element) -> Bool {
            switch self {
            case .has(let name): element[name] != nil
            case .equals(let name, let value): element[name] == value
            case .startsWith(let name, let value): element[name]?.hasPrefix(value) == true
            case .containsText(let name, let value): element[name]?.contains(value) == true
            case .word(let name, let value):
                element[name]?.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).contains(Substring(value))
                    == true
            }
        }
    }

    package init(_ text: String) {
        description = text
        var parser = SelectorParser(Array(text))
        alternatives = parser.parseList()
    }

    /// Whether `element` matches, its ancestors read up to (not including) `scope`.
    func matches(_ element: Element, within scope: Element) -> Bool {
        alternatives.contains { Self.matches(steps: $0[...], element, scope: scope) }
    }

    private static func matches(steps: ArraySlice<Step>, _ element: Element, scope: Element) -> Bool {
        guard let last = steps.last, last.compound.matches(element) else { return false }
        let rest = steps.dropLast()
        guard !rest.isEmpty else { return true }
        var ancestor = element.parent
        while let current = ancestor, current !== scope {
            if matches(steps: rest, current, scope: scope) { return true }
            if last.combinator == .child { return false }
            ancestor = current.parent
        }
        return false
    }
}

private struct SelectorParser {
    let characters: [Character]
    var index = 0

    init(_ characters: [Character]) {
        self.characters = characters
    }

    mutating func parseList() -> [[Selector.Step]] {
        var list: [[Selector.Step]] = []
        repeat {
            list.append(parseSteps())
        } while consume(",")
        precondition(index == characters.count, "selector: unexpected \(String(characters[index...]))")
        return list
    }

    mutating func parseSteps() -> [Selector.Step] {
        var steps: [Selector.Step] = []
        var combinator = Selector.Combinator.descendant
        skipSpaces()
        while index < characters.count, characters[index] != "," {
            steps.append(Selector.Step(combinator: combinator, compound: parseCompound()))
            let spaced = skipSpaces()
            if consume(">") {
                combinator = .child
                skipSpaces()
            } else {
                precondition(spaced || index == characters.count || characters[index] == ",", "selector: expected a combinator")
                combinator = .descendant
            }
        }
        precondition(!steps.isEmpty, "selector: empty")
        return steps
    }

    mutating func parseCompound() -> Selector.Compound {
        var compound = Selector.Compound()
        let universal = consume("*")
        if !universal, index < characters.count, isNameCharacter(characters[index]) {
            compound.tag = readName().lowercased()
        }
        while index < characters.count {
            if consume(".") {
                compound.conditions.append(.word("class", readName()))
            } else if consume("#") {
                compound.conditions.append(.equals("id", readName()))
            } else if consume("[") {
                compound.conditions.append(parseAttribute())
            } else {
                break
            }
        }
        precondition(compound.tag != nil || !compound.conditions.isEmpty || universal, "selector: empty compound")
        return compound
    }

    mutating func parseAttribute() -> Selector.Condition {
        skipSpaces()
        let name = readName().lowercased()
        skipSpaces()
        if consume("]") { return .has(name) }
        var kind: Character = "="
        for candidate: Character in ["^", "*", "~"] where consume(candidate) { kind = candidate }
        precondition(consume("="), "selector: expected = in [\(name)…]")
        skipSpaces()
        var value = ""
        if index < characters.count, characters[index] == "\"" || characters[index] == "'" {
            let quote = characters[index]
            index += 1
            while index < characters.count, characters[index] != quote {
                value.append(characters[index])
                index += 1
            }
            index += 1
        } else {
            while index < characters.count, characters[index] != "]", !characters[index].isWhitespace {
                value.append(characters[index])
                index += 1
            }
        }
        skipSpaces()
        precondition(consume("]"), "selector: expected ] after [\(name)…]")
        switch kind {
        case "^": return .startsWith(name, value)
        case "*": return .containsText(name, value)
        case "~": return .word(name, value)
        default: return .equals(name, value)
        }
    }

    func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_" || character == ":"
    }

    mutating func readName() -> String {
        var name = ""
        while index < characters.count, isNameCharacter(characters[index]) {
            name.append(characters[index])
            index += 1
        }
        precondition(!name.isEmpty, "selector: expected a name")
        return name
    }

    @discardableResult
    mutating func skipSpaces() -> Bool {
        let start = index
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        return index > start
    }

    mutating func consume(_ character: Character) -> Bool {
        guard index < characters.count, characters[index] == character else { return false }
        index += 1
        return true
    }
}

extension Element {
    /// Every descendant matching `selector`, in document order.
    package func queryAll(_ selector: String) -> [Element] {
        let parsed = Selector(selector)
        return descendants.filter { parsed.matches($0, within: self) }
    }

    /// The first descendant matching `selector`, in document order.
    package func query(_ selector: String) -> Element? {
        let parsed = Selector(selector)
        return descendants.first { parsed.matches($0, within: self) }
    }

    /// The words of the `class` attribute.
    package var classes: [String] {
        (self["class"] ?? "").split(separator: " ").map(String.init)
    }

    /// The text inside with runs of white space collapsed to one space and the ends trimmed.
    package var normalizedText: String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether the element holds anything: an element, or text other than white space.
    package var hasContent: Bool {
        !elements.isEmpty || !normalizedText.isEmpty
    }

    /// Every attribute value in this element and below, as (element, attribute name, value).
    package var allAttributes: [(element: Element, name: String, value: String)] {
        ([self] + descendants).flatMap { element in
            element.attributes.sorted { $0.key < $1.key }.map { (element, $0.key, $0.value) }
        }
    }
}
