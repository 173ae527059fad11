import Foundation

/// The dark-mode accent when `colors.light` is not given: Mintlify derives one, and a dark
/// primary such as `#7c3aed` used as it is reads at about 3:1 on a dark page, below WCAG AA.
enum AccentContrast {
    /// WCAG AA's contrast for body text, which links in the accent colour are.
    static let minimumRatio = 4.5

    /// `color`, or the least mix of it with white (in steps of 5 %) whose contrast with
    /// `background` reaches ``minimumRatio``; the same inputs always give the same colour.
    static func readable(_ color: String, on background: String) -> String {
        guard let base = SiteChrome.rgb(color), let ground = SiteChrome.rgb(background) else { return color }
        if ratio(base, ground) >= minimumRatio { return color }
        for step in 1...20 {
            let candidate = SiteChrome.mix("#ffffff", "#" + hex(base), Double(step) / 20)
            if let mixed = SiteChrome.rgb(candidate), ratio(mixed, ground) >= minimumRatio { return candidate }
        }
        return "#ffffff"
    }

    /// The WCAG contrast ratio of two colours: (lighter + 0.05) / (darker + 0.05).
    static func ratio(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// WCAG relative luminance of an sRGB colour.
    private static func luminance(_ color: (Int, Int, Int)) -> Double {
        func linear(_ channel: Int) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
    }

    private static func hex(_ color: (Int, Int, Int)) -> String {
        [color.0, color.1, color.2].map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
