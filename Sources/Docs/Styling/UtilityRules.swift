/// What each utility (a class without its variants) declares, with Tailwind's values.
enum UtilityRules {
    struct Resolved {
        /// Where the property sits in Tailwind's order: a later rule wins over an earlier one.
        var rank: Int
        /// `property: value;` pairs.
        var declarations: String
        var descendants = ""
    }

    /// The rule for a utility; nil for any class it does not know.
    static func resolve(_ utility: String) -> Resolved? {
        if let fixed = fixed[utility] { return Resolved(rank: fixed.rank, declarations: fixed.declarations) }
        var base = Substring(utility)
        var isNegative = false
        if base.hasPrefix("-") {
            isNegative = true
            base = base.dropFirst()
        }
        for family in families {
            guard base.hasPrefix(family.prefix) else { continue }
            let value = String(base.dropFirst(family.prefix.count))
            guard !value.isEmpty, let declarations = family.make(value, isNegative) else { continue }
            return Resolved(rank: family.rank, declarations: declarations, descendants: family.descendants)
        }
        return nil
    }

    // MARK: - Families with a value

    private struct Family: Sendable {
        var prefix: String
        var rank: Int
        var descendants = ""
        var make: @Sendable (String, Bool) -> String?
    }

    /// Longest prefixes first, so `max-w-` is tried before `m` families could see it.
    private static let families: [Family] = [
        spacing("inset-x-", rank: 11, ["left", "right"], allowsNegative: true, extra: inset),
        spacing("inset-y-", rank: 11, ["top", "bottom"], allowsNegative: true, extra: inset),
        spacing("inset-", rank: 11, ["inset"], allowsNegative: true, extra: inset),
        spacing("top-", rank: 12, ["top"], allowsNegative: true, extra: inset),
        spacing("right-", rank: 12, ["right"], allowsNegative: true, extra: inset),
        spacing("bottom-", rank: 12, ["bottom"], allowsNegative: true, extra: inset),
        spacing("left-", rank: 12, ["left"], allowsNegative: true, extra: inset),
        Family(prefix: "z-", rank: 13) { value, negative in
            guard value == "auto" || Int(value) != nil else { return nil }
            return "z-index: \(negative ? "-" : "")\(value);"
        },
        Family(prefix: "col-span-", rank: 14) { value, _ in
            if value == "full" { return "grid-column: 1 / -1;" }
            guard let count = Int(value), (1...12).contains(count) else { return nil }
            return "grid-column: span \(count) / span \(count);"
        },
        spacing("mx-", rank: 20, ["margin-left", "margin-right"], allowsNegative: true, extra: auto),
        spacing("my-", rank: 20, ["margin-top", "margin-bottom"], allowsNegative: true, extra: auto),
        spacing("mt-", rank: 21, ["margin-top"], allowsNegative: true, extra: auto),
        spacing("mr-", rank: 21, ["margin-right"], allowsNegative: true, extra: auto),
        spacing("mb-", rank: 21, ["margin-bottom"], allowsNegative: true, extra: auto),
        spacing("ml-", rank: 21, ["margin-left"], allowsNegative: true, extra: auto),
        spacing("m-", rank: 19, ["margin"], allowsNegative: true, extra: auto),
        spacing("size-", rank: 40, ["width", "height"], extra: size),
        spacing("min-w-", rank: 42, ["min-width"], extra: size),
        spacing("max-w-", rank: 43, ["max-width"], extra: maxWidth),
        spacing("min-h-", rank: 45, ["min-height"], extra: size),
        spacing("max-h-", rank: 46, ["max-height"], extra: size),
        spacing("w-", rank: 41, ["width"], extra: size),
        spacing("h-", rank: 44, ["height"], extra: size),
        Family(prefix: "flex-", rank: 50) { value, _ in flex[value] },
        Family(prefix: "translate-x-", rank: 55) { value, negative in
            translate(value, negative).map {
                "--tw-translate-x: \($0); translate: var(--tw-translate-x) var(--tw-translate-y, 0);"
            }
        },
        Family(prefix: "translate-y-", rank: 55) { value, negative in
            translate(value, negative).map {
                "--tw-translate-y: \($0); translate: var(--tw-translate-x, 0) var(--tw-translate-y);"
            }
        },
        Family(prefix: "scale-", rank: 56) { value, _ in
            guard let percent = Int(value), percent >= 0, percent <= 200 else { return nil }
            return "scale: \(number(Double(percent) / 100));"
        },
        Family(prefix: "grid-cols-", rank: 60) { value, _ in
            if value == "none" { return "grid-template-columns: none;" }
            guard let count = Int(value), (1...12).contains(count) else { return nil }
            return "grid-template-columns: repeat(\(count), minmax(0, 1fr));"
        },
        spacing("gap-x-", rank: 66, ["column-gap"]),
        spacing("gap-y-", rank: 66, ["row-gap"]),
        spacing("gap-", rank: 65, ["gap"]),
        Family(prefix: "space-x-", rank: 67, descendants: " > :not([hidden]) ~ :not([hidden])") { value, negative in
            length(value).map { "margin-left: \(negative ? "calc(\($0) * -1)" : $0);" }
        },
        Family(prefix: "space-y-", rank: 67, descendants: " > :not([hidden]) ~ :not([hidden])") { value, negative in
            length(value).map { "margin-top: \(negative ? "calc(\($0) * -1)" : $0);" }
        },
        Family(prefix: "rounded-", rank: 80) { value, _ in radius[value].map { "border-radius: \($0);" } },
        Family(prefix: "border-", rank: 81) { value, _ in
            if let width = Int(value), [0, 2, 4, 8].contains(width) { return "border-width: \(width)px; border-style: solid;" }
            let sides = ["t": "top", "r": "right", "b": "bottom", "l": "left", "x": "inline", "y": "block"]
            if let side = sides[value] { return "border-\(side)-width: 1px; border-\(side)-style: solid;" }
            return nil
        },
        Family(prefix: "border-", rank: 82) { value, _ in UtilityColors.color(value).map { "border-color: \($0);" } },
        Family(prefix: "bg-", rank: 85) { value, _ in UtilityColors.color(value).map { "background-color: \($0);" } },
        Family(prefix: "object-", rank: 88) { value, _ in objectFit[value] },
        spacing("px-", rank: 91, ["padding-left", "padding-right"]),
        spacing("py-", rank: 91, ["padding-top", "padding-bottom"]),
        spacing("pt-", rank: 92, ["padding-top"]),
        spacing("pr-", rank: 92, ["padding-right"]),
        spacing("pb-", rank: 92, ["padding-bottom"]),
        spacing("pl-", rank: 92, ["padding-left"]),
        spacing("p-", rank: 90, ["padding"]),
        Family(prefix: "font-", rank: 102) { value, _ in fontWeight[value].map { "font-weight: \($0);" } },
        Family(prefix: "text-", rank: 101) { value, _ in
            textSize[value].map { "font-size: \($0.size); line-height: \($0.lineHeight);" }
        },
        Family(prefix: "leading-", rank: 103) { value, _ in
            (leading[value] ?? length(value)).map { "line-height: \($0);" }
        },
        Family(prefix: "tracking-", rank: 104) { value, _ in tracking[value].map { "letter-spacing: \($0);" } },
        Family(prefix: "text-", rank: 105) { value, _ in UtilityColors.color(value).map { "color: \($0);" } },
        Family(prefix: "opacity-", rank: 110) { value, _ in
            guard let percent = Int(value), (0...100).contains(percent) else { return nil }
            return "opacity: \(number(Double(percent) / 100));"
        },
        Family(prefix: "duration-", rank: 121) { value, _ in
            guard let milliseconds = Int(value), (0...10_000).contains(milliseconds) else { return nil }
            return "transition-duration: \(milliseconds)ms;"
        },
    ]

