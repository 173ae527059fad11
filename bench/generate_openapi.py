#!/usr/bin/env python3
"""An API-reference corpus for `make bench`: a docs site whose API tab is one OpenAPI 3.1 spec
of N operations (default 300) over 20 tags, with shared component schemas (nested objects,
arrays, enums, a recursive schema, allOf), parameters of every location and several
responses per operation. Deterministic: the same N gives the same bytes.

    generate_openapi.py N OUT    writes OUT/content/{docs.json,index.md,openapi.json}
"""

import json
import random
import sys
from pathlib import Path

WORDS = ("account audit billing channel device event export group invoice message note order "
         "payment profile report segment subscriber template topic webhook").split()


def schemas():
    result = {
        "Error": {"type": "object", "required": ["code", "message"], "properties": {
            "code": {"type": "string", "description": "A stable snake_case code.", "example": "invalid_request"},
            "message": {"type": "string"}}},
        "Envelope": {"type": "object", "properties": {
            "success": {"type": "boolean"}, "error": {"$ref": "#/components/schemas/Error"},
            "metadata": {"type": "object", "additionalProperties": {"type": "string"}}}},
        "Comment": {"type": "object", "properties": {
            "text": {"type": "string", "maxLength": 2000},
            "replies": {"type": "array", "items": {"$ref": "#/components/schemas/Comment"}}}},
    }
    for word in WORDS:
        name = word.capitalize()
        result[name] = {"allOf": [{"$ref": "#/components/schemas/Envelope"}, {"type": "object", "required": ["id"], "properties": {
            "id": {"type": "string", "format": "uuid", "readOnly": True},
            "name": {"type": "string", "minLength": 1, "maxLength": 120, "description": f"The {word}'s name."},
            "status": {"type": "string", "enum": ["active", "paused", "archived"], "default": "active"},
            "created_at": {"type": "string", "format": "date-time", "readOnly": True},
            "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 20},
            "limits": {"type": "object", "properties": {
                "daily": {"type": "integer", "minimum": 0, "maximum": 1000},
                "burst": {"type": ["integer", "null"]}}},
            "comments": {"type": "array", "items": {"$ref": "#/components/schemas/Comment"}},
            "secret": {"type": "string", "writeOnly": True}}}]}
    return result


def operation(rng, index, word):
    name = word.capitalize()
    method = ("get", "post", "put", "patch", "delete")[index % 5]
    operation = {
        "tags": [word], "operationId": f"{method}{name}{index}", "summary": f"{method.capitalize()} {word} {index}",
        "description": f"Does {method} on a {word}. " + " ".join(rng.choice(WORDS) for _ in range(40)) + ".",
        "parameters": [
            {"name": "BuzzKit-Tenant", "in": "header", "required": True, "schema": {"type": "string"}},
            {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 100, "default": 20}},
            {"name": "cursor", "in": "query", "schema": {"type": "string"}},
        ],
        "responses": {
            "200": {"description": "OK", "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{name}"}}}},
            "400": {"description": "Bad request", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
            "404": {"description": "Not found"},
        },
    }
    if method in ("post", "put", "patch"):
        operation["requestBody"] = {"required": True, "content": {"application/json": {
            "schema": {"$ref": f"#/components/schemas/{name}"}}}}
    return method, operation


def main():
    count, out = int(sys.argv[1]), Path(sys.argv[2])
    rng = random.Random(300)
    paths = {}
    for index in range(count):
        word = WORDS[index % len(WORDS)]
        method, op = operation(rng, index, word)
        paths.setdefault(f"/v1/{word}s/{index}/{{id}}", {})[method] = op
        paths[f"/v1/{word}s/{index}/{{id}}"]["parameters"] = [
            {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}]
    spec = {
        "openapi": "3.1.0", "info": {"title": "Bench API", "version": "1.0"},
        "servers": [{"url": "https://api.example.test"}],
        "security": [{"key": []}],
        "tags": [{"name": word, "description": f"{word.capitalize()}s."} for word in WORDS],
        "paths": paths,
        "components": {"securitySchemes": {"key": {"type": "http", "scheme": "bearer"}}, "schemas": schemas()},
    }
    content = out / "content"
    content.mkdir(parents=True, exist_ok=True)
    (content / "openapi.json").write_text(json.dumps(spec, indent=2))
    (content / "index.md").write_text("# Bench API\n\nThe reference is in the API tab.\n")
    (content / "docs.json").write_text(json.dumps({"name": "Bench API", "navigation": {"tabs": [
        {"tab": "Guides", "pages": ["index"]}, {"tab": "API reference", "openapi": "openapi.json"}]}}))


if __name__ == "__main__":
    main()
