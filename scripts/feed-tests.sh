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

. scripts/pytest-common.sh
ensure_python_packages feedparser=feedparser pytest=pytest
run_pytest Tests/Feeds "$@"
