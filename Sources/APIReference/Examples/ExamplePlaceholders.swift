import Foundation
import OpenAPI

/// Plausible values for schemas that give no example of their own.
///
/// Each value is valid for its format (documentation addresses such as `192.0.2.1` and
/// `example.com` for network formats) and stays inside the schema's limits, so a reader can
/// send it as is.
enum ExamplePlaceholders {
    static func string(format: String?, limits: APISchema.Limits) -> String {
        switch format?.lowercased() {
        case "date-time": return "2024-01-15T09:30:00Z"
        case "date": return "2024-01-15"
        case "time": return "09:30:00Z"
        case "duration": return "P1D"
        case "email", "idn-email": return "user@example.com"
        case "uri", "url", "iri": return "https://example.com"
        case "uri-reference", "iri-reference": return "/example"
        case "hostname", "idn-hostname": return "example.com"
        case "uuid": return "3fa85f64-5717-4562-b3fc-2c963f66afa6"
        case "ipv4": return "192.0.2.1"
        case "ipv6": return "2001:db8::1"
        case "byte": return "ZXhhbXBsZQ=="
        case "binary": return "<binary>"
        case "password": return "********"
        default: return sized("string", limits)
        }
    }

    /// `string` lengthened or shortened to fit `minLength`/`maxLength` (lengthened to 64
    /// characters at most: an example is read, not stored).
    private static func sized(_ text: String, _ limits: APISchema.Limits) -> String {
        if let minimum = limits.minLength, text.count < minimum {
            return text + String(repeating: "x", count: max(0, min(minimum, 64) - text.count))
        }
        if let maximum = limits.maxLength, text.count > maximum { return String(text.prefix(maximum)) }
        return text
    }

    /// 0 when the limits allow it, else the smallest value they allow (or the largest, when
    /// only a negative maximum is given). A bound that is itself the value keeps its text.
    static func number(_ limits: APISchema.Limits, integer: Bool) -> String {
        let (lower, lowerExclusive, lowerText) = bound(limits.minimum, limits.exclusiveMinimum)
        let (upper, upperExclusive, upperText) = bound(limits.maximum, limits.exclusiveMaximum)
        var value = 0.0
        if let lower, lower > value || (lower == value && lowerExclusive) {
            value = lower
            if integer { value = value.rounded(.up) }
            if lowerExclusive && value == lower { value += integer ? 1 : (upper.map { ($0 - lower) / 2 } ?? 1) }
            if value == lower, let lowerText { return lowerText }
        } else if let upper, upper < value || (upper == value && upperExclusive) {
            value = upper
            if integer { value = value.rounded(.down) }
            if upperExclusive && value == upper { value -= integer ? 1 : (lower.map { (upper - $0) / 2 } ?? 1) }
            if value == upper, let upperText { return upperText }
        }
        return text(value)
    }

    /// A bound from 3.0 (`minimum` with `exclusiveMinimum: true`) or 3.1 (`exclusiveMinimum`
    /// as the number itself).
    private static func bound(_ inclusive: String?, _ exclusive: String?) -> (Double?, Bool, String?) {
        // A bound too large for a Double (`1e999`) says nothing an example can use.
        if let exclusive, let value = Double(exclusive), value.isFinite { return (value, true, nil) }
        guard let inclusive, let value = Double(inclusive), value.isFinite else { return (nil, false, nil) }
        return (value, false, inclusive)
    }

    private static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
