import JSONDocument

/// The request with `URLSession` and async/await.
enum SwiftSnippet {
    static func code(_ request: RequestExample) -> String {
        typealias Q = StringLiterals
        var lines = [
            "import Foundation", "",
            "var request = URLRequest(url: URL(string: \(Q.swift(request.url)))!)",
            "request.httpMethod = \(Q.swift(request.method))",
        ]
        for header in request.headers {
            lines.append("request.setValue(\(Q.swift(header.value)), forHTTPHeaderField: \(Q.swift(header.name)))")
        }
        if request.usesBasicAuth {
            let credentials = "\(RequestExample.usernamePlaceholder):\(RequestExample.passwordPlaceholder)"
            lines.append("let credentials = Data(\(Q.swift(credentials)).utf8).base64EncodedString()")
            lines.append("request.setValue(\"Basic \\(credentials)\", forHTTPHeaderField: \"Authorization\")")
        }
        switch request.body {
        case .json(let node):
            lines.append("let body = " + Q.swiftRawMultiline(JSONWriter.text(of: node, pretty: true)))
            lines.append("request.httpBody = Data(body.utf8)")
        case .form(let fields):
            let text = fields.map { "\(URLText.encode($0.name))=\(URLText.encode($0.value))" }.joined(separator: "&")
            lines.append("request.httpBody = Data(\(Q.swift(text)).utf8)")
        case .multipart(let fields):
            lines.append("// multipart/form-data: build the body with a boundary and set its Content-Type.")
            lines.append("// Fields: " + CodeComment.fieldList(fields))
        case .text(let text):
            lines.append("request.httpBody = Data(\(Q.swift(text)).utf8)")
        case nil: break
        }
        lines += [
            "", "let (data, _) = try await URLSession.shared.data(for: request)",
            "print(String(decoding: data, as: UTF8.self))",
        ]
        return lines.joined(separator: "\n")
    }
}

/// Spec text inside a `//` comment: one line, control characters made spaces.
enum CodeComment {
    static func fieldList(_ fields: [(name: String, value: String, isFile: Bool)]) -> String {
        fields.map { oneLine($0.name) + ($0.isFile ? " (file)" : "") }.joined(separator: ", ")
    }

    static func oneLine(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029
                        ? " " : scalar
                }))
    }
}
