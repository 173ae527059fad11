"""Preview, gallery, compare and review pages built in a site wear the site's header (logo or
name, navbar, search, theme toggle) and footer, as docs pages do; the phone on them is drawn
exactly as on the standalone `preflight preview` page; on a 390 px phone the header's links stay
reachable and no page scrolls sideways. A site of catalogs only gets a header without docs."""

import json
import shutil
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from axe_runner import describe, run_axe
from browser import PHONE
from preview import FIXTURES, REPO, PreviewPage, preflight_binary, render
from previews_site import build_site

NARROW = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}
DESKTOP = {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False}
PAGES = [
    "previews/index.html", "previews/gym/index.html", "previews/gym/quiet.html", "previews/gym/gallery.html",
    "previews/compare.html", "reviews/gym-next.html",
]


@pytest.fixture(scope="module")
def docs_site(tmp_path_factory):
    """A docs site with a navbar of several links, a footer, a primary colour, two catalogs'
    previews and a review."""
    root = tmp_path_factory.mktemp("chrome")
    content = root / "content"
    for folder in ("catalogs", "states", "reviews/catalogs", "docs"):
        (content / folder).mkdir(parents=True)
    shutil.copy(FIXTURES / "catalog.json", content / "catalogs/gym.json")
    next_catalog = json.loads((FIXTURES / "catalog.json").read_text())
    next_catalog["topics"] = next_catalog["topics"][1:]
    (content / "reviews/catalogs/gym-next.json").write_text(json.dumps(next_catalog))
    (content / "reviews/gym-next.json").write_text(json.dumps(
        {"title": "Gym — next", "old": "catalogs/gym.json", "new": "reviews/catalogs/gym-next.json", "states": "states/"}))
    (content / "states/quiet.json").write_text(json.dumps({"subscriber": "u-1", "label": "Quiet", "choices": {"gym-reminders": False}}))
    (content / "docs.json").write_text(json.dumps({
        "name": "Gym Docs",
        "colors": {"primary": "#6d28d9", "light": "#a78bfa", "dark": "#5b21b6"},
        "navbar": {
            "links": [{"label": "Community", "href": "https://example.test/community"},
                      {"label": "Changelog", "href": "/index"}, {"label": "Status page", "href": "https://example.test/status"}],
            "primary": {"type": "button", "label": "Get started", "href": "https://example.test/start"},
        },
        "footer": {"socials": {"github": "https://github.com/example"},
                   "links": [{"header": "More", "items": [{"label": "Blog", "href": "https://example.test/blog"}]}]},
        "navigation": [{"group": "Guides", "pages": ["index"]}],
    }))
    (content / "docs/index.md").write_text("# Welcome\n\nSee the [previews](/previews/index.html).\n")
    output = root / "site"
    command = [str(preflight_binary()), "build", "--content", str(content), "--output", str(output)]
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return output


@pytest.fixture
def device(driver):
    """device(metrics) emulates a screen for one test; the session's phone comes back after."""
    yield lambda metrics: driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)


@pytest.fixture(autouse=True)
def light_system(driver):
    """Every test starts on a light system (other tests emulate a dark one)."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    yield
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": ""}]})


def open_page(driver, site, path, keep_theme=False):
    """Loads a page of the site as a reader who never chose a theme sees it, unless `keep_theme`
    (file:// pages share one localStorage, where other tests' toggles stay)."""
    driver.get((site / path).as_uri())
    if not keep_theme and driver.execute_script("return localStorage.getItem('pf-theme')"):
        driver.execute_script("localStorage.removeItem('pf-theme')")
        driver.get((site / path).as_uri())
    if path.endswith("compare.html"):
        WebDriverWait(driver, 10).until(lambda d: d.execute_script(
            "return document.querySelector('[data-compare]').hasAttribute('data-changed')"))
    return PreviewPage(driver)


def header(driver):
    return driver.execute_script(
        "const h = document.querySelector('.site-header'); if (!h) return null;"
        "return {name: h.querySelector('.site-name').textContent, links: Array.from(h.querySelectorAll('.site-links a')).map(a => a.textContent),"
        " search: !!h.querySelector('#search-input'), toggle: !!h.querySelector('.theme-toggle'),"
        " footer: !!document.querySelector('footer.site-footer'), root: document.body.dataset.root}")


@pytest.mark.parametrize("path", PAGES)
def test_every_page_kind_wears_the_site_header_and_footer(driver, docs_site, path):
    open_page(driver, docs_site, path)
    assert header(driver) == {
        "name": "Gym Docs", "links": ["Docs", "Previews", "Community", "Changelog", "Status page", "Get started"],
        "search": True, "toggle": True, "footer": True, "root": "../" * path.count("/"),
    }
    # The site's colours: docs.json's primary is the accent of the page's links.
    assert driver.execute_script("return getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()") == "#6d28d9"


@pytest.mark.parametrize("path", PAGES)
def test_on_a_390_px_phone_the_header_links_are_reachable_and_nothing_scrolls_sideways(driver, device, docs_site, path):
    device(NARROW)
    open_page(driver, docs_site, path)
    assert driver.execute_script("return document.documentElement.clientWidth") == 390
    overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{path} scrolls sideways by {overflow}px"
    for link in driver.find_elements(By.CSS_SELECTOR, ".site-links a"):
        driver.execute_script("arguments[0].scrollIntoView({inline: 'nearest', block: 'nearest'})", link)
        box = driver.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.left, r.right]", link)
        assert link.is_displayed() and 0 <= box[0] and box[1] <= 390, (link.text, box)


