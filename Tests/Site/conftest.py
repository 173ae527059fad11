"""The built-site checks of `make test-site` (scripts/test-site.sh runs them).

The site is built once from the shipped content/ into a temp folder (or taken from
PREFLIGHT_SITE), then checked two ways: the Nu HTML Checker on every HTML page
(test_nu_html.py) and axe-core in headless Chromium on one page of each kind
(test_axe.py). The browser code is Tests/Browser's, not a copy of it.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO / "Tests" / "Browser"))


def preflight_binary():
    path = Path(os.environ.get("PREFLIGHT_BIN", ".build/debug/preflight"))
    return path if path.is_absolute() else REPO / path


def build_site(into):
    """`preflight build` of content/ into `into`, with no cache left in the work tree."""
    binary = preflight_binary()
    if not binary.is_file():
        raise pytest.UsageError(
            f"no preflight binary at {binary}: build it (swift build --product preflight) or set PREFLIGHT_BIN")
    command = [str(binary), "build", "--content", str(REPO / "content"), "--templates", str(REPO / "templates"),
               "--output", str(into), "--no-cache", "--quiet"]
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        raise pytest.UsageError(f"{' '.join(command)} exited {result.returncode}:\n{result.stderr}")


def pytest_configure(config):
    site = os.environ.get("PREFLIGHT_SITE")
    if site:
        config.site_dir = Path(site).resolve()
        config.site_tmp = None
    else:
        config.site_tmp = Path(tempfile.mkdtemp(prefix="preflight-test-site-"))
        config.site_dir = config.site_tmp / "site"
        build_site(config.site_dir)
    config.site_pages = sorted(p.relative_to(config.site_dir).as_posix() for p in config.site_dir.rglob("*.html"))
    if not config.site_pages:
        raise pytest.UsageError(f"the build wrote no HTML page into {config.site_dir}")
    config.nu_warnings = []


def pytest_unconfigure(config):
    if getattr(config, "site_tmp", None):
        shutil.rmtree(config.site_tmp, ignore_errors=True)


def pytest_generate_tests(metafunc):
    # One test per HTML page of the built site, so a failure names its page.
    if "html_page" in metafunc.fixturenames:
        metafunc.parametrize("html_page", metafunc.config.site_pages)


def pytest_terminal_summary(terminalreporter, config):
    # The checker's warnings fail nothing, but they are shown so someone reads them.
    warnings = getattr(config, "nu_warnings", [])
    if warnings:
        terminalreporter.section(f"Nu HTML Checker: {len(warnings)} warning(s)")
        for line in warnings:
            terminalreporter.write_line(line)


@pytest.fixture(scope="session")
def site_dir(pytestconfig):
    return pytestconfig.site_dir
