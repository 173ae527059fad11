// The utilities without a value, and the named values of the families.
extension UtilityRules {
    /// Utilities that are one word, by name: their rank and declarations.
    static let fixed: [String: (rank: Int, declarations: String)] = {
        var table: [String: (rank: Int, declarations: String)] = [:]
        func add(_ rank: Int, _ entries: [(String, String)]) {
            for (name, declarations) in entries { table[name] = (rank, declarations) }
        }
        add(
            1,
            [
                (
                    "sr-only",
                    "position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border-width: 0;"
                )
            ])
        add(2, [("pointer-events-none", "pointer-events: none;"), ("pointer-events-auto", "pointer-events: auto;")])
        add(3, [("visible", "visibility: visible;"), ("invisible", "visibility: hidden;")])
        add(
            10,
            ["static", "fixed", "absolute", "relative", "sticky"].map { ($0, "position: \($0);") })
        add(
            30,
            [
                ("block", "display: block;"), ("inline-block", "display: inline-block;"), ("inline", "display: inline;"),
                ("flex", "display: flex;"), ("inline-flex", "display: inline-flex;"), ("table", "display: table;"),
                ("grid", "display: grid;"), ("inline-grid", "display: inline-grid;"), ("contents", "display: contents;"),
                ("list-item", "display: list-item;"), ("hidden", "display: none;"),
            ])
        add(
            35,
            [
                ("aspect-video", "aspect-ratio: 16 / 9;"), ("aspect-square", "aspect-ratio: 1 / 1;"),
                ("aspect-auto", "aspect-ratio: auto;"),
            ])
        add(
            51,
            [
                ("shrink", "flex-shrink: 1;"), ("shrink-0", "flex-shrink: 0;"), ("grow", "flex-grow: 1;"),
                ("grow-0", "flex-grow: 0;"),
            ])
        add(57, [("cursor-pointer", "cursor: pointer;"), ("cursor-default", "cursor: default;")])
        add(58, [("select-none", "user-select: none;"), ("appearance-none", "appearance: none;")])
        add(
            59,
            [
                ("list-none", "list-style-type: none;"), ("list-disc", "list-style-type: disc;"),
                ("list-decimal", "list-style-type: decimal;"),
            ])
        add(
            61,
            ["start", "end", "center", "baseline", "stretch"].map {
                ("items-" + $0, "align-items: \($0 == "start" || $0 == "end" ? "flex-" + $0 : $0);")
            })
        add(
            62,
            [
                ("justify-start", "justify-content: flex-start;"), ("justify-end", "justify-content: flex-end;"),
                ("justify-center", "justify-content: center;"), ("justify-between", "justify-content: space-between;"),
                ("justify-around", "justify-content: space-around;"), ("justify-evenly", "justify-content: space-evenly;"),
                ("place-items-center", "place-items: center;"), ("self-center", "align-self: center;"),
                ("self-start", "align-self: flex-start;"), ("self-end", "align-self: flex-end;"),
            ])
        add(
            70,
            ["auto", "hidden", "clip", "visible", "scroll"].flatMap { value in
                [
                    ("overflow-" + value, "overflow: \(value);"), ("overflow-x-" + value, "overflow-x: \(value);"),
                    ("overflow-y-" + value, "overflow-y: \(value);"),
                ]
            })
        add(
            71,
            [
                ("truncate", "overflow: hidden; text-overflow: ellipsis; white-space: nowrap;"),
                ("whitespace-nowrap", "white-space: nowrap;"), ("whitespace-normal", "white-space: normal;"),
                ("whitespace-pre", "white-space: pre;"), ("whitespace-pre-wrap", "white-space: pre-wrap;"),
                ("break-words", "overflow-wrap: break-word;"), ("break-all", "word-break: break-all;"),
            ])
        add(79, [("rounded", "border-radius: 0.25rem;")])
        add(81, [("border", "border-width: 1px; border-style: solid;")])
        add(100, [("font-sans", "font-family: var(--font);"), ("font-mono", "font-family: var(--mono);")])
        add(
            100,
            [
                ("text-left", "text-align: left;"), ("text-center", "text-align: center;"), ("text-right", "text-align: right;"),
                ("text-justify", "text-align: justify;"),
            ])
        add(
            106,
            [
                ("underline", "text-decoration-line: underline;"), ("no-underline", "text-decoration-line: none;"),
                ("line-through", "text-decoration-line: line-through;"), ("italic", "font-style: italic;"),
                ("not-italic", "font-style: normal;"), ("uppercase", "text-transform: uppercase;"),
                ("lowercase", "text-transform: lowercase;"), ("capitalize", "text-transform: capitalize;"),
            ])
        add(
            111,
            [
                ("shadow-sm", "box-shadow: 0 1px 2px 0 rgb(0 0 0 / 0.05);"),
                ("shadow", "box-shadow: 0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1);"),
                ("shadow-md", "box-shadow: 0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1);"),
                ("shadow-lg", "box-shadow: 0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1);"),
                ("shadow-xl", "box-shadow: 0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1);"),
                ("shadow-none", "box-shadow: none;"),
            ])
        let easing = " transition-timing-function: cubic-bezier(0.4, 0, 0.2, 1); transition-duration: 150ms;"
        add(
            120,
            [
                (
                    "transition",
                    "transition-property: color, background-color, border-color, opacity, box-shadow, translate, scale;" + easing
                ),
                ("transition-all", "transition-property: all;" + easing),
                (
                    "transition-colors",
                    "transition-property: color, background-color, border-color, text-decoration-color;" + easing
                ),
                ("transition-opacity", "transition-property: opacity;" + easing),
                ("transition-transform", "transition-property: transform, translate, scale, rotate;" + easing),
                ("transition-none", "transition-property: none;"),
            ])
        return table
    }()

