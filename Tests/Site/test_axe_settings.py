"""axe-core 4.x finds no violation in what docs.json's settings draw: the banner (white text on
the accent) and the 404 page's Markdown description, light and dark, on a desktop and a phone.

The shipped content has no banner, so a small site is built with the real binary into a temp
folder and served over loopback HTTP. No axe rule is disabled.
"""
import functools
import http.server
import json
import os
import subprocess
import tempfile
import threading
from pathlib import Path

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from axe_runner import describe, run_axe
from browser import CHROMEDRIVER, CHROMIUM, start_chromium
from conftest import REPO, preflight_binary

DESKTOP = {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False}
PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}

DOCS_JSON = {
    "name": "Acme",
    "banner": {"content": "**New:** read the [guide](/guide).", "dismissible": True},
    "errors": {"404": {"title": "Gone", "description": "Nothing here. [Go home](/) or read **the guide**."}},
    "navigation": {"groups": [{"group": "Start", "pages": ["index", "guide"]}]},
}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def server():
    missing = [path for path in (CHROMIUM, CHROMEDRIVER) if not os.path.exists(path)]
    if missing:
        pytest.skip(f"Chromium is not installed ({', '.join(missing)} missing), so axe-core cannot run")
    with tempfile.TemporaryDirectory() as folder:
        content = Path(folder) / "content"
        content.mkdir()
        (content / "docs.json").write_text(json.dumps(DOCS_JSON))
        (content / "index.md").write_text("---\ntitle: Welcome\n---\n\nHello.\n")
        (content / "guide.md").write_text("---\ntitle: Guide\n---\n\nSteps.\n")
        site = Path(folder) / "site"
        command = [str(preflight_binary()), "build", "--content", str(content), "--templates", str(REPO / "templates"),
                   "--output", str(site), "--no-cache", "--quiet"]
        result = subprocess.run(command, capture_output=True, text=True, timeout=300)
        assert result.returncode == 0, result.stderr
        httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(site)))
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
        httpd.shutdown()
        httpd.server_close()


@pytest.fixture(scope="module")
def driver():
    chromium = start_chromium(DESKTOP)
    yield chromium
    chromium.quit()


@pytest.mark.parametrize("device", ["desktop", "phone"])
@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("path", ["index.html", "404.html"])
def test_the_banner_and_404_description_have_no_axe_violations(driver, server, path, theme, device):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", DESKTOP if device == "desktop" else PHONE)
    driver.get(server + path)
    driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.getAnimations().length === 0"))
    assert driver.find_element("css selector", ".site-banner-text strong").text == "New:"
    version, violations = run_axe(driver)
    assert version.startswith("4."), f"expected axe-core 4.x, got {version}"
    if violations:
        pytest.fail(f"axe-core {version} found {len(violations)} violation(s) at {driver.current_url}:\n"
                    f"{describe(violations)}", pytrace=False)
