#!/usr/bin/env bash
# Browser tests of the settings-screen preview (Tests/Browser): headless Chromium, offline,
# driving pages made by the real `preflight preview`. Where Chromium or its driver is missing
# it says so and exits 0, so a machine without a browser still runs everything else.
#
#   scripts/browser-tests.sh [pytest options]     e.g. -k menus, -x
#
# Environment: PREFLIGHT_BIN (a built binary; otherwise built here with swift build),
# CHROMIUM_BIN / CHROMEDRIVER_BIN (default: chromium and chromedriver on PATH), PYTHON, SWIFT.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM_BIN="${CHROMIUM_BIN:-$(command -v chromium || true)}"
CHROMEDRIVER_BIN="${CHROMEDRIVER_BIN:-$(command -v chromedriver || true)}"
if [ -z "$CHROMIUM_BIN" ] || [ -z "$CHROMEDRIVER_BIN" ]; then
    echo "skipping browser tests: chromium not installed (apt-get install chromium chromium-driver)"
    exit 0
fi
export CHROMIUM_BIN CHROMEDRIVER_BIN
# Selenium Manager must never go online to fetch a browser or a driver.
export SE_OFFLINE=true

PYTHON="${PYTHON:-python3}"
have_python_deps() {
    "$PYTHON" -c 'import importlib.util as u, sys
sys.exit(0 if all(u.find_spec(m) for m in ("selenium", "pytest", "axe_playwright_python")) else 1)'
}
if ! have_python_deps; then
    echo "Installing selenium, pytest and axe-playwright-python (for its axe-core)…" >&2
    "$PYTHON" -m pip install --quiet --disable-pip-version-check selenium pytest axe-playwright-python
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
exec "$PYTHON" -m pytest Tests/Browser "$@"
