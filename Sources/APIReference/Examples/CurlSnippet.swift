import JSONDocument

/// The request as a curl command, one option per line.
enum CurlSnippet {
    static func code(_ request: RequestExample) -> String {
        typealias Q = StringLiterals
        var lines = ["curl --request \(request.method)", "--url \(Q.shell(request.url))"]
        for header in request.headers { lines.append("--header \(Q.shell("\(header.name): \(header.value)"))") }
        if request.usesBasicAuth {
            lines.append("--user \(Q.shell("\(RequestExample.usernamePlaceholder):\(RequestExample.passwordPlaceholder)"))")
        }
        switch request.body {
        // `--data` would read a file when a body starts with `@`; `--data-raw` never does.
        case .json(let node): lines.append("--data-raw \(Q.shell(JSONWriter.text(of: node, pretty: true)))")
        case .form(let fields):
            // `--data-urlencode name=value` encodes the value; the name is sent as written.
            for field in fields { lines.append("--data-urlencode \(Q.shell("\(field.name)=\(field.value)"))") }
        case .multipart(let fields):
            // `--form-string` never reads `@file` or `<file` out of a value; `--form` does, for files.
            for field in fields {
                lines.append(
                    field.isFile
                        ? "--form \(Q.shell("\(field.name)=@\(field.value)"))"
                        : "--form-string \(Q.shell("\(field.name)=\(field.value)"))")
            }
        case .text(let text): lines.append("--data-raw \(Q.shell(text))")
        case nil: break
        }
        return lines.joined(separator: " \\\n  ")
    }
}
