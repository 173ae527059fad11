import HTMLQuery
import JSONDocument
import OpenAPI
import Testing

@testable import APIReference

@Suite struct TryItPanelTests {
    let spec: APISpec
    let send: APIOperation
    let status: APIOperation

    init() throws {
        spec = try TryItFixture.spec(TryItFixture.messages)
        send = try #require(spec.operation(.post, "/messages/{channel}"))
        status = try #require(spec.operation(.get, "/status"))
    }

    func panel(_ operation: APIOperation, _ display: PlaygroundDisplay = .interactive, body: String? = nil) -> Element {
        Element.parse(TryItPanel.render(operation: operation, spec: spec, display: display, bodyExample: body))
    }

    // MARK: - Display modes

    @Test func noneWritesNothing() {
        #expect(TryItPanel.render(operation: send, spec: spec, display: .none, bodyExample: "{}") == "")
    }

    @Test func simpleShowsTheMethodURLAndCurlWithNothingToFillOrSend() throws {
        let page = panel(send, .simple, body: "{\"to\": \"ana\"}")
        #expect(page.query(".pf-try-method")?.text == "POST")
        #expect(page.query(".pf-try-url")?.text == "https://eu.api.example.test/v1/messages/{channel}")
        let curl = try #require(page.query(".pf-try-curl-code code")?.text)
        #expect(curl.hasPrefix("curl --request POST \\\n  --url 'https://eu.api.example.test/v1/messages/push'"))
        #expect(curl.contains("--header 'Authorization: Bearer <token>'"))
        #expect(curl.hasSuffix("--data-raw '{\"to\": \"ana\"}'"))
        #expect(page.query("button.pf-try-copy")?.text == "Copy")
        #expect(page.queryAll("input, select, textarea, form, .pf-try-send, script").isEmpty)
    }

    @Test func theBodyExampleIsThePagesOwnForJSONBodiesOnly() throws {
        let example = try #require(TryItPanel.bodyExample(for: send, in: spec))
        let body = try JSONParser.parse(example)
        #expect(body.members?.map(\.key).starts(with: ["to", "text"]) == true)
        #expect(body["id"] == nil)  // readOnly
        #expect(TryItPanel.bodyExample(for: status, in: spec) == nil)
    }

    @Test func interactiveSaysItNeedsScriptAndStartsWithSendDisabled() throws {
        let page = panel(send)
        #expect(page.query(".pf-try-nojs")?.normalizedText.contains("needs JavaScript") == true)
        let button = try #require(page.query("form .pf-try-send"))
        #expect(button["type"] == "submit" && button.has("disabled"))
        #expect(page.query(".pf-try-status")?["aria-live"] == "polite")
    }

    // MARK: - Fields

    @Test func everyParameterHasOneLabelledFieldAndIgnoredHeadersNone() throws {
        let page = panel(send)
        let fields = page.queryAll("[data-try-param]")
        // Accept (index 4) is a header OpenAPI ignores.
        #expect(fields.map { $0["data-try-param"] } == ["0", "1", "2", "3", "5"])
        for field in fields {
            let id = try #require(field["id"])
            let label = try #require(page.query("label[for=\"\(id)\"]"))
            #expect(!label.normalizedText.isEmpty)
            for described in (field["aria-describedby"] ?? "").split(separator: " ") {
                #expect(page.query("[id=\"\(described)\"]") != nil, "\(described) is described but missing")
            }
        }
        #expect(page.query("label[for=\"\(fields[3]["id"]!)\"]")?.normalizedText == "BuzzKit-Tenant required")
    }

    @Test func fieldsFollowTheirSchemaType() throws {
        let page = panel(send)
        let channel = try #require(page.query("select[data-try-param=\"0\"]"))
        #expect(channel.has("required"))
        #expect(channel.queryAll("option").map { $0["value"] } == ["", "push", "email"])
        let limit = try #require(page.query("input[data-try-param=\"1\"]"))
        #expect(limit["inputmode"] == "numeric" && limit["value"] == "10" && !limit.has("required"))
        let hint = try #require(page.query("[id=\"\(limit["id"]!)-hint\"]"))
        #expect(hint.text == "integer · 1 to 100 — How many at most")
        let dryRun = try #require(page.query("select[data-try-param=\"2\"]"))
        #expect(dryRun.queryAll("option").map(\.text) == ["Not set", "true", "false"])
        #expect(page.query("[data-try-param=\"3\"]")?["type"] == "text")
    }

    @Test func credentialsArePasswordFieldsWithoutAutocompleteForEachAlternative() throws {
        let page = panel(send)
        #expect(page.query("select[data-try-auth-choice]")?.queryAll("option").map(\.text) == ["bearerAuth", "tenantKey"])
        let secrets = page.queryAll("input[data-try-auth]")
        #expect(secrets.map { $0["data-try-part"] } == ["token", "key"])
        for secret in secrets {
            #expect(secret["type"] == "password" && secret["autocomplete"] == "off")
        }
        let key = try #require(secrets.last?["id"])
        #expect(page.query("[id=\"\(key)-hint\"]")?.text == "sent as the header X-Api-Key")
        let basic = panel(status)
        #expect(basic.query("select[data-try-auth-choice]")?.queryAll("option").map(\.text) == ["basicAuth", "None"])
        #expect(basic.queryAll("input[data-try-auth]").map { $0["type"] } == ["text", "password"])
    }

