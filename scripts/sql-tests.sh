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

. scripts/pytest-common.sh
ensure_python_packages duckdb=duckdb sqlglot=sqlglot pytest=pytest
run_pytest Tests/SQL "$@"