    static let flex: [String: String] = [
        "1": "flex: 1 1 0%;", "auto": "flex: 1 1 auto;", "initial": "flex: 0 1 auto;", "none": "flex: none;",
        "row": "flex-direction: row;", "row-reverse": "flex-direction: row-reverse;", "col": "flex-direction: column;",
        "col-reverse": "flex-direction: column-reverse;", "wrap": "flex-wrap: wrap;", "nowrap": "flex-wrap: nowrap;",
    ]

    static let radius: [String: String] = [
        "none": "0", "sm": "0.125rem", "md": "0.375rem", "lg": "0.5rem", "xl": "0.75rem", "2xl": "1rem", "3xl": "1.5rem",
        "full": "9999px",
    ]

    static let objectFit: [String: String] = [
        "contain": "object-fit: contain;", "cover": "object-fit: cover;", "fill": "object-fit: fill;",
        "none": "object-fit: none;",
        "scale-down": "object-fit: scale-down;", "center": "object-position: center;", "top": "object-position: top;",
        "bottom": "object-position: bottom;", "left": "object-position: left;", "right": "object-position: right;",
    ]

    static let textSize: [String: (size: String, lineHeight: String)] = [
        "xs": ("0.75rem", "1rem"), "sm": ("0.875rem", "1.25rem"), "base": ("1rem", "1.5rem"), "lg": ("1.125rem", "1.75rem"),
        "xl": ("1.25rem", "1.75rem"), "2xl": ("1.5rem", "2rem"), "3xl": ("1.875rem", "2.25rem"), "4xl": ("2.25rem", "2.5rem"),
        "5xl": ("3rem", "1"), "6xl": ("3.75rem", "1"),
    ]

    static let fontWeight: [String: String] = [
        "thin": "100", "extralight": "200", "light": "300", "normal": "400", "medium": "500", "semibold": "600", "bold": "700",
        "extrabold": "800", "black": "900",
    ]

    static let leading: [String: String] = [
        "none": "1", "tight": "1.25", "snug": "1.375", "normal": "1.5", "relaxed": "1.625", "loose": "2",
    ]

    static let tracking: [String: String] = [
        "tighter": "-0.05em", "tight": "-0.025em", "normal": "0em", "wide": "0.025em", "wider": "0.05em", "widest": "0.1em",
    ]
}