    /// A family whose value is a length on the spacing scale (or, through `extra`, a keyword
    /// of its own), written to each of `properties`.
    private static func spacing(
        _ prefix: String, rank: Int, _ properties: [String], allowsNegative: Bool = false,
        extra: @escaping @Sendable (String) -> String? = { _ in nil }
    ) -> Family {
        Family(prefix: prefix, rank: rank) { value, negative in
            guard !negative || allowsNegative else { return nil }
            guard var resolved = length(value) ?? extra(value) else { return nil }
            if negative {
                guard resolved != "auto" else { return nil }
                resolved = resolved.hasPrefix("calc(") || resolved.hasPrefix("var(") ? "calc(\(resolved) * -1)" : "-" + resolved
            }
            return properties.map { "\($0): \(resolved);" }.joined(separator: " ")
        }
    }

    /// A length on the spacing scale (`4` → `1rem`, `0.5`, `px`) or an arbitrary one (`[4rem]`).
    static func length(_ value: String) -> String? {
        if value == "0" { return "0px" }
        if value == "px" { return "1px" }
        if value.hasPrefix("["), value.hasSuffix("]") { return arbitrary(String(value.dropFirst().dropLast())) }
        guard let steps = Double(value), steps > 0, steps <= 96, (steps * 2).rounded() == steps * 2,
            value.allSatisfy({ $0.isNumber || $0 == "." })
        else { return nil }
        return number(steps / 4) + "rem"
    }

