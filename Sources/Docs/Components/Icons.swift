import HTML

/// A built-in set of small inline SVG icons for `<Icon>`, cards, steps and callouts.
///
/// Pages name icons the way Mintlify does (Font Awesome and Lucide names); common names and
/// their usual aliases map to one drawing each, and any other name gets a neutral glyph, so a
/// page never loads icons from the network. Drawings are 24×24 strokes in `currentColor`.
package enum Icons {
    /// Appends the `<svg>` for `name` at `size` pixels (an unknown name gives the neutral glyph).
    static func append(_ name: String, size: Int = 16, to html: inout HTMLBuffer) {
        let side = String(max(8, min(size, 128)))
        html.raw("<svg class=\"pf-icon-svg\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\" width=\"")
        html.raw(side)
        html.raw("\" height=\"")
        html.raw(side)
        html.raw(
            "\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\" aria-hidden=\"true\" focusable=\"false\">"
        )
        html.raw(drawings[canonicalName(name)] ?? neutral)
        html.raw("</svg>")
    }

    /// The `<svg>` for a name the set draws, nil for any other: the navigation draws nothing
    /// for an unknown icon, where a neutral glyph beside each link would only be noise.
    package static func knownSVG(_ name: String, size: Int = 16) -> String? {
        guard drawings[canonicalName(name)] != nil else { return nil }
        var html = HTMLBuffer()
        append(name, size: size, to: &html)
        return String(decoding: html.bytes, as: UTF8.self)
    }

    /// Whether `icon` is an image's address (a URL or a file path) rather than a name, as
    /// Mintlify allows for every icon.
    package static func isImageReference(_ icon: String) -> Bool {
        let lowered = icon.lowercased()
        if ["http://", "https://", "/", "./", "../"].contains(where: lowered.hasPrefix) { return true }
        return [".svg", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".ico"].contains(where: lowered.hasSuffix)
    }

    private static func canonicalName(_ name: String) -> String {
        var key = name.lowercased()
        for prefix in ["fa-solid ", "fa-regular ", "fa-", "lucide-"] where key.hasPrefix(prefix) {
            key.removeFirst(prefix.count)
        }
        return aliases[key] ?? key
    }

    private static let aliases: [String: String] = [
        "circle-info": "info", "info-circle": "info", "circle-question": "info",
        "triangle-exclamation": "warning", "exclamation-triangle": "warning", "alert-triangle": "warning",
        "cog": "gear", "gears": "gear", "settings": "gear", "sliders": "gear",
        "mail": "envelope", "email": "envelope", "envelope-open": "envelope",
        "phone": "mobile", "mobile-screen": "mobile", "mobile-button": "mobile", "smartphone": "mobile",
        "lightning": "bolt", "zap": "bolt", "bolt-lightning": "bolt",
        "check-circle": "circle-check", "badge-check": "circle-check", "square-check": "circle-check",
        "person": "user", "circle-user": "user", "users": "user",
        "book-open": "book", "books": "book", "book-bookmark": "book",
        "brackets-curly": "code", "code-simple": "code", "file-code": "code",
        "square-terminal": "terminal", "rectangle-terminal": "terminal", "console": "terminal",
        "earth": "globe", "world": "globe", "earth-americas": "globe",
        "chain": "link", "link-simple": "link", "arrow-up-right-from-square": "link",
        "arrow-right-long": "arrow-right", "chevron-right": "arrow-right", "angle-right": "arrow-right",
        "puzzle": "puzzle-piece", "plugin": "puzzle-piece", "plug": "puzzle-piece",
        "folder-open": "folder", "folder-closed": "folder",
        "file-lines": "file", "document": "file", "file-text": "file",
        "bulb": "lightbulb", "lightbulb-on": "lightbulb",
        "octagon-x": "danger", "circle-xmark": "danger", "ban": "danger", "skull": "danger", "xmark": "danger",
        "pen": "pencil", "pen-to-square": "pencil", "note-sticky": "pencil",
        "shield": "lock", "lock-keyhole": "lock",
        "bell-ring": "bell", "notification": "bell",
        "star-sharp": "star", "sparkles": "star",
        "file-braces": "code", "robot": "bot", "code-merge": "git-merge", "code-branch": "git-merge",
        "git-branch": "git-merge", "cubes": "blocks", "grid": "blocks", "award": "trophy", "medal": "trophy",
    ]

    private static let neutral = "<circle cx=\"12\" cy=\"12\" r=\"9\"/><circle cx=\"12\" cy=\"12\" r=\"2\"/>"

    private static let drawings: [String: String] = [
        "bell": "<path d=\"M12 3a5 5 0 0 0-5 5v4l-2 4h14l-2-4V8a5 5 0 0 0-5-5z\"/><path d=\"M10 19a2 2 0 0 0 4 0\"/>",
        "blocks":
            "<rect x=\"3\" y=\"13\" width=\"8\" height=\"8\" rx=\"1\"/><rect x=\"13\" y=\"13\" width=\"8\" height=\"8\" rx=\"1\"/><rect x=\"13\" y=\"3\" width=\"8\" height=\"8\" rx=\"1\"/>",
        "bot":
            "<rect x=\"4\" y=\"8\" width=\"16\" height=\"12\" rx=\"2\"/><path d=\"M12 8V4\"/><path d=\"M9 13v2\"/><path d=\"M15 13v2\"/>",
        "git-merge":
            "<circle cx=\"6\" cy=\"6\" r=\"2\"/><circle cx=\"6\" cy=\"18\" r=\"2\"/><circle cx=\"18\" cy=\"14\" r=\"2\"/><path d=\"M6 8v8\"/><path d=\"M6 8a6 6 0 0 0 6 6h4\"/>",
        "trophy":
            "<path d=\"M8 4h8v6a4 4 0 0 1-8 0z\"/><path d=\"M8 6H5a3 3 0 0 0 3 4\"/><path d=\"M16 6h3a3 3 0 0 1-3 4\"/><path d=\"M12 14v4\"/><path d=\"M8 20h8\"/>",
        "book": "<path d=\"M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3z\"/><path d=\"M5 17a3 3 0 0 1 3-3h11\"/>",
        "code": "<path d=\"M9 7l-5 5 5 5\"/><path d=\"M15 7l5 5-5 5\"/>",
        "gear":
            "<circle cx=\"12\" cy=\"12\" r=\"3\"/><path d=\"M12 2l2 3 3.5-.5.5 3.5 3 2-3 2-.5 3.5-3.5-.5-2 3-2-3-3.5.5-.5-3.5-3-2 3-2 .5-3.5 3.5.5z\"/>",
        "rocket":
            "<path d=\"M12 2c3 2 5 6 5 10l-2 4H9l-2-4c0-4 2-8 5-10z\"/><circle cx=\"12\" cy=\"10\" r=\"2\"/><path d=\"M9 16l-2 5 3-1.5\"/><path d=\"M15 16l2 5-3-1.5\"/>",
        "bolt": "<path d=\"M13 2L4 14h7l-1 8 9-12h-7z\"/>",
        "check": "<path d=\"M5 12l5 5 9-10\"/>",
        "circle-check": "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M8 12l3 3 5-6\"/>",
        "info": "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M12 11v6\"/><path d=\"M12 7.5v.01\"/>",
        "warning": "<path d=\"M12 3l10 18H2z\"/><path d=\"M12 10v5\"/><path d=\"M12 18v.01\"/>",
        "danger": "<path d=\"M8 3h8l5 5v8l-5 5H8l-5-5V8z\"/><path d=\"M9 9l6 6\"/><path d=\"M15 9l-6 6\"/>",
        "lightbulb":
            "<path d=\"M9 18h6\"/><path d=\"M10 21h4\"/><path d=\"M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z\"/>",
        "pencil": "<path d=\"M4 20h4L19 9l-4-4L4 16z\"/><path d=\"M13 7l4 4\"/>",
        "star": "<path d=\"M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z\"/>",
        "user": "<circle cx=\"12\" cy=\"8\" r=\"4\"/><path d=\"M4 21a8 8 0 0 1 16 0\"/>",
        "lock": "<rect x=\"5\" y=\"11\" width=\"14\" height=\"10\" rx=\"2\"/><path d=\"M8 11V7a4 4 0 0 1 8 0v4\"/>",
        "key": "<circle cx=\"8\" cy=\"15\" r=\"4\"/><path d=\"M11 12l9-9\"/><path d=\"M17 6l3 3\"/>",
        "globe":
            "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M3 12h18\"/><path d=\"M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18\"/>",
        "terminal": "<path d=\"M4 17l6-5-6-5\"/><path d=\"M12 19h8\"/>",
        "mobile": "<rect x=\"7\" y=\"2\" width=\"10\" height=\"20\" rx=\"2\"/><path d=\"M11 18h2\"/>",
        "envelope": "<rect x=\"3\" y=\"5\" width=\"18\" height=\"14\" rx=\"2\"/><path d=\"M3 7l9 6 9-6\"/>",
        "link":
            "<path d=\"M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1\"/><path d=\"M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1\"/>",
        "arrow-right": "<path d=\"M5 12h14\"/><path d=\"M13 6l6 6-6 6\"/>",
        "puzzle-piece": "<path d=\"M5 7h3.5a2.5 2.5 0 0 1 5 0H17v3.5a2.5 2.5 0 0 1 0 5V19H5z\"/>",
        "folder": "<path d=\"M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z\"/>",
        "file": "<path d=\"M6 3h8l5 5v13H6z\"/><path d=\"M14 3v5h5\"/>",
    ]
}
