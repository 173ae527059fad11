#!/usr/bin/env bash
# make release-check: the shipped binary against the tested one. `make release` links Preflight
# differently from the test builds (on Linux wholly static, with its own stand-in for
# libcmark-gfm's remover of special characters; see the Makefile), so this builds the same
# sites with both and requires the same bytes:
#   - the shipped content/;
#   - a generated site of many pages, each with strikethrough, both kinds of autolink, a table
#     and a task list, which the release binary parses on every core at once: a page that lost
#     a special character to another page's parse would render `~~` or a bare address.
#
#   scripts/release-check.sh RELEASE_BINARY
#
# Environment: SWIFT (default swift), PAGES (default 400).
set -euo pipefail
cd "$(dirname "$0")/.."

release="$1"
SWIFT="${SWIFT:-swift}"
pages="${PAGES:-400}"
"$SWIFT" build --quiet --product preflight
tested="$("$SWIFT" build --show-bin-path)/preflight"

work="$(mktemp -d "${TMPDIR:-/tmp}/preflight-release-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/generated/docs"
# Pages long enough that their parses overlap: mostly inline text, the part of a parse the
# special characters steer.
paragraph="Some ~~struck~~ words, www.example.com/a and https://example.org/b in a line."
body="$(for ((line = 0; line < 60; line++)); do printf '%s\n\n' "$paragraph"; done)"
for ((page = 0; page < pages; page++)); do
    cat >"$work/generated/docs/page-$page.md" <<EOF
---
title: Page $page
---
# Page $page

$body

| Column | Value |
|---|---|
| row | ~~$page~~ |

- [x] done $page
- [ ] open
EOF
done

fail=0
for site in content generated; do
    source="$site"
    if [ "$site" = generated ]; then source="$work/generated"; fi
    for binary in release tested; do
        "${!binary}" build --content "$source" --output "$work/$site-$binary" --no-cache --quiet
    done
    if ! diff -r "$work/$site-release" "$work/$site-tested" >"$work/diff" 2>&1; then
        echo "release-check: the release binary's build of $site differs from the tested binary's:" >&2
        head -40 "$work/diff" >&2
        fail=1
    fi
done

# Every generated page kept its extensions' characters: each paragraph's strikethrough and two
# links, and the table's strikethrough.
for ((page = 0; page < pages; page++)); do
    html="$work/generated-release/page-$page.html"
    for expected in "<del>struck</del>:60" 'href="http://www.example.com/a":60' 'href="https://example.org/b":60' \
        "<td><del>$page</del></td>:1"; do
        found="$({ grep -oF "${expected%:*}" "$html" 2>/dev/null || true; } | wc -l)"
        if [ "$found" -ne "${expected##*:}" ]; then
            echo "release-check: page $page has $found of ${expected##*:} ${expected%:*}" >&2
            fail=1
        fi
    done
done
if [ "$fail" -ne 0 ]; then exit 1; fi
echo "release-check: the release binary builds the same bytes as the tested one (content/ and $pages generated pages)"
