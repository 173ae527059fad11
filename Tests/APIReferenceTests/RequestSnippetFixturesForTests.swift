@testable import OpenAPI

/// The rich operation the exact-output snippet tests read: every parameter location, bearer
/// authentication, a JSON body with readOnly and writeOnly properties and a server URL that
/// ends in a slash.
enum RichOperation {
    static func make() -> (APISpec, APIOperation) {
        var fixture = FixtureSpec()
        fixture.scheme("bearerAuth", .http(scheme: "bearer", bearerFormat: "JWT"))
        let id = fixture.schema("string") {
            $0.format = "uuid"
            $0.readOnly = true
        }
        let text = fixture.schema("string") { $0.examples = [json(#""It's \"ready\"""#)] }
        let email = fixture.string(format: "email")
        let secret = fixture.schema("string") {
            $0.format = "password"
            $0.writeOnly = true
        }
        let urgent = fixture.schema("boolean") { $0.defaultValue = json("false") }
        let note = fixture.schema("string", "null") { $0.examples = [json("null")] }
        let tag = fixture.string()
        let tags = fixture.schema("array") {
            $0.items = tag
            $0.limits.minItems = 2
        }
        let message = fixture.object(
            [("id", id), ("text", text), ("to", email), ("secret", secret), ("urgent", urgent), ("note", note), ("tags", tags)],
            named: "Message")
        let limit = fixture.schema("integer") {
            $0.limits.minimum = "1"
            $0.limits.maximum = "100"
        }
        let userID = fixture.string()
        let operation = operation(.post, "/v1/users/{user_id}/messages", servers: ["https://api.example.com/"]) {
            $0.parameters = [
                parameter("user_id", .path, required: true, schema: userID, example: json(#""u 1/é""#)),
                parameter("limit", .query, required: true, schema: limit),
                parameter("cursor", .query, schema: fixture.string()),
                parameter("tag", .query, example: json(#"["a b", "c&d"]"#)),
                parameter("BuzzKit-Tenant", .header, required: true, example: json(#""acme""#)),
                parameter("Accept", .header, required: true, example: json(#""text/html""#)),
                parameter("session", .cookie, required: true, example: json(#""abc""#)),
            ]
            $0.security = [APISecurityRequirement(schemes: ["bearerAuth"])]
            $0.requestBody = body("application/json", schema: message)
        }
        return (fixture.spec, operation)
    }
}
