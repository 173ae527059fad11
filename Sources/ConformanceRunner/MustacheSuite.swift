import Foundation
import Templates

/// The Mustache spec: every JSON file in the folder.
///
/// Each test renders its `template` against its `data`, with its `partials` as the library,
/// and passes when the output equals `expected` exactly. Lambda tests need code in the data,
/// which JSON cannot carry, so any that appear are skipped rather than counted.
enum MustacheSuite {
    static func run(_ folder: URL, verbose: Bool) throws -> SuiteResult {
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" && !$0.lastPathComponent.contains("lambdas") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        var result = SuiteResult()
        for file in files {
            let spec = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            for case let test as [String: Any] in spec?["tests"] as? [Any] ?? [] {
                let name = "\(file.deletingPathExtension().lastPathComponent): \(test["name"] as? String ?? "?")"
                if let failure = check(test) {
                    result.failed += 1
                    if verbose { print("FAIL \(name)\n\(failure)\n") }
                } else {
                    result.passed += 1
                }
            }
        }
        return result
    }

    /// `nil` when the test passes; otherwise what went wrong, for `--verbose`.
    private static func check(_ test: [String: Any]) -> String? {
        let source = test["template"] as? String ?? ""
        let expected = test["expected"] as? String ?? ""
        do {
            var partials: [String: Template] = [:]
            for case (let name, let text as String) in test["partials"] as? [String: Any] ?? [:] {
                partials[name] = try Template(source: text, name: name)
            }
            let template = try Template(source: source, name: "template")
            let actual = try template.render(
                templateValue(test["data"] ?? NSNull()), partials: TemplateLibrary(templates: partials))
            guard actual != expected else { return nil }
            // debugDescription shows newlines and tabs, so whitespace differences are visible.
            return
                "  template: \(source.debugDescription)\n  expected: \(expected.debugDescription)\n  actual:   \(actual.debugDescription)"
        } catch {
            return "  template: \(source.debugDescription)\n  error:    \(error)"
        }
    }

    /// A JSON value from `JSONSerialization` as a template value.
    private static func templateValue(_ json: Any) -> TemplateValue {
        switch json {
        case let text as String:
            return .string(text)
        case let number as NSNumber:
            // JSON booleans arrive as NSNumbers of Objective-C type `c` (char); every NSNumber
            // also casts to Bool, so the type code is the only reliable test.
            switch String(cString: number.objCType) {
            case "c": return .bool(number.boolValue)
            case "f", "d": return .double(number.doubleValue)
            default: return .int(number.intValue)
            }
        case let items as [Any]:
            return .array(items.map(templateValue))
        case let members as [String: Any]:
            return .object(members.mapValues(templateValue))
        default:
            return .null
        }
    }
}
