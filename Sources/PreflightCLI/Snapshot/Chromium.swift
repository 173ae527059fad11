import ChildProcess
import Diagnostics
import Foundation
import SiteBuilder

/// The headless Chromium that `snapshot` drives: found on `PATH` (or `CHROMIUM_BIN`), run
/// once per screenshot with the page at the device's size and scale.
struct Chromium: Sendable {
    var path: String

    /// The browser ``ChromiumLocator`` finds.
    ///
    /// - Throws: `browser_not_found`, with the install command as a hint.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws(Diagnostic) -> Chromium {
        if let path = ChromiumLocator.find(environment: environment) { return Chromium(path: path) }
        throw Diagnostic(
            .browserNotFound,
            "No Chromium or Chrome was found on PATH (looked for \(ChromiumLocator.names.joined(separator: ", "))); expected a browser to take the screenshots.",
            file: "chromium",
            hint: "Install it with `apt-get install chromium` (Debian, Ubuntu), or set CHROMIUM_BIN to the browser's path.")
    }

    /// The arguments for one screenshot. The new headless mode (the default since Chromium
    /// 112) makes the viewport exactly `--window-size`; colour profile, hinting and LCD text
    /// are fixed, and every compositor stage runs before the shot is drawn (without it the
    /// anti-aliasing of a rounded end can differ from run to run), so the same inputs give
    /// the same pixels on one machine.
    func arguments(url: String, output: String, width: Int, height: Int, scale: Int, profile: String) -> [String] {
        var arguments = [
            "--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-sync", "--mute-audio", "--user-data-dir=\(profile)", "--hide-scrollbars",
            "--force-color-profile=srgb", "--font-render-hinting=none", "--disable-lcd-text",
            "--run-all-compositor-stages-before-draw",
            "--window-size=\(width),\(height)", "--force-device-scale-factor=\(scale)", "--screenshot=\(output)",
        ]
        // Chromium refuses to run as root with its sandbox; the page is our own, offline.
        if geteuid() == 0 { arguments.insert("--no-sandbox", at: 1) }
        arguments.append(url)
        return arguments
    }

    /// Runs Chromium to completion; its exit status and what it printed on standard error.
    func run(_ arguments: [String], deadline: Duration = .seconds(120)) -> (status: Int32, stderr: String) {
        do {
            let finished = try ChildProcess.run(path, arguments, deadline: deadline)
            return (finished.timedOut ? -1 : finished.status, String(decoding: finished.error, as: UTF8.self))
        } catch {
            return (-1, "\(error)")
        }
    }
}
