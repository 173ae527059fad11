"""A Mintlify-style docs site in the browser: the language and version switchers (the version
chosen kept across pages), a light/dark image pair, links to tabs, and the navigation menus;
axe-core finds nothing on any of them. Sites are built with the real `preflight build`."""

import json
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from axe_runner import describe, run_axe
from preview import REPO, preflight_binary

PAGES = {
    "index": "---\ntitle: Home\n---\n\n"
    '<img className="block dark:hidden" src="/images/light.svg" alt="Light logo" />\n'
    '<img className="hidden dark:block" src="/images/dark.svg" alt="Dark logo" />\n\n'
    "See the [guide](/guide) and [API keys](/tabs#api-keys).\n",
    "guide": "---\ntitle: Guide\n---\n\nThe guide.\n",
    "tabs": "---\ntitle: Sign in\n---\n\n<Tabs>\n<Tab title=\"OAuth 2.0\">\nTokens.\n</Tab>\n"
    "<Tab title=\"API keys\">\nKeys go here.\n</Tab>\n</Tabs>\n",
    "fr/index": "---\ntitle: Accueil\n---\n\nBonjour.\n",
    "fr/guide": "---\ntitle: Guide FR\n---\n\nLe guide.\n",
    "v1/index": "---\ntitle: Home v1\n---\n\nOld. See the [current guide](/guide).\n",
    "v1/guide": "---\ntitle: Guide v1\n---\n\nOld guide.\n",
}


def build(tmp_path, config, pages, files=None):
    content = tmp_path / "content"
    for path, text in {**pages, **(files or {})}.items():
        target = content / (path if "." in path.rsplit("/", 1)[-1] else path + ".mdx")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    (content / "docs.json").write_text(json.dumps(config))
    output = tmp_path / "site"
    command = [str(preflight_binary()), "build", "--content", str(content), "--output", str(output)]
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return output


@pytest.fixture
def site(tmp_path):
    config = {
        "name": "Acme",
        "navigation": {"versions": [
            {"version": "v2", "default": True, "languages": [
                {"language": "en", "groups": [{"group": "Start", "pages": ["index", "guide", "tabs"]}]},
                {"language": "fr", "groups": [{"group": "Démarrer", "pages": ["fr/index", "fr/guide"]}]}]},
            {"version": "v1", "languages": [
                {"language": "en", "groups": [{"group": "Start", "pages": ["v1/index", "v1/guide"]}]}]},
        ]},
    }
    svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="{}"/></svg>'
    files = {"images/light.svg": svg.format("#fff"), "images/dark.svg": svg.format("#000")}
    return build(tmp_path, config, PAGES, files)


@pytest.fixture
def menu_site(tmp_path):
    config = {"name": "Acme", "navigation": {"tabs": [
        {"tab": "Guides", "icon": "book", "menu": [
            {"item": "Basics", "groups": [{"group": "Start", "icon": "gear", "pages": ["index"]}]},
            {"item": "Advanced", "groups": [{"group": "Deep", "pages": ["deep"]}]}]},
        {"tab": "API", "groups": [{"group": "Reference", "pages": ["api"]}]},
    ]}}
    pages = {name: f"---\ntitle: {name.title()}\n---\n\nText.\n" for name in ("index", "deep", "api")}
    return build(tmp_path, config, pages)


def open_page(driver, site, page):
    driver.get((site / page).as_uri())
    driver.execute_script("localStorage.clear()")
    driver.get((site / page).as_uri())


def show_sidebar(driver):
    """The phone-sized window folds the sidebar behind the header's menu button."""
    toggle = driver.find_element(By.CSS_SELECTOR, ".sidebar-toggle")
    if toggle.is_displayed() and toggle.get_attribute("aria-expanded") != "true":
        toggle.click()
        # It slides in: wait until it is still and in view.
        WebDriverWait(driver, 5).until(lambda d: d.execute_script(
            "var s = document.getElementById('sidebar');"
            " return s.getAnimations().length === 0 && s.getBoundingClientRect().left >= 0"))


def choose(driver, switcher, label):
    show_sidebar(driver)
    driver.find_element(By.CSS_SELECTOR, f".switcher-{switcher} > summary").click()
    link = driver.find_element(By.LINK_TEXT, label)
    WebDriverWait(driver, 5).until(lambda _: link.is_displayed())
    link.click()


