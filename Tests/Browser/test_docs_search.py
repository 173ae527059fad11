"""Docs-site search and header on a phone, on a site built with the real `preflight build`."""

import json
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from preview import FIXTURES, REPO, preflight_binary

FILLER = "Plain words that fill the page and push the rest far down. " * 200


@pytest.fixture
def docs_site(tmp_path):
    """A docs site with a long page whose last paragraph holds a rare word, a navbar and a preview."""
    content = tmp_path / "content"
    (content / "catalogs").mkdir(parents=True)
    (content / "catalogs" / "gym.json").write_text((FIXTURES / "catalog.json").read_text())
    (content / "docs.json").write_text(json.dumps({
        "name": "Long",
        "navbar": {
            "links": [{"label": "Community", "href": "https://example.test/community"},
                      {"label": "Changelog", "href": "/index"}],
            "primary": {"type": "button", "label": "Get started", "href": "https://example.test/start"},
        },
        "navigation": [{"group": "Guides", "pages": ["index"]}],
    }))
    (content / "index.md").write_text(
        "# The long guide\n\n" + FILLER + "\n\n## Last words\n\nThe zanzibar flag is set at the very end.\n")
    output = tmp_path / "site"
    command = [str(preflight_binary()), "build", "--content", str(content), "--output", str(output)]
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return output


def search(driver, query):
    field = driver.find_element(By.ID, "search-input")
    field.clear()
    field.send_keys(query)
    results = driver.find_element(By.ID, "search-results")
    WebDriverWait(driver, 10).until(lambda _: results.is_displayed() and results.find_elements(By.CSS_SELECTOR, "li"))
    return results


def test_search_finds_a_word_at_the_end_of_a_long_page_and_marks_it(driver, docs_site):
    driver.get((docs_site / "index.html").as_uri())
    results = search(driver, "zanzibar")
    links = results.find_elements(By.CSS_SELECTOR, "a[role=option]")
    assert [link.find_element(By.CSS_SELECTOR, ".result-title").text for link in links] == ["The long guide"]
    marks = links[0].find_elements(By.CSS_SELECTOR, ".result-excerpt mark")
    assert [mark.text.lower() for mark in marks] == ["zanzibar"]
    assert "flag" in links[0].find_element(By.CSS_SELECTOR, ".result-excerpt").text


def test_search_finds_the_settings_screen_previews(driver, docs_site):
    driver.get((docs_site / "index.html").as_uri())
    results = search(driver, "Never chose")
    hrefs = [link.get_attribute("href") for link in results.find_elements(By.CSS_SELECTOR, "a[role=option]")]
    assert any("/previews/" in href for href in hrefs), hrefs


def test_on_a_phone_every_header_link_is_reachable_and_nothing_scrolls_sideways(driver, docs_site):
    for page in ("index.html", "previews/index.html"):
        driver.get((docs_site / page).as_uri())
        width = driver.execute_script("return document.documentElement.clientWidth")
        assert width < 400
        overflow = driver.execute_script(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{page} scrolls sideways by {overflow}px"
    driver.get((docs_site / "index.html").as_uri())
    links = driver.find_elements(By.CSS_SELECTOR, ".site-links a")
    assert [link.text for link in links][-3:] == ["Community", "Changelog", "Get started"]
    for link in links:
        driver.execute_script("arguments[0].scrollIntoView({inline: 'nearest', block: 'nearest'})", link)
        assert link.is_displayed(), link.text
        box = driver.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.left, r.right]", link)
        assert 0 <= box[0] and box[1] <= driver.execute_script("return innerWidth"), (link.text, box)


@pytest.fixture
def sharded_site(tmp_path):
    """300 pages, so the search index comes in four shards; one page alone holds a rare word."""
    content = tmp_path / "content"
    (content / "docs").mkdir(parents=True)
    keys = [f"page-{number}" for number in range(300)]
    (content / "docs.json").write_text(json.dumps({"name": "Shards", "navigation": [{"group": "G", "pages": keys}]}))
    for key in keys:
        (content / "docs" / f"{key}.md").write_text(f"# Title {key}\n\nCommon words of {key}.\n")
    (content / "docs" / "page-211.md").write_text("# The odd page\n\nOnly here: quetzal.\n")
    output = tmp_path / "site"
    command = [str(preflight_binary()), "build", "--content", str(content), "--output", str(output)]
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert (output / "search-index.js").read_text() == "window.PF_SEARCH_SHARDS=4;\n"
    assert sorted(path.name for path in (output / "search-index").iterdir()) == [f"{n}.js" for n in range(4)]
    return output


def test_search_loads_every_shard_of_the_index(driver, sharded_site):
    driver.get((sharded_site / "page-3.html").as_uri())
    results = search(driver, "quetzal")
    links = results.find_elements(By.CSS_SELECTOR, "a[role=option]")
    assert [link.find_element(By.CSS_SELECTOR, ".result-title").text for link in links] == ["The odd page"]
    assert links[0].get_attribute("href").endswith("/page-211.html")
    # Every page is found, whichever shard holds it: a word on all of them fills the list.
    results = search(driver, "common words")
    assert len(results.find_elements(By.CSS_SELECTOR, "a[role=option]")) == 12
    entries = driver.execute_script("return (window.PF_SEARCH_PARTS || []).map(function (p) { return p.length; })")
    # The 300 pages and the previews index.
    assert len(entries) == 4 and sum(entries) == 301