    @Test func severalServersAreAChoiceWithTheirVariables() throws {
        let page = panel(send)
        let servers = try #require(page.query("select[data-try-server]"))
        #expect(
            servers.queryAll("option").map(\.text) == [
                "https://{region}.api.example.test/v1 — Production", "http://127.0.0.1:8080 — Local",
            ])
        let region = try #require(page.query("select[data-try-var=\"region\"]"))
        #expect(region.queryAll("option").map(\.text) == ["eu", "us"])
        #expect(region.queryAll("option[selected]").map(\.text) == ["eu"])
        // One server without variables needs no server fieldset at all.
        #expect(panel(status).queryAll("[data-try-server], [data-try-var]").isEmpty)
    }

    @Test func theBodyStartsWithTheExampleEscaped() throws {
        let example = "{\"text\": \"</textarea><b>\"}"
        let html = TryItPanel.render(operation: send, spec: spec, display: .interactive, bodyExample: example)
        #expect(!html.contains("</textarea><b>"))
        let body = try #require(Element.parse(html).query("textarea[data-try-body]"))
        #expect(body.text == "\n" + example)
        #expect(body.has("required"))
    }

    // MARK: - Data

    @Test func theDataDescribesTheRequestWithSchemasByNumber() throws {
        let script = try #require(panel(send).query("script.pf-try-data"))
        #expect(script["type"] == "application/json")
        let data = try JSONParser.parse(script.text)
        #expect(data["method"]?.string == "POST" && data["path"]?.string == "/messages/{channel}")
        #expect(
            data["parameters"]?.elements?.compactMap { $0["name"]?.string } == [
                "channel", "limit", "dry_run", "BuzzKit-Tenant", "session",
            ])
        #expect(data["schemes"]?.elements?.compactMap { $0["type"]?.string } == ["bearer", "apiKey"])
        let schemas = try #require(data["schemas"]?.elements)
        let body = try #require(data["body"]?["schema"]?.integer)
        let message = schemas[body]
        let properties = try #require(message["properties"]?.elements)
        // `id` is readOnly, so a request leaves it out.
        #expect(properties.compactMap { $0.elements?.first?.string } == ["to", "text", "priority", "count", "reply"])
        #expect(properties.last?.elements?.last?.integer == body)  // reply refers back to Message
        #expect(message["additionalProperties"]?.bool == false)
        #expect(message["required"]?.elements?.compactMap(\.string) == ["to", "text"])
        let text = try #require(properties[1].elements?.last?.integer)
        #expect(schemas[text]["minLength"]?.integer == 1 && schemas[text]["maxLength"]?.integer == 10)
    }

    // MARK: - Hostile input and ids

    @Test func namesDescriptionsAndURLsFromTheSpecCannotBreakThePage() throws {
        let hostile = try TryItFixture.spec(TryItFixture.hostile)
        let operation = try #require(hostile.operations.first)
        for display in [PlaygroundDisplay.interactive, .simple] {
            let html = TryItPanel.render(operation: operation, spec: hostile, display: display, bodyExample: nil)
            #expect(!html.contains("<img"))
            #expect(!html.contains("<b>"))
            #expect(html.components(separatedBy: "<script").count == (display == .interactive ? 2 : 1))
        }
        let html = TryItPanel.render(operation: operation, spec: hostile, display: .interactive, bodyExample: nil)
        let page = Element.parse(html)
        let script = try #require(page.query("script.pf-try-data"))
        #expect(!script.text.contains("<"))
        let data = try JSONParser.parse(script.text)
        #expect(data["parameters"]?.elements?.last?["name"]?.string == "\"><img src=x onerror=alert(1)>")
        #expect(data["servers"]?.elements?.first?["url"]?.string == "https://example.test/'\"><b>")
        let field = try #require(page.query("[data-try-param=\"1\"]"))
        #expect(page.query("label[for=\"\(field["id"]!)\"]")?.normalizedText == "\"><img src=x onerror=alert(1)>")
        #expect(page.query("[id=\"\(field["id"]!)-hint\"]")?.text.hasSuffix("</script><script>alert(2)</script><!--") == true)
        #expect(field.queryAll("option").map(\.text) == ["Not set", "</script>", "a&b"])
    }

    @Test func idsAreUniqueOnAPageOfPanelsAndTheSameOnEveryBuild() {
        let html = [send, status].map { TryItPanel.render(operation: $0, spec: spec, display: .interactive, bodyExample: nil) }
            .joined()
        let ids = Element.parse(html).descendants.compactMap { $0["id"] }
        #expect(ids.count > 20)
        #expect(Set(ids).count == ids.count)
        #expect(
            TryItPanel.render(operation: send, spec: spec, display: .interactive, bodyExample: nil)
                == TryItPanel.render(operation: send, spec: spec, display: .interactive, bodyExample: nil))
        #expect(TryItIDs(operation: send).panel == "pf-try-post-messages-channel-f9758b56")
    }
}
