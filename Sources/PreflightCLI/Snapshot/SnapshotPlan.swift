import ScreenPreview

/// Every screenshot `snapshot` takes: the matrix of the values given per flag.
struct SnapshotPlan: Sendable {
    /// One screenshot: a state of the catalog, drawn one way, at one device size.
    struct Shot: Sendable, Hashable {
        /// The state file, or `nil` for a subscriber who never chose.
        var state: String?
        var look: ScreenOptions.Look
        var theme: ScreenOptions.Theme
        /// As the toolbar spells it: `large`, `ax3`.
        var textSize: String
        var device: Device
        var rows: ScreenOptions.Rows

        /// The URL fragment that sets the preview's toolbar (and so the phone) to this shot.
        var fragment: String {
            "#look=\(look.rawValue)&appearance=\(theme.rawValue)&size=\(ScreenChoices.spelled(textSize: textSize))"
                + "&width=\(device.value)&rows=\(rows.rawValue)&annotate=0&fail-saves=0"
        }

        /// `CATALOG--STATE--LOOK-THEME-SIZE-WIDTH.png`, with `-custom` before `.png` for custom
        /// rows. STATE is the state file's name without `.json`, or `never-chose`; SIZE is
        /// Apple's (`large`, `xLarge`, `AX3`); WIDTH is the device as the toolbar names it: the
        /// width in points, or `375x667` and `375x812` for the two devices of that width.
        func fileName(catalog: String) -> String {
            let state = state.map { Self.baseName($0) } ?? "never-chose"
            let size = ScreenChoices.spelled(textSize: textSize)
            let width = device.value
            let rows = rows == .custom ? "-custom" : ""
            return "\(Self.baseName(catalog))--\(state)--\(look.rawValue)-\(theme.rawValue)-\(size)-\(width)\(rows).png"
        }

        /// A file's name without its folder and its `.json`.
        static func baseName(_ path: String) -> String {
            var name = String(path.split(separator: "/").last ?? Substring(path))
            if name.hasSuffix(".json") { name.removeLast(5) }
            return name
        }
    }

    var shots: [Shot]

    /// Every combination, states outermost, then looks, themes, sizes, widths and rows, each in
    /// the order given; a value given twice counts once.
    init(
        states: [String?], looks: [ScreenOptions.Look], themes: [ScreenOptions.Theme], textSizes: [String],
        devices: [Device], rows: [ScreenOptions.Rows]
    ) {
        var shots: [Shot] = []
        var seen: Set<Shot> = []
        for state in states {
            for look in looks {
                for theme in themes {
                    for size in textSizes {
                        for device in devices {
                            for row in rows {
                                let shot = Shot(
                                    state: state, look: look, theme: theme, textSize: size, device: device, rows: row)
                                if seen.insert(shot).inserted { shots.append(shot) }
                            }
                        }
                    }
                }
            }
        }
        self.shots = shots
    }
}
