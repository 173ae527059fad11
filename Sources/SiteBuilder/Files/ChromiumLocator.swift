import Foundation

/// Where the headless Chromium is, for every part that drives one (diagrams at build time,
/// `snapshot`): `CHROMIUM_BIN` when it names a program, else the first of ``names`` on `PATH`.
package enum ChromiumLocator {
    /// The names tried on `PATH`, in order.
    package static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    package static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let given = environment["CHROMIUM_BIN"], !given.isEmpty, isExecutable(given) { return given }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where !folder.isEmpty {
                let candidate = folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
                if isExecutable(candidate) { return candidate }
            }
        }
        return nil
    }

    package static func isExecutable(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
