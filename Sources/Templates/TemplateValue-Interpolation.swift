import HTML

extension TemplateValue {
    /// Appends the text a variable tag shows for this value, HTML-escaped when `escaped`.
    ///
    /// Numbers print as JSON would (`85`, `1.21`, and `2` rather than `2.0` for an integral
    /// double); `null`, lists and objects print nothing, since no reading of them as text is
    /// the obvious one.
    func appendInterpolation(to output: inout [UInt8], escaped: Bool) {
        switch self {
        case .string(let text):
            if escaped {
                HTMLEscaping.appendEscaped(text, to: &output)
            } else {
                output.append(contentsOf: text.utf8)
            }
        case .utf8(let bytes):
            if escaped {
                HTMLEscaping.appendEscaped(utf8: bytes[...], to: &output)
            } else {
                output.append(contentsOf: bytes)
            }
        case .int(let number):
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            output.append(contentsOf: Self.format(number).utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null, .array, .object:
            break
        }
    }

    /// `number` without a trailing `.0` when it holds a whole number a JSON writer would print
    /// as an integer; Swift's shortest round-tripping form otherwise.
    private static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 {
            return String(Int(number))
        }
        return String(number)
    }
}