    /// An arbitrary value in brackets: a number with a unit, or a percentage, under a million
    /// either way; nothing that could end the declaration or the rule.
    private static func arbitrary(_ text: String) -> String? {
        let units = ["px", "rem", "em", "%", "vh", "vw", "ch", "dvh", "svh"]
        guard let unit = units.first(where: { text.hasSuffix($0) }), let amount = Double(text.dropLast(unit.count)),
            amount.isFinite, abs(amount) < 1_000_000,
            text.dropLast(unit.count).allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" })
        else { return nil }
        return number(amount) + unit
    }

    /// `1/2` → `50%`, `full` → `100%`.
    private static func fraction(_ value: String) -> String? {
        if value == "full" { return "100%" }
        let parts = value.split(separator: "/")
        guard parts.count == 2, let top = Int(parts[0]), let bottom = Int(parts[1]), bottom > 0, top > 0, top <= bottom,
            bottom <= 12
        else { return nil }
        return number((Double(top) / Double(bottom) * 100 * 10_000).rounded() / 10_000) + "%"
    }

    private static func inset(_ value: String) -> String? {
        value == "auto" ? "auto" : fraction(value)
    }

    private static func auto(_ value: String) -> String? {
        value == "auto" ? "auto" : nil
    }

    private static func size(_ value: String) -> String? {
        let keywords = [
            "auto": "auto", "screen": "100vw", "fit": "fit-content", "min": "min-content", "max": "max-content",
            "svw": "100svw", "dvh": "100dvh", "none": "none",
        ]
        return keywords[value] ?? fraction(value)
    }

    private static func maxWidth(_ value: String) -> String? {
        let named = [
            "xs": "20rem", "sm": "24rem", "md": "28rem", "lg": "32rem", "xl": "36rem", "2xl": "42rem", "3xl": "48rem",
            "4xl": "56rem", "5xl": "64rem", "6xl": "72rem", "7xl": "80rem", "prose": "65ch", "none": "none",
            "screen-sm": "640px", "screen-md": "768px", "screen-lg": "1024px", "screen-xl": "1280px",
        ]
        return named[value] ?? size(value)
    }

    private static func translate(_ value: String, _ negative: Bool) -> String? {
        guard let amount = length(value) ?? fraction(value) else { return nil }
        return negative ? "-" + amount : amount
    }

    /// A number without a needless `.0`.
    static func number(_ value: Double) -> String {
        Int(exactly: value).map { String($0) } ?? String(value)
    }
}
