#!/usr/bin/env bash
# Tests of the changelog feeds `preflight build` writes (Tests/Feeds): a small site is built
# with the real binary and its RSS feed read by the PyPI package feedparser, as a feed reader
# reads it. feedparser and pytest are installed with pip when missing.
#
#   scripts/feed-tests.sh [pytest options]     e.g. -k dates, -x
#
# Environment: PREFLIGHT_BIN (a built binary; otherwise built here with swift build), PYTHON, SWIFT.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
have_python_deps() {
    "$PYTHON" -c 'import importlib.util as u, sys
sys.exit(0 if all(u.find_spec(m) for m in ("feedparser", "pytest")) else 1)'
}
if ! have_python_deps; then
    echo "Installing feedparser and pytest…" >&2
    # A Debian Python is "externally managed": there the packages go in with --break-system-packages.
    "$PYTHON" -m pip install --quiet --disable-pip-version-check feedparser pytest 2>/dev/null ||
        "$PYTHON" -m pip install --quiet --disable-pip-version-check --break-system-packages feedparser pytest
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
exec "$PYTHON" -m pytest Tests/Feeds "$@"
