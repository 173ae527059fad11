"""A docs page's <SettingsPreview> links to the screen's full preview, in the docs' appearance:
"Open full preview" opens the preview page dark when the docs are dark, and a screen whose
catalog lives outside content/catalogs gets a preview page of its own."""

import json
import shutil
import subprocess

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from axe_runner import run_axe
from preview import FIXTURES, preflight_binary


@pytest.fixture
def site(tmp_path):
    content = tmp_path / "content"
    (content / "catalogs").mkdir(parents=True)
    (content / "examples").mkdir()
    (content / "docs/guides").mkdir(parents=True)
    shutil.copy(FIXTURES / "catalog.json", content / "catalogs/gym.json")
    shutil.copy(FIXTURES / "long-catalog.json", content / "examples/transit.json")
    (content / "docs.json").write_text(json.dumps({"name": "Links", "navigation": {"groups": [{"group": "G", "pages": ["guides/screens"]}]}}))
    (content / "docs/guides/screens.md").write_text(
        "---\ntitle: Screens\n---\n\n<SettingsPreview catalog=\"catalogs/gym.json\" />\n\n<SettingsPreview catalog=\"examples/transit.json\" />\n")
    command = [str(preflight_binary()), "build", "--output", str(tmp_path / "_site")]
    result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return tmp_path / "_site"


def open_docs(driver, site, theme):
    driver.get((site / "guides/screens.html").as_uri())
    driver.execute_script("localStorage.setItem('pf-theme', arguments[0])", theme)
    driver.refresh()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-theme')") == theme)


def preview_theme(driver):
    return driver.execute_script(
        "return [document.documentElement.getAttribute('data-preview-theme'), document.querySelector('.ios-phone').dataset.theme]")


def test_open_full_preview_opens_the_screen_dark_when_the_docs_are_dark(driver, site):
    open_docs(driver, site, "dark")
    links = driver.find_elements("css selector", "[data-preview-link]")
    assert [link.accessible_name for link in links][0].startswith("Open full preview of ")
    assert [link.get_dom_attribute("href") for link in links] == [
        "../previews/gym/index.html#appearance=dark", "../previews/transit/index.html#appearance=dark"]
    links[1].click()
    WebDriverWait(driver, 5).until(lambda d: "/previews/transit/index.html" in d.current_url)
    assert preview_theme(driver) == ["dark", "dark"]


def test_the_link_follows_the_theme_toggle(driver, site):
    open_docs(driver, site, "dark")
    driver.find_element("css selector", ".theme-toggle").click()
    link = driver.find_element("css selector", "[data-preview-link]")
    assert link.get_dom_attribute("href") == "../previews/gym/index.html#appearance=light"
    link.click()
    WebDriverWait(driver, 5).until(lambda d: "/previews/gym/index.html" in d.current_url)
    assert preview_theme(driver) == ["light", "light"]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_docs_page_and_the_docs_only_preview_pass_axe(driver, site, theme):
    open_docs(driver, site, theme)
    _, violations = run_axe(driver)
    assert violations == [], violations
    driver.get((site / "previews/transit/index.html").as_uri() + f"#appearance={theme}")
    _, violations = run_axe(driver)
    assert violations == [], violations
