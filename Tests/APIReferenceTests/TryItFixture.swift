import OpenAPI

/// A small spec with one operation of each kind the panel treats differently: every
/// parameter location, several servers with variables, three security schemes in two
/// alternatives, and a recursive JSON body; and one written to break the page.
enum TryItFixture {
    static let messages = #"""
        {
          "openapi": "3.1.0",
          "info": {"title": "Messages", "version": "1"},
          "servers": [
            {"url": "https://{region}.api.example.test/v1", "description": "Production",
             "variables": {"region": {"default": "eu", "enum": ["eu", "us"], "description": "Where the tenant lives"}}},
            {"url": "http://127.0.0.1:8080", "description": "Local"}
          ],
          "components": {
            "securitySchemes": {
              "bearerAuth": {"type": "http", "scheme": "bearer", "bearerFormat": "API key"},
              "tenantKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
              "basicAuth": {"type": "http", "scheme": "basic"}
            },
            "schemas": {
              "Message": {
                "type": "object",
                "additionalProperties": false,
                "required": ["to", "text"],
                "properties": {
                  "to": {"type": "string", "pattern": "^[a-z]+$"},
                  "text": {"type": "string", "minLength": 1, "maxLength": 10},
                  "priority": {"type": "string", "enum": ["low", "high"]},
                  "count": {"type": "integer", "minimum": 1, "maximum": 5},
                  "id": {"type": "string", "readOnly": true},
                  "reply": {"$ref": "#/components/schemas/Message"}
                }
              }
            }
          },
          "security": [{"bearerAuth": []}, {"tenantKey": []}],
          "paths": {
            "/messages/{channel}": {
              "post": {
                "summary": "Send a message",
                "parameters": [
                  {"name": "channel", "in": "path", "required": true, "schema": {"type": "string", "enum": ["push", "email"]}},
                  {"name": "limit", "in": "query", "description": "How many at most", "schema": {"type": "integer", "minimum": 1, "maximum": 100, "default": 10}},
                  {"name": "dry_run", "in": "query", "schema": {"type": "boolean"}},
                  {"name": "BuzzKit-Tenant", "in": "header", "required": true, "schema": {"type": "string"}},
                  {"name": "Accept", "in": "header", "schema": {"type": "string"}},
                  {"name": "session", "in": "cookie", "schema": {"type": "string"}}
                ],
                "requestBody": {
                  "required": true,
                  "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Message"}}}
                },
                "responses": {"200": {"description": "Sent"}}
              }
            },
            "/status": {
              "get": {
                "security": [{"basicAuth": []}, {}],
                "servers": [{"url": "/api"}],
                "responses": {"200": {"description": "Up"}}
              }
            }
          }
        }
        """#

    /// Names and descriptions that would break out of an attribute, the page or the script.
    static let hostile = #"""
        {
          "openapi": "3.0.3",
          "info": {"title": "Hostile", "version": "1"},
          "servers": [{"url": "https://example.test/'\"><b>"}],
          "paths": {
            "/items/{id}": {
              "get": {
                "parameters": [
                  {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}},
                  {"name": "\"><img src=x onerror=alert(1)>", "in": "query",
                   "description": "</script><script>alert(2)</script><!--",
                   "schema": {"type": "string", "enum": ["</script>", "a&b"], "pattern": "</script>"}}
                ],
                "responses": {"200": {"description": "OK"}}
              }
            }
          }
        }
        """#

    static func spec(_ text: String) throws -> APISpec {
        try OpenAPIReader.read(file: "openapi.json", bytes: Array(text.utf8), load: { _ in [] })
    }
}
