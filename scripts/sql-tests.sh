#!/usr/bin/env bash
# Tests of `preflight diff --format sql` (Tests/SQL): the query runs on DuckDB and on a
# PostgreSQL server the tests start and stop themselves, over generated subscribers, and must
# count exactly what the streaming path (`--states`) counts; the other dialects are parsed by
# sqlglot. duckdb, sqlglot and pytest are installed with pip when missing. Without PostgreSQL
# (`scripts/install-deps.sh --sql` installs it) its tests are skipped, unless
# PREFLIGHT_REQUIRE_POSTGRES is set (CI sets it), when they fail.
#
#   scripts/sql-tests.sh [pytest options]     e.g. -k postgres, -x
#
# Environment: PREFLIGHT_BIN (a built binary; otherwise built here with swift build), PYTHON, SWIFT.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
have_python_deps() {
    "$PYTHON" -c 'import importlib.util as u, sys
sys.exit(0 if all(u.find_spec(m) for m in ("duckdb", "sqlglot", "pytest")) else 1)'
}
if ! have_python_deps; then
    echo "Installing duckdb, sqlglot and pytest…" >&2
    # A Debian Python is "externally managed": there the packages go in with --break-system-packages.
    "$PYTHON" -m pip install --quiet --disable-pip-version-check duckdb sqlglot pytest 2>/dev/null ||
        "$PYTHON" -m pip install --quiet --disable-pip-version-check --break-system-packages duckdb sqlglot pytest
fi

if [ -z "${PREFLIGHT_BIN:-}" ]; then
    # An up-to-date build is a no-op; otherwise this builds only what changed.
    SWIFT="${SWIFT:-swift}"
    ./scripts/install-deps.sh
    "$SWIFT" build --quiet --product preflight
    PREFLIGHT_BIN="$("$SWIFT" build --show-bin-path)/preflight"
fi
export PREFLIGHT_BIN

# Bytecode and cache stay out of the work tree.
export PYTHONDONTWRITEBYTECODE=1
exec "$PYTHON" -m pytest Tests/SQL "$@"
