import Foundation

/// Where the programs that typeset formulas are: Node.js, KaTeX's module, and KaTeX's
/// stylesheet and fonts, which pages with formulas load.
///
/// All three come from Debian's packages: `nodejs`, `katex` (the module, in
/// `/usr/share/nodejs/katex`) and `libjs-katex` (the stylesheet and fonts, in
/// `/usr/share/javascript/katex`). `PREFLIGHT_NODE`, `PREFLIGHT_KATEX_DIR` and
/// `PREFLIGHT_KATEX_ASSETS` name others; an empty value means none, which is how a test builds
/// as a machine without them would.
///
/// Without Node.js, `libjs-katex` alone still typesets: its browser build (``browserBuild(environment:)``)
/// goes into the site, and pages typeset their formulas when they load.
struct KaTeXTools: Sendable {
    var node: String
    /// The folder holding KaTeX's `package.json`, which `require` loads.
    var module: String
    /// The folder holding `katex.min.css` and its `fonts/`.
    var styles: String

    /// The tools, or why they cannot be used (a clause for the `math_unavailable` notice).
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<KaTeXTools, Missing> {
        guard let node = findNode(environment) else { return .failure(.node) }
        let modules = environment["PREFLIGHT_KATEX_DIR"].map { $0.isEmpty ? [] : [$0] } ?? moduleFolders
        guard let module = modules.first(where: { exists("\($0)/package.json") }) else { return .failure(.katex) }
        // Debian's module has no stylesheet; the npm package keeps one in `dist/`.
        let folders = assetFolders(environment) ?? [stylesFolder, "\(module)/dist"]
        guard let styles = folders.first(where: { exists("\($0)/katex.min.css") }) else {
            return .failure(.styles)
        }
        return .success(KaTeXTools(node: node, module: module, styles: styles))
    }

    /// The folder of KaTeX's browser build (`katex.min.js`, `katex.min.css` and `fonts/`),
    /// which typesets formulas in the reader's browser where they cannot be at build time.
    static func browserBuild(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = assetFolders(environment) ?? [stylesFolder] + moduleFolders.map { "\($0)/dist" }
        return folders.first { exists("\($0)/katex.min.js") && exists("\($0)/katex.min.css") }
    }

    enum Missing: Error, Sendable {
        case node, katex, styles

        var reason: String {
            switch self {
            case .node: "no Node.js was found on PATH (or PREFLIGHT_NODE); expected node to run KaTeX"
            case .katex:
                "no KaTeX module was found (Debian's katex package, or PREFLIGHT_KATEX_DIR); expected KaTeX's package.json"
            case .styles:
                "no KaTeX stylesheet was found (Debian's libjs-katex package, or PREFLIGHT_KATEX_ASSETS); expected katex.min.css"
            }
        }
    }

    /// Where Debian and npm put the module.
    static let moduleFolders = [
        "/usr/share/nodejs/katex", "/usr/lib/nodejs/katex", "/usr/local/lib/node_modules/katex", "/usr/lib/node_modules/katex",
        "/opt/homebrew/lib/node_modules/katex",
    ]
    static let stylesFolder = "/usr/share/javascript/katex"

    /// The folder `PREFLIGHT_KATEX_ASSETS` names (none when it is empty); nil when unset.
    private static func assetFolders(_ environment: [String: String]) -> [String]? {
        environment["PREFLIGHT_KATEX_ASSETS"].map { $0.isEmpty ? [] : [$0] }
    }

    private static func findNode(_ environment: [String: String]) -> String? {
        if let given = environment["PREFLIGHT_NODE"] {
            return !given.isEmpty && ChromiumLocator.isExecutable(given) ? given : nil
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["node", "nodejs"] {
            for folder in folders where !folder.isEmpty {
                let candidate = "\(folder)/\(name)"
                if ChromiumLocator.isExecutable(candidate) { return candidate }
            }
        }
        return nil
    }

    private static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