def summary(driver, switcher):
    return driver.find_element(By.CSS_SELECTOR, f".switcher-{switcher} > summary").get_attribute("textContent")


def assert_no_violations(driver):
    version, violations = run_axe(driver)
    if violations:
        pytest.fail(f"axe-core {version} found {len(violations)} violation(s):\n{describe(violations)}", pytrace=False)


def test_the_language_switcher_leads_to_the_same_page_in_that_language(driver, site):
    open_page(driver, site, "guide.html")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    choose(driver, "language", "Français")
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("/fr/guide.html"))
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "fr"
    assert "Français" in summary(driver, "language")
    assert driver.find_element(By.CSS_SELECTOR, ".nav-group-title").get_attribute("textContent") == "Démarrer"
    assert_no_violations(driver)


def test_the_chosen_version_is_kept_and_a_page_of_another_version_keeps_its_own(driver, site):
    open_page(driver, site, "guide.html")
    notice = lambda: driver.find_element(By.CSS_SELECTOR, ".version-notice")
    assert not notice().is_displayed()
    choose(driver, "version", "v1")
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("/v1/guide.html"))
    assert "v1" in summary(driver, "version")
    assert not notice().is_displayed()
    # A link from a v1 page into v2 opens the v2 page as v2, noting the chosen version.
    show_sidebar(driver)
    driver.find_element(By.LINK_TEXT, "Home v1").click()
    driver.find_element(By.LINK_TEXT, "current guide").click()
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("/guide.html") and "/v1/" not in d.current_url)
    assert "v2" in summary(driver, "version")
    show_sidebar(driver)
    assert notice().is_displayed()
    back = notice().find_element(By.TAG_NAME, "a")
    assert back.text == "v1"
    assert_no_violations(driver)
    back.click()
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("/v1/guide.html"))
    assert not notice().is_displayed()


def visible_images(driver):
    return [image.get_attribute("alt") for image in driver.find_elements(By.CSS_SELECTOR, ".doc img") if image.is_displayed()]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_light_and_dark_image_pair_shows_one_image(driver, site, theme):
    open_page(driver, site, "index.html")
    if driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") != theme:
        driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == theme)
    assert visible_images(driver) == ["Light logo" if theme == "light" else "Dark logo"]
    assert_no_violations(driver)


def test_a_link_to_a_tab_selects_it(driver, site):
    open_page(driver, site, "index.html")
    driver.find_element(By.LINK_TEXT, "API keys").click()
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("/tabs.html#api-keys"))
    tab = driver.find_element(By.ID, "api-keys")
    WebDriverWait(driver, 5).until(lambda _: tab.get_attribute("aria-selected") == "true")
    assert driver.find_element(By.ID, "oauth-2-0").get_attribute("aria-selected") == "false"
    assert driver.find_element(By.XPATH, "//*[text()='Keys go here.']").is_displayed()
    assert_no_violations(driver)


def test_a_tab_menu_opens_closes_with_escape_and_lists_its_items(driver, menu_site):
    open_page(driver, menu_site, "deep.html")
    show_sidebar(driver)
    button = driver.find_element(By.CSS_SELECTOR, ".nav-menu-button")
    items = driver.find_element(By.ID, button.get_attribute("aria-controls"))
    assert button.get_attribute("aria-expanded") == "false" and not items.is_displayed()
    button.send_keys(Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda _: items.is_displayed())
    assert button.get_attribute("aria-expanded") == "true"
    assert [link.text for link in items.find_elements(By.TAG_NAME, "a")] == ["Basics", "Advanced"]
    assert items.find_element(By.CSS_SELECTOR, "[aria-current]").text == "Advanced"
    assert_no_violations(driver)
    items.find_element(By.TAG_NAME, "a").send_keys(Keys.ESCAPE)
    WebDriverWait(driver, 5).until(lambda _: not items.is_displayed())
    assert driver.switch_to.active_element == button


def test_without_script_a_menu_is_a_plain_list(driver, menu_site):
    html = (menu_site / "deep.html").read_text()
    assert 'aria-expanded="true" aria-controls="nav-menu-1"' in html
    assert '<ul class="nav-menu-list" id="nav-menu-1">' in html
