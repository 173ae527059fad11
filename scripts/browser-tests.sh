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

. scripts/pytest-common.sh
ensure_python_packages selenium=selenium pytest=pytest axe_playwright_python=axe-playwright-python
run_pytest Tests/Browser "$@"