def test_search_works_from_a_preview_page(driver, docs_site):
    open_page(driver, docs_site, "previews/gym/quiet.html")
    field = driver.find_element(By.ID, "search-input")
    field.send_keys("Welcome")
    results = driver.find_element(By.ID, "search-results")
    WebDriverWait(driver, 10).until(lambda _: results.is_displayed() and results.find_elements(By.CSS_SELECTOR, "a[role=option]"))
    link = results.find_element(By.CSS_SELECTOR, "a[role=option]")
    assert link.get_attribute("href") == (docs_site / "index.html").as_uri()


PHONE_GEOMETRY = """
const phone = document.querySelector('.ios-phone');
const origin = phone.getBoundingClientRect();
return [phone].concat(Array.from(phone.querySelectorAll('*'))).map(el => {
  const box = el.getBoundingClientRect(), style = getComputedStyle(el), shown = box.width > 0 || box.height > 0;
  return [el.tagName, el.getAttribute('class'), shown && Math.round(box.left - origin.left), shown && Math.round(box.top - origin.top),
          Math.round(box.width), Math.round(box.height), style.fontFamily, style.fontSize, style.lineHeight,
          style.fontWeight, style.color, style.backgroundColor, style.boxSizing, style.outlineStyle, style.colorScheme, style.webkitFontSmoothing, style.textDecorationLine, style.letterSpacing];
});
"""


FOCUS_RING = "const s = getComputedStyle(document.activeElement); return [document.activeElement.className, s.outline, s.outlineOffset, s.boxShadow]"


def focus_rings(driver):
    """The focus ring of a switch, a menu button and, opened from the keyboard, a menu entry."""
    rings = []
    for selector in (".ios-switch", ".ios-menu-button"):
        driver.execute_script("document.querySelector(arguments[0]).focus()", selector)
        rings.append(driver.execute_script(FOCUS_RING))
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.activeElement.classList.contains('ios-menu-item')"))
    rings.append(driver.execute_script(FOCUS_RING))
    return rings


@pytest.mark.parametrize("appearance", ["light", "dark"])
def test_the_phone_is_drawn_as_on_the_standalone_preview(driver, device, docs_site, tmp_path, appearance):
    """The site's stylesheet is on the page, but not one box, font, colour or focus ring of the
    phone changes."""
    device(DESKTOP)
    standalone = tmp_path / "quiet.html"
    render(FIXTURES / "catalog.json", standalone, state=docs_site.parent / "content/states/quiet.json")
    driver.get(standalone.as_uri() + f"#appearance={appearance}&annotate=1")
    expected = driver.execute_script(PHONE_GEOMETRY) + focus_rings(driver)
    driver.get((docs_site / "previews/gym/quiet.html").as_uri() + f"#appearance={appearance}&annotate=1")
    assert driver.execute_script("return document.querySelector('.ios-phone').dataset.theme") == appearance
    found = driver.execute_script(PHONE_GEOMETRY) + focus_rings(driver)
    assert len(found) == len(expected)
    for element, standalone in zip(found, expected):
        assert element == standalone


def theme_of(driver):
    return driver.execute_script(
        "return [document.documentElement.dataset.theme, document.documentElement.dataset.previewTheme,"
        " document.querySelector('.ios-phone').dataset.theme, document.querySelector('[data-control=theme]').value]")


def test_the_site_theme_and_the_toolbar_appearance_are_one(driver, docs_site):
    page = open_page(driver, docs_site, "previews/gym/quiet.html")
    assert theme_of(driver) == ["light"] * 4
    page.find(".theme-toggle").click()
    WebDriverWait(driver, 5).until(lambda d: theme_of(d) == ["dark"] * 4)
    assert "appearance" not in driver.execute_script("return location.hash"), "nobody chose one for this screen"
    page.choose("theme", "light")
    assert theme_of(driver) == ["light"] * 4
    assert "appearance=light" in driver.execute_script("return location.hash")
    # The reader's dark choice (kept by the toggle) opens the next page dark.
    open_page(driver, docs_site, "previews/gym/gallery.html", keep_theme=True)
    assert theme_of(driver) == ["dark"] * 4
    driver.execute_script("localStorage.removeItem('pf-theme')")


def test_a_site_of_catalogs_only_has_a_header_without_docs(driver, tmp_path):
    site = build_site(tmp_path)
    for path in ("previews/gym/quiet.html", "previews/index.html", "index.html"):
        open_page(driver, site, path)
        assert header(driver) == {
            "name": "Preflight", "links": ["Previews"], "search": False, "toggle": True, "footer": False,
            "root": "../" * path.count("/") or "./",
        }


def test_the_standalone_preview_has_no_site_header(driver, tmp_path):
    page = tmp_path / "alone.html"
    render(FIXTURES / "catalog.json", page)
    driver.get(page.as_uri())
    assert header(driver) is None
    assert driver.execute_script("return document.documentElement.hasAttribute('data-site')") is False


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("metrics", [DESKTOP, NARROW], ids=["desktop", "phone"])
@pytest.mark.parametrize("path", PAGES)
def test_every_page_kind_in_a_site_has_no_axe_violations(driver, device, docs_site, path, metrics, theme):
    device(metrics)
    open_page(driver, docs_site, path)
    driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "const s = document.querySelector('[data-control=theme]'); return !s || s.value === arguments[0]", theme))
    version, violations = run_axe(driver)
    if violations:
        pytest.fail(f"axe-core {version} found {len(violations)} violation(s):\n{describe(violations)}", pytrace=False)
