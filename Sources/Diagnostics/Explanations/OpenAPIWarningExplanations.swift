extension DiagnosticCode {
    /// What a spec gets wrong that Mintlify renders anyway: the pages leave the part out and
    /// the build goes on, so a repository that builds on Mintlify builds here too.
    static let openAPIWarningExplanations: [DiagnosticCode: Explanation] = [
        .undefinedSecurityScheme: Explanation(
            meaning: """
                A `security` requirement, of the whole spec or of one operation, names a scheme \
                that `components.securitySchemes` does not define. Mintlify renders such a spec \
                and shows no authorization for the missing scheme, so the pages do the same: the \
                scheme is left out of its requirement, and a requirement left with no scheme is \
                dropped (kept empty, it would say the operation needs no authorization).
                """,
            example: Example(
                files: [
                    .apiGroupConfig,
                    Example.File(
                        "content/docs/openapi.json",
                        """
                        {
                          "openapi": "3.1.0",
                          "info": { "title": "Acme", "version": "1.0" },
                          "security": [{ "ApiKeyAuth": [] }],
                          "paths": {
                            "/users": { "get": { "summary": "List users", "responses": { "200": { "description": "The users." } } } }
                          }
                        }

                        """),
                ],
                arguments: ["build", "--verbose"],
                output:
                    #"content/docs/openapi.json:4:32: security[0].ApiKeyAuth: warning[undefined_security_scheme]: The security requirement names "ApiKeyAuth", which components.securitySchemes does not define, so the page shows no authorization for it; expected a scheme defined under components.securitySchemes."#
            ),
            fix: """
                Define the scheme under `components.securitySchemes` (for an API key: \
                `{"type": "apiKey", "in": "header", "name": "X-Api-Key"}`), or correct the name \
                in the requirement. `--strict` makes this an error.
                """),
        .unsupportedSecurityScheme: Explanation(
            meaning: """
                A scheme under `components.securitySchemes` has a `type` other than `http`, \
                `apiKey`, `oauth2`, `openIdConnect` and `mutualTLS`, or an API key sent \
                somewhere other than a header, the query or a cookie. A translated spec often \
                does this (`"type": "APIキー"`). The pages cannot say how to send such a \
                credential, so they leave the scheme out, and the requirements naming it with it.
                """,
            example: Example(
                files: [
                    .apiGroupConfig,
                    Example.File(
                        "content/docs/openapi.json",
                        """
                        {
                          "openapi": "3.1.0",
                          "info": { "title": "Acme", "version": "1.0" },
                          "components": { "securitySchemes": { "Key": { "type": "key", "in": "header", "name": "X-Key" } } },
                          "security": [{ "Key": [] }],
                          "paths": {
                            "/users": { "get": { "summary": "List users", "responses": { "200": { "description": "The users." } } } }
                          }
                        }

                        """),
                ],
                arguments: ["build", "--verbose"],
                output:
                    #"content/docs/openapi.json:4:57: components.securitySchemes.Key.type: warning[unsupported_security_scheme]: The security scheme "Key" has type "key", so the pages leave it out; expected http, apiKey, oauth2, openIdConnect or mutualTLS."#
            ),
            fix: """
                Use one of OpenAPI's types, in English whatever the spec's language (`apiKey`, \
                with `in` set to `header`, `query` or `cookie`). `--strict` makes this an error.
                """),
        .unknownSchemaType: Explanation(
            meaning: """
                A schema's `type` (or one of the types in a 3.1 list) is not one of JSON \
                Schema's: `string`, `number`, `integer`, `boolean`, `array`, `object`, `null`. \
                Mintlify shows such a field without a type; so do the pages, and its properties, \
                items and description are still shown.
                """,
            example: Example(
                files: [
                    .apiGroupConfig,
                    Example.File(
                        "content/docs/openapi.json",
                        """
                        {
                          "openapi": "3.1.0",
                          "info": { "title": "Acme", "version": "1.0" },
                          "paths": {
                            "/users": {
                              "get": {
                                "summary": "List users",
                                "parameters": [{ "name": "limit", "in": "query", "schema": { "type": "int" } }],
                                "responses": { "200": { "description": "The users." } }
                              }
                            }
                          }
                        }

                        """),
                ],
                arguments: ["build", "--verbose"],
                output:
                    #"content/docs/openapi.json:8:78: paths["/users"].get.parameters[0].schema.type: warning[unknown_schema_type]: The schema's type is "int", which JSON Schema does not have, so the pages show it untyped; expected string, number, integer, boolean, array, object or null."#
            ),
            fix: """
                Write one of JSON Schema's types (here `integer`, with `"format": "int32"` for \
                the size). `--strict` makes this an error.
                """),
    ]
}
