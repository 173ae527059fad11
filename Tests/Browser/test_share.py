"""Shareable state: every toolbar choice in the URL fragment, read on load, kept across reloads
(live reloads under `preflight serve` too), a "Copy link" button, and print on one page."""

import re
import shutil
import subprocess
import threading

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from preview import FIXTURES, REPO, PreviewPage, preflight_binary

FULL = "#look=ios26&appearance=dark&size=AX3&width=430&rows=custom&screen=loaded&full-length=0&annotate=1&fail-saves=0"


def hash_of(page):
    return page.driver.execute_script("return location.hash")


def control_values(page):
    return page.driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-control]'))"
        ".map(c => c.getAttribute('data-control') + '=' + (c.type === 'checkbox' ? c.checked : c.value))")


def phone_state(page):
    """What the phone shows, read from the page rather than from the toolbar."""
    return page.driver.execute_script(
        "const p = document.querySelector('.ios-phone'), s = document.querySelector('[data-screen]');"
        "return [p.dataset.look, p.dataset.theme, p.dataset.textSize, getComputedStyle(p).getPropertyValue('--ios-phone-width').trim(),"
        " s.getAttribute('data-rows'), p.dataset.annotate, s.dataset.state]")


def test_choices_go_into_the_fragment_and_come_back_after_a_reload(open_preview):
    page = open_preview()
    page.choose("look", "ios26")
    page.choose("theme", "dark")
    page.choose("text-size", "ax3")
    page.choose("width", "430")
    page.choose("rows", "custom")
    page.tick("annotate")
    assert hash_of(page) == FULL
    before = control_values(page), phone_state(page)
    assert before[1] == ["ios26", "dark", "ax3", "430px", "custom", "on", "loaded"]

    page.driver.refresh()
    page = PreviewPage(page.driver)
    WebDriverWait(page.driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    assert hash_of(page) == FULL
    assert (control_values(page), phone_state(page)) == before


def test_a_link_opens_the_screen_as_it_names(open_preview, driver):
    page = open_preview()
    url = driver.current_url.split("#")[0]
    # Sizes in any case, a screen state, a key the toolbar does not know (kept), a bad value (ignored).
    driver.get(url + "#appearance=dark&size=ax1&screen=empty&look=ios99&extra=kept")
    driver.refresh()
    page = PreviewPage(driver)
    assert phone_state(page)[:3] == ["ios18", "dark", "ax1"]
    assert page.screen().get_dom_attribute("data-state") == "empty"
    assert page.find('[data-control="screen-state"]').get_property("value") == "empty"
    assert hash_of(page) == "#appearance=dark&size=ax1&screen=empty&look=ios99&extra=kept", "loading rewrites nothing"
    page.choose("rows", "custom")
    assert hash_of(page) == (
        "#look=ios18&appearance=dark&size=AX1&width=393&rows=custom&screen=empty&full-length=0&annotate=0&fail-saves=0&extra=kept")


def test_a_page_written_with_text_size_and_width_starts_there(open_preview):
    page = open_preview(FIXTURES / "catalog.json", "--text-size", "xxxLarge", "--width", "375")
    assert phone_state(page)[2:4] == ["xxxlarge", "375px"]
    assert hash_of(page) == ""
    page.tick("annotate")
    assert "size=xxxLarge&width=375" in hash_of(page)


def test_copy_link_copies_the_address_with_the_choices_and_says_so(open_preview, driver):
    page = open_preview()
    page.choose("theme", "dark")
    driver.execute_script(
        "window.copied = []; navigator.clipboard.writeText = t => { window.copied.push(t); return Promise.resolve(); };")
    page.find("[data-copy-link]").click()
    status = page.find('[data-copy-status][role="status"]')
    WebDriverWait(driver, 5).until(lambda _: status.text == "Link copied")
    assert driver.execute_script("return window.copied") == [driver.current_url]
    assert "appearance=dark" in driver.current_url


def test_copy_link_falls_back_without_the_clipboard_api(open_preview, driver):
    page = open_preview()
    driver.execute_script(
        "Object.defineProperty(navigator, 'clipboard', { value: undefined });"
        "window.copied = []; document.execCommand = c => { window.copied.push(document.activeElement.value); return true; };")
    page.find("[data-copy-link]").click()
    WebDriverWait(driver, 5).until(lambda _: page.find("[data-copy-status]").text == "Link copied")
    assert driver.execute_script("return window.copied") == [driver.current_url]


def test_print_shows_one_screen_on_one_page(open_preview, driver):
    page = open_preview(FIXTURES / "catalog.json", "--text-size", "AX5")
    # A full-length AX5 screen is far taller than a printed page.
    page.tick("full-length")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert not page.find(".pv-toolbar").is_displayed()
        phone = page.find(".ios-phone")
        assert page.computed(phone, "break-inside") == "avoid"
        driver.execute_script("window.dispatchEvent(new Event('beforeprint'))")
        height = driver.execute_script(
            "const p = arguments[0]; return p.getBoundingClientRect().height", phone)
        assert float(phone.value_of_css_property("zoom")) < 1, "an AX5 screen is scaled down"
        assert height <= 880
        driver.execute_script("window.dispatchEvent(new Event('afterprint'))")
        assert phone.value_of_css_property("zoom") == "1"
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


@pytest.fixture
def served(tmp_path):
    """(base URL, content folder) of a `preflight serve` of a one-catalog site."""
    content = tmp_path / "content"
    (content / "catalogs").mkdir(parents=True)
    shutil.copy(FIXTURES / "catalog.json", content / "catalogs/c.json")
    process = subprocess.Popen(
        [str(preflight_binary()), "serve", "--port", "0", "--content", str(content), "--output", str(tmp_path / "site")],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = None
        for line in process.stdout:  # blocks until the server says where it listens
            found = re.search(r"at http://127\.0\.0\.1:(\d+)/", line)
            if found:
                port = found.group(1)
                break
        assert port, "preflight serve printed no address"
        threading.Thread(target=process.stdout.read, daemon=True).start()  # keep its pipe drained
        yield f"http://127.0.0.1:{port}/", content
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_the_fragment_survives_a_live_reload(served, driver):
    base, content = served
    driver.get(base + "previews/c/index.html" + FULL)
    page = PreviewPage(driver)
    state = phone_state(page)
    assert state == ["ios26", "dark", "ax3", "430px", "custom", "on", "loaded"]
    driver.execute_script("window.beforeReload = true")

    catalog = content / "catalogs/c.json"
    catalog.write_text(catalog.read_text().replace('"Partner news"', '"Partner offers"'))
    # The reload event replaces the document: wait for the new one, with the new name in it.
    WebDriverWait(driver, 60).until(lambda d: d.execute_script(
        "return window.beforeReload === undefined && document.readyState === 'complete'"
        " && !!document.querySelector('[data-topic=\"partner-news\"] [data-title]')"
        " && document.querySelector('[data-topic=\"partner-news\"] [data-title]').textContent === 'Partner offers'"))
    page = PreviewPage(driver)
    assert hash_of(page) == FULL
    assert phone_state(page) == state


def emulate_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def test_a_page_follows_the_system_appearance_unless_the_url_or_a_flag_says_otherwise(open_preview, driver):
    emulate_scheme(driver, "dark")
    try:
        page = open_preview()
        assert phone_state(page)[1] == "dark", "no choice anywhere: the system's dark mode"
        assert page.find('[data-control="theme"]').get_property("value") == "dark"
        assert hash_of(page) == ""
        emulate_scheme(driver, "light")
        WebDriverWait(driver, 5).until(lambda _: phone_state(page)[1] == "light")
        emulate_scheme(driver, "dark")
        WebDriverWait(driver, 5).until(lambda _: phone_state(page)[1] == "dark")

        url = driver.current_url.split("#")[0]
        driver.get(url + "#appearance=light")
        driver.refresh()
        page = PreviewPage(driver)
        assert phone_state(page)[1] == "light", "the URL's appearance wins"

        page = open_preview(FIXTURES / "catalog.json", "--theme", "light")
        assert phone_state(page)[1] == "light", "so does --theme"
        assert page.find('[data-control="theme"]').get_dom_attribute("data-follow-system") is None
    finally:
        emulate_scheme(driver, "")
