"""axe-core 4.x finds no violation in the built site: one page of each kind, light and dark.

The pages are served from the built site over loopback HTTP (the 404 page's links start at the
site's root, as a server shows it). Docs-style pages get their theme from `data-theme` on
<html>, as the header's toggle sets it; preview and review pages from the toolbar's Appearance
select, which the page's theme follows. The docs, preview, review, gallery and index pages are
checked at a phone's width too, the docs page with its sidebar shut and open, and with the
header's search open. Every other docs page is checked light and dark as well.
No axe rule is disabled.
"""

import functools
import http.server
import os
import threading

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from axe_runner import describe, run_axe
from browser import CHROMEDRIVER, CHROMIUM, start_chromium
from preview import PreviewPage

DESKTOP = {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False}
PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}

# A docs page with components and a <SettingsPreview>, a preview, a review, a gallery, the compare
# page, the previews index, the 404.
DOCS = "sdks/ios/settings-screen.html"
PAGES = {
    "docs": (DOCS, "site"),
    # Highlighted code in many languages, with line notations, numbers and an expandable block.
    "code-blocks": ("guides/code-blocks.html", "site"),
    # Mermaid diagrams drawn at build time, in both appearances.
    "diagrams": ("guides/diagrams.html", "site"),
    "preview": ("previews/pulse-fitness/marketing-off.html", "toolbar"),
    "review": ("reviews/pulse-fitness-next.html", "toolbar"),
    "gallery": ("previews/pulse-fitness/gallery.html", "toolbar"),
    "compare": ("previews/compare.html", "toolbar"),
    "previews-index": ("previews/index.html", "site"),
    "404": ("404.html", "site"),
}
THEMES = ["light", "dark"]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def server(site_dir):
    """The built site over HTTP on 127.0.0.1, on a free port, for the whole run."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(site_dir)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="session")
def driver():
    missing = [path for path in (CHROMIUM, CHROMEDRIVER) if not os.path.exists(path)]
    if missing:
        pytest.skip(f"Chromium is not installed ({', '.join(missing)} missing), so axe-core cannot run "
                    "(apt-get install chromium chromium-driver)")
    chromium = start_chromium(DESKTOP)
    yield chromium
    chromium.quit()


@pytest.fixture
def open_page(driver, server):
    """open_page(path, kind, theme, device) loads a page of the site and gives it the theme."""

    def load(path, kind, theme, device=DESKTOP):
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", device)
        driver.get(server + path)
        assert driver.execute_script("return document.readyState") == "complete"
        if kind == "site":
            driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
            assert driver.execute_script("return document.documentElement.getAttribute('data-theme')") == theme
        else:
            page = PreviewPage(driver)
            page.choose("theme", theme)
            assert page.find('[data-control="theme"]').get_property("value") == theme
            assert all(p.get_dom_attribute("data-theme") == theme for p in page.find_all(".ios-phone[data-theme]"))
        wait_until_still(driver)
        return driver

    yield load
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", DESKTOP)


def wait_until_still(driver):
    """Contrast is measured on the final colors: waits for every transition and animation to end."""
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.getAnimations().length === 0"))


def assert_no_violations(driver):
    version, violations = run_axe(driver)
    assert version.startswith("4."), f"expected axe-core 4.x, got {version}"
    if violations:
        pytest.fail(f"axe-core {version} found {len(violations)} violation(s) at {driver.current_url}:\n"
                    f"{describe(violations)}", pytrace=False)


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("name", PAGES)
def test_the_page_has_no_axe_violations(open_page, name, theme):
    path, kind = PAGES[name]
    assert_no_violations(open_page(path, kind, theme))


def other_docs_pages(config):
    """Every docs page but the one checked above: previews, reviews and the 404 are not docs."""
    skipped = {path for path, _ in PAGES.values()}
    return [page for page in config.site_pages
            if page not in skipped and not page.startswith(("previews/", "reviews/"))]


def pytest_generate_tests(metafunc):
    if "docs_page" in metafunc.fixturenames:
        metafunc.parametrize("docs_page", other_docs_pages(metafunc.config))


@pytest.mark.parametrize("theme", THEMES)
def test_every_other_docs_page_has_no_axe_violations(open_page, docs_page, theme):
    """Other components (badges, callouts, API fields, trees) and their colors, in both themes."""
    assert_no_violations(open_page(docs_page, "site", theme))


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("name", ["docs", "preview", "review", "gallery", "previews-index"])
def test_the_page_at_a_phone_width_has_no_axe_violations(open_page, name, theme):
    path, kind = PAGES[name]
    driver = open_page(path, kind, theme, PHONE)
    assert driver.execute_script("return innerWidth") == PHONE["width"]
    assert_no_violations(driver)


@pytest.mark.parametrize("theme", THEMES)
def test_the_open_sidebar_at_a_phone_width_has_no_axe_violations(open_page, theme):
    driver = open_page(DOCS, "site", theme, PHONE)
    toggle = driver.find_element(By.CSS_SELECTOR, ".sidebar-toggle")
    toggle.click()
    assert toggle.get_dom_attribute("aria-expanded") == "true"
    wait_until_still(driver)
    assert_no_violations(driver)


@pytest.mark.parametrize("query", ["topic", "zqxwv"], ids=["results", "no-results"])
@pytest.mark.parametrize("theme", THEMES)
def test_the_open_search_has_no_axe_violations(open_page, theme, query):
    """The header's search box with its list of results open (one of them active), or its "No results"."""
    driver = open_page(DOCS, "site", theme)
    box = driver.find_element(By.CSS_SELECTOR, "#search-input")
    box.send_keys(query)
    results = driver.find_element(By.CSS_SELECTOR, "#search-results")
    WebDriverWait(driver, 5).until(lambda d: results.get_dom_attribute("hidden") is None)
    assert box.get_dom_attribute("aria-expanded") == "true"
    if query == "topic":
        box.send_keys(Keys.ARROW_DOWN)
        assert box.get_dom_attribute("aria-activedescendant") == "search-result-0"
    wait_until_still(driver)
    assert_no_violations(driver)
