import Foundation
import OpenAPI

/// The curl command written into the page: the whole command in the simple panel, and what
/// the interactive panel shows before its script takes over (or without script at all).
///
/// Its shape is the one `api.js` writes as the reader types (`--request`, `--url`, one
/// `--header` a line, `--data` last), so the command does not change layout when the script
/// starts. Credentials are placeholders here: the page cannot know them.
enum TryItCurl {
    static func command(for request: TryItRequest, bodyExample: String?) -> String {
        var lines = ["curl --request \(request.operation.method.name)", "--url \(quote(request.fullURL))"]
        if let alternative = request.alternatives.first {
            for index in alternative {
                let scheme = request.schemes[index]
                switch scheme.kind {
                case .apiKey(let name, .header): lines.append("--header \(quote("\(name): <api-key>"))")
                case .apiKey(let name, .cookie): lines.append("--cookie \(quote("\(name)=<api-key>"))")
                case .apiKey: break  // a query key sits in the URL, which the simple panel keeps as written
                case .http(let name, _) where name.lowercased() == "basic":
                    lines.append("--user \(quote("<username>:<password>"))")
                case .http(let name, _) where name.lowercased() != "bearer":
                    lines.append("--header \(quote("Authorization: \(name) <credentials>"))")
                case .mutualTLS: lines.append("--cert <certificate>")
                default: lines.append("--header \(quote("Authorization: Bearer <token>"))")
                }
            }
        }
        for (_, parameter) in request.parameters where parameter.location == .header && parameter.required {
            lines.append("--header \(quote("\(parameter.name): <\(parameter.name)>"))")
        }
        if let body = request.body {
            lines.append("--header \(quote("Content-Type: \(body.name)"))")
            if let bodyExample, request.bodyIsJSON {
                lines.append("--data \(quote(bodyExample))")
            }
        }
        return lines.joined(separator: " \\\n  ")
    }

    /// `text` in single quotes for a POSIX shell: a `'` inside becomes `'\''`.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
