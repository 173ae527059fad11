extension DiagnosticCode {
    static let openAPIExplanations: [DiagnosticCode: Explanation] = [
        .brokenRef: Explanation(
            meaning: """
                A `$ref` in an OpenAPI spec leads nowhere: the JSON pointer names a value the \
                file does not have, the file it names does not exist in the site, or the \
                reference is a URL on another server, which the build does not fetch. The \
                endpoint pages would show an empty schema, so the build stops at the `$ref`.
                """,
            example: Example(
                files: [
                    Example.File(
                        "content/docs.json",
                        """
                        {
                          "name": "Acme",
                          "navigation": {
                            "groups": [
                              { "group": "Start", "pages": ["index"] },
                              { "group": "API", "openapi": "openapi.json" }
                            ]
                          }
                        }

                        """),
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
                                "responses": {
                                  "200": {
                                    "description": "The users.",
                                    "content": { "application/json": { "schema": { "$ref": "#/components/schemas/User" } } }
                                  }
                                }
                              }
                            }
                          }
                        }

                        """),
                    Example.File("content/docs/index.md", "# Home\n"),
                ],
                arguments: ["build"],
                output:
                    ##"content/docs/openapi.json:11:68: paths["/users"].get.responses.200.content["application/json"].schema["$ref"]: error[broken_ref]: The reference "#/components/schemas/User" leads to nothing: content/docs/openapi.json has no components; expected an existing value."##
            ),
            fix: """
                Define what the reference names (here `components.schemas.User`), or correct the \
                pointer or the file's path; a path is read from the folder of the file that holds \
                the `$ref`. Copy a remote schema into the site and refer to the copy.
                """),
        .invalidOpenAPI: Explanation(
            meaning: """
                An OpenAPI spec is JSON (or YAML) but not the shape the OpenAPI specification \
                describes: a value of the wrong kind (an array where an object belongs), no \
                `openapi` version, a path that does not start with `/`, a parameter without a \
                name or in an unknown location. Preflight \
                names the first value that is wrong, by line, column and JSON path.
                """,
            example: Example(
                files: [
                    Example.File(
                        "content/docs.json",
                        """
                        {
                          "name": "Acme",
                          "navigation": {
                            "groups": [
                              { "group": "Start", "pages": ["index"] },
                              { "group": "API", "openapi": "openapi.json" }
                            ]
                          }
                        }

                        """),
                    Example.File(
                        "content/docs/openapi.json",
                        """
                        {
                          "openapi": "3.1.0",
                          "info": { "title": "Acme", "version": "1.0" },
                          "paths": []
                        }

                        """),
                    Example.File("content/docs/index.md", "# Home\n"),
                ],
                arguments: ["build"],
                output: "content/docs/openapi.json:4:12: paths: error[invalid_openapi]: paths is an array; expected an object."
            ),
            fix: """
                Correct the value at the place shown as the message says (here, `paths` is an \
                object whose keys are paths); an OpenAPI validator or editor shows the same place.
                """),
        .unknownOperation: Explanation(
            meaning: """
                A page's `openapi:` front matter or a navigation entry names an operation \
                (`GET /users/{id}`, `webhook order.created`) that its spec does not have, or names \
                one without any spec: neither the value nor the navigation around the page names \
                a spec file. The method and the path must match the spec exactly, as written \
                under `paths`; the hint names the nearest operations.
                """,
            example: Example(
                files: [
                    Example.File(
                        "content/docs.json",
                        """
                        {
                          "name": "Acme",
                          "navigation": {
                            "groups": [{ "group": "API", "openapi": "openapi.json", "pages": ["users"] }]
                          }
                        }

                        """),
                    Example.File(
                        "content/docs/users.mdx",
                        """
                        ---
                        title: "Get a user"
                        openapi: GET /user/{id}
                        ---

                        """),
                    Example.File(
                        "content/docs/openapi.json",
                        """
                        {
                          "openapi": "3.1.0",
                          "info": { "title": "Acme", "version": "1.0" },
                          "paths": {
                            "/users/{id}": {
                              "get": { "summary": "Get a user", "responses": { "200": { "description": "The user." } } }
                            }
                          }
                        }

                        """),
                ],
                arguments: ["build"],
                output:
                    "content/docs/users.mdx:3:1: error[unknown_operation]: content/docs/openapi.json has no operation GET /user/{id}; expected one of its 1 operations."
            ),
            fix: """
                Write the method and path as the spec does (here `GET /users/{id}`), add the \
                operation to the spec, or name the spec: `openapi: "openapi.json GET /users/{id}"`. \
                Like a broken link, `--allow-broken-links` lets the build pass with a warning \
                meanwhile; the page then shows no reference.
                """),
        .unsupportedOpenAPIVersion: Explanation(
            meaning: """
                The spec is Swagger 2.0, or an OpenAPI version other than 3.0 and 3.1. Swagger 2.0 \
                describes bodies, servers and security differently, and reading it as 3.x would \
                give wrong pages, so the build stops instead.
                """,
            example: Example(
                files: [
                    Example.File(
                        "content/docs.json",
                        """
                        {
                          "name": "Acme",
                          "navigation": {
                            "groups": [
                              { "group": "Start", "pages": ["index"] },
                              { "group": "API", "openapi": "openapi.json" }
                            ]
                          }
                        }

                        """),
                    Example.File(
                        "content/docs/openapi.json",
                        """
                        {
                          "swagger": "2.0",
                          "info": { "title": "Acme", "version": "1.0" },
                          "paths": {}
                        }

                        """),
                    Example.File("content/docs/index.md", "# Home\n"),
                ],
                arguments: ["build"],
                output:
                    "content/docs/openapi.json:2:14: swagger: error[unsupported_openapi_version]: The spec is Swagger 2.0; expected OpenAPI 3.0 or 3.1 (convert it, e.g. with swagger2openapi)."
            ),
            fix: """
                Convert the spec to OpenAPI 3 (swagger2openapi, or the Swagger Editor's \
                conversion) and point `docs.json` at the converted file.
                """),
    ]
}
