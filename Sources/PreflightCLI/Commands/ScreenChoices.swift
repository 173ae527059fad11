import ScreenPreview

/// The designer's choices as `preview` and `snapshot` take them on the command line: the same
/// names as the preview's URL fragment (`AX3`, `402`, `custom`), checked before anything is read.
enum ScreenChoices {
    /// Dynamic Type sizes as Apple writes them; accepted in any case.
    static let textSizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5",
    ]

    /// The toolbar's value for a text size written in any case (`AX3` → `ax3`), or `nil`.
    static func textSize(_ text: String) -> String? {
        let value = text.lowercased()
        return textSizes.contains { $0.lowercased() == value } ? value : nil
    }

    /// How a text size is written in file names and help: `xLarge`, `AX3`.
    static func spelled(textSize value: String) -> String {
        textSizes.first { $0.lowercased() == value } ?? value
    }

    /// The device for a width: `393`, or `375x812` where one width has two devices (a bare
    /// `375` is the smaller, the SE).
    static func device(_ text: String) -> Device? { Device(named: text) }

    /// What `--width` accepts, for help and errors.
    static var deviceNames: [String] { ["375"] + Device.acceptedValues }

    static func rows(_ text: String) -> ScreenOptions.Rows? { ScreenOptions.Rows(rawValue: text) }

    /// The usage error for a value that is not one of `allowed`.
    static func invalid(
        _ value: String, option: String, valueName: String, allowed: [String], spec: CommandSpec
    )
        -> UsageError
    {
        let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
        return UsageError(
            message: "The value '\(value)' is invalid for '--\(option) <\(valueName)>'; expected one of \(list)", spec: spec)
    }
}
