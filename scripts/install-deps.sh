#!/usr/bin/env bash
# Installs the system libraries Preflight builds against, when they are missing:
# libcmark-gfm and its extensions, the cmark-gfm command, libyaml and zlib (apt-get on Debian/Ubuntu, Homebrew on macOS),
# and on Debian/Ubuntu the fonts the preview falls back to (Inter, Noto Color Emoji), and
# what draws diagrams and typesets formulas (Chromium and Mermaid through nicegui; Node.js and KaTeX).
#
#   scripts/install-deps.sh --sql    also what the tests of `diff --format sql` use: PostgreSQL,
#                                    and duckdb, sqlglot and pytest from PyPI
set -euo pipefail

if [ "${1:-}" = "--sql" ]; then
    shift
    if ! command -v initdb >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
        case "$(uname -s)" in
        Linux)
            sudo=""
            if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
            echo "Installing PostgreSQL with apt-get…" >&2
            $sudo apt-get update -qq
            DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
            ;;
        Darwin) brew install postgresql ;;
        *) echo "error: install PostgreSQL (initdb, pg_ctl, psql) for $(uname -s)" >&2 && exit 2 ;;
        esac
    fi
    PYTHON="${PYTHON:-python3}"
    "$PYTHON" -m pip install --quiet --disable-pip-version-check duckdb sqlglot pytest 2>/dev/null ||
        "$PYTHON" -m pip install --quiet --disable-pip-version-check --break-system-packages duckdb sqlglot pytest
fi

have_cmark() {
    if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libcmark-gfm; then
        return 0
    fi
    [ -f /usr/include/cmark-gfm-core-extensions.h ] || [ -f /opt/homebrew/include/cmark-gfm-core-extensions.h ] ||
        [ -f /usr/local/include/cmark-gfm-core-extensions.h ]
}

have_yaml() {
    if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists yaml-0.1; then
        return 0
    fi
    [ -f /usr/include/yaml.h ] || [ -f /opt/homebrew/include/yaml.h ] || [ -f /usr/local/include/yaml.h ]
}

have_zlib() {
    if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists zlib; then
        return 0
    fi
    [ -f /usr/include/zlib.h ] || [ -f /opt/homebrew/include/zlib.h ] || [ -f /usr/local/include/zlib.h ]
}

# `apt-get update` once, before the first install: a fresh machine's package lists are empty,
# and every install below would fail without them.
apt_updated=0
apt_install() {
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    if [ "$apt_updated" = 0 ]; then
        $sudo apt-get update -qq || true
        apt_updated=1
    fi
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# The preview's fonts on Linux: Inter (the face closest to San Francisco) and Noto Color Emoji,
# so the browser tests and screenshots look close to a phone. Best effort: a machine without
# them still builds, its screenshots just fall back to another sans-serif.
install_fonts() {
    [ "$(uname -s)" = Linux ] && command -v apt-get >/dev/null 2>&1 && command -v fc-list >/dev/null 2>&1 || return 0
    if fc-list | grep -q "Inter" && fc-list | grep -q "Noto Color Emoji"; then return 0; fi
    echo "Installing the Inter and Noto Color Emoji fonts with apt-get…" >&2
    apt_install fonts-inter fonts-noto-color-emoji 2>/dev/null ||
        echo "warning: could not install fonts-inter fonts-noto-color-emoji; previews fall back to another font" >&2
}
install_fonts

# Headless Chromium, which draws diagrams at build time, and its driver, which runs the browser
# tests of `make test`. Best effort: without them diagrams show their source and those tests
# are skipped.
install_chromium() {
    [ "$(uname -s)" = Linux ] && command -v apt-get >/dev/null 2>&1 || return 0
    command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 && return 0
    echo "Installing Chromium and its driver with apt-get…" >&2
    apt_install chromium chromium-driver 2>/dev/null ||
        echo "warning: could not install chromium chromium-driver; diagrams show their source" >&2
}
install_chromium

# What draws diagrams at build time: Mermaid's ESM build, shipped by the PyPI package nicegui
# (only its files are needed, not its dependencies), run in headless Chromium. Best effort:
# without them pages show the diagrams' sources, and the build says so once.
install_mermaid() {
    local python="${PYTHON:-python3}"
    command -v "$python" >/dev/null 2>&1 || return 0
    "$python" -c 'import importlib.util as u, sys; sys.exit(0 if u.find_spec("nicegui") else 1)' 2>/dev/null && return 0
    echo "Installing Mermaid (the PyPI package nicegui, without its dependencies) with pip…" >&2
    PIP_ROOT_USER_ACTION=ignore "$python" -m pip install --quiet --disable-pip-version-check --no-deps nicegui 2>/dev/null ||
        PIP_ROOT_USER_ACTION=ignore "$python" -m pip install --quiet --disable-pip-version-check --break-system-packages --no-deps nicegui ||
        echo "warning: could not install nicegui; diagrams show their source" >&2
}
install_mermaid

# What typesets formulas at build time: KaTeX (Debian's katex module and libjs-katex's
# stylesheet and fonts), run by Node.js. Best effort: without them pages show the TeX, and the
# build says so once.
install_katex() {
    [ "$(uname -s)" = Linux ] && command -v apt-get >/dev/null 2>&1 || return 0
    if command -v node >/dev/null 2>&1 && [ -f /usr/share/nodejs/katex/package.json ] &&
        [ -f /usr/share/javascript/katex/katex.min.css ]; then
        return 0
    fi
    echo "Installing Node.js and KaTeX with apt-get…" >&2
    apt_install nodejs katex libjs-katex 2>/dev/null ||
        echo "warning: could not install nodejs katex libjs-katex; formulas show their TeX" >&2
}
install_katex

# The cmark-gfm command reads the review's Markdown comments in the tests, as GitHub would.
if have_cmark && have_yaml && have_zlib && command -v cmark-gfm >/dev/null 2>&1 && command -v pkg-config >/dev/null 2>&1; then
    exit 0
fi

case "$(uname -s)" in
Linux)
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "error: install libcmark-gfm (with its extensions), libyaml and pkg-config with your package manager" >&2
        exit 2
    fi
    echo "Installing libcmark-gfm and libyaml with apt-get…" >&2
    apt_install libcmark-gfm-dev libcmark-gfm-extensions-dev cmark-gfm libyaml-dev zlib1g-dev pkg-config
    ;;
Darwin)
    echo "Installing cmark-gfm with Homebrew…" >&2
    brew install cmark-gfm libyaml pkg-config
    ;;
*)
    echo "error: install libcmark-gfm (with its extensions), libyaml and pkg-config for $(uname -s)" >&2
    exit 2
    ;;
esac
