import JSONDocument

/// The request with `net/http`, as a whole `main` package that `gofmt` leaves unchanged.
enum GoSnippet {
    static func code(_ request: RequestExample) -> String {
        typealias Q = StringLiterals
        var imports = ["fmt", "io", "net/http"]
        var body: [String] = []
        var reader = "nil"
        switch request.body {
        case .json(let node):
            body.append("\tbody := strings.NewReader(\(Q.goRaw(JSONWriter.text(of: node, pretty: true))))")
        case .form(let fields):
            let text = fields.map { "\(URLText.encode($0.name))=\(URLText.encode($0.value))" }.joined(separator: "&")
            body.append("\tbody := strings.NewReader(\(Q.go(text)))")
        case .multipart(let fields):
            body.append("\t// multipart/form-data: build the body with mime/multipart and set its Content-Type.")
            body.append("\t// Fields: " + CodeComment.fieldList(fields))
        case .text(let text):
            body.append("\tbody := strings.NewReader(\(Q.goRaw(text)))")
        case nil: break
        }
        if body.first?.hasPrefix("\tbody :=") == true {
            imports.append("strings")
            reader = "body"
        }
        var lines = ["package main", "", "import ("] + imports.map { "\t\"\($0)\"" } + [")", "", "func main() {"]
        lines += body
        lines += [
            "\treq, err := http.NewRequest(\(Q.go(request.method)), \(Q.go(request.url)), \(reader))",
            "\tif err != nil {", "\t\tpanic(err)", "\t}",
        ]
        for header in request.headers { lines.append("\treq.Header.Set(\(Q.go(header.name)), \(Q.go(header.value)))") }
        if request.usesBasicAuth {
            lines.append(
                "\treq.SetBasicAuth(\(Q.go(RequestExample.usernamePlaceholder)), \(Q.go(RequestExample.passwordPlaceholder)))")
        }
        lines += [
            "", "\tres, err := http.DefaultClient.Do(req)", "\tif err != nil {", "\t\tpanic(err)", "\t}",
            "\tdefer res.Body.Close()", "\tdata, err := io.ReadAll(res.Body)", "\tif err != nil {", "\t\tpanic(err)", "\t}",
            "\tfmt.Println(string(data))", "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
