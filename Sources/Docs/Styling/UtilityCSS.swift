/// The Tailwind utility classes Mintlify pages write (`block dark:hidden`, `w-full
/// aspect-video rounded-xl`, `mx-auto max-w-3xl`, …) as real CSS: a stylesheet of just the
/// classes a site uses.
///
/// Each rule is scoped to the page body (`.doc-body`), so no class of a page can restyle the
/// site around it. The `dark:` variant follows the site's theme: the `data-theme` the page's
/// head script sets on the root, or, without the script, the reader's `prefers-color-scheme`
/// unless the root says `light`. Also read: `sm:` … `2xl:` (min-width breakpoints), `hover:`,
/// `focus:`, `group-hover:`, a leading `-` (negative values) and `!` (important). A class it
/// does not know is left out, with no error: pages also carry classes for their own scripts.
package enum UtilityCSS {
    /// Where the site writes the stylesheet; pages that name a known class link it.
    package static let assetPath = "assets/utilities.css"

    /// Whether the class becomes a rule.
    package static func isKnown(_ className: String) -> Bool {
        Utility(className) != nil
    }

    /// The stylesheet for `classes` (known or not, in any order, repeated or not): the same
    /// text for the same set, breakpoint by breakpoint (none first), then by Tailwind's order
    /// of properties, then by name.
    package static func stylesheet<Classes: Sequence<String>>(for classes: Classes) -> String {
        let utilities = Set(classes).compactMap(Utility.init).sorted {
            ($0.breakpoint, $0.rank, $0.name) < ($1.breakpoint, $1.rank, $1.name)
        }
        var css = "/* The utility classes the site's pages use. */\n"
        for (index, width) in breakpoints.enumerated() {
            let group = utilities.filter { $0.breakpoint == index }
            guard !group.isEmpty else { continue }
            let light = group.filter { !$0.isDark }
            let dark = group.filter(\.isDark)
            var plain = light.map { $0.rule(rootSelector: nil) }
            plain += dark.map { $0.rule(rootSelector: "[data-theme=\"dark\"]") }
            let system = dark.map { $0.rule(rootSelector: ":root:not([data-theme=\"light\"])") }
            if let width {
                css += "@media (min-width: \(width)) {\n" + plain.map { "  " + $0 + "\n" }.joined() + "}\n"
                if !system.isEmpty {
                    css += "@media (min-width: \(width)) and (prefers-color-scheme: dark) {\n"
                    css += system.map { "  " + $0 + "\n" }.joined() + "}\n"
                }
            } else {
                css += plain.map { $0 + "\n" }.joined()
                if !system.isEmpty {
                    css += "@media (prefers-color-scheme: dark) {\n" + system.map { "  " + $0 + "\n" }.joined() + "}\n"
                }
            }
        }
        return css
    }

    /// The breakpoints' minimum widths, by variant; none first.
    static let breakpoints: [String?] = [nil, "640px", "768px", "1024px", "1280px", "1536px"]
    static let breakpointNames = ["", "sm", "md", "lg", "xl", "2xl"]
}

/// One class read: its variants and its declarations.
struct Utility {
    var name: String
    var breakpoint = 0
    var isDark = false
    var pseudoClass = ""
    var isGroupHover = false
    var rank: Int
    var declarations: String
    /// What follows the class in the selector (`space-x-4` styles the element's children).
    var descendants: String

    init?(_ className: String) {
        name = className
        guard !className.isEmpty, className.utf8.count <= 80 else { return nil }
        var parts = className.split(separator: ":", omittingEmptySubsequences: false)
        var base = String(parts.removeLast())
        for variant in parts {
            switch variant {
            case "dark": isDark = true
            case "hover": pseudoClass += ":hover"
            case "focus": pseudoClass += ":focus"
            case "group-hover": isGroupHover = true
            default:
                guard let index = UtilityCSS.breakpointNames.firstIndex(of: String(variant)), index > 0, breakpoint == 0
                else { return nil }
                breakpoint = index
            }
        }
        var important = false
        if base.hasPrefix("!") {
            important = true
            base.removeFirst()
        }
        guard let resolved = UtilityRules.resolve(base) else { return nil }
        rank = resolved.rank
        descendants = resolved.descendants
        declarations =
            important ? resolved.declarations.replacingOccurrences(of: ";", with: " !important;") : resolved.declarations
    }

    /// The rule, its selector under `rootSelector` (the dark theme's) when there is one.
    func rule(rootSelector: String?) -> String {
        var selector = rootSelector.map { $0 + " " } ?? ""
        selector += ".doc-body "
        if isGroupHover { selector += ".group:hover " }
        selector += "." + Self.escaped(name) + pseudoClass + descendants
        return selector + " { " + declarations + " }"
    }

    /// A class name as a CSS identifier: every character but letters, digits, `-` and `_`
    /// backslash-escaped, and a leading digit as its code point.
    static func escaped(_ name: String) -> String {
        var result = ""
        for (offset, character) in name.unicodeScalars.enumerated() {
            let value = character.value
            let isDigit = value >= 0x30 && value <= 0x39
            if offset == 0 && isDigit {
                result += "\\3\(Character(character)) "
            } else if isDigit || (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A) || character == "-" || character == "_" {
                result.unicodeScalars.append(character)
            } else {
                result += "\\"
                result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
