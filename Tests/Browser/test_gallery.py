"""Many screens at once: a catalog's gallery (one toolbar for every phone), the compare page
(two pickers, differing rows outlined, the choice in the URL) and the previews index's
thumbnails, which fit a 390 px phone without sideways scrolling."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from preview import PreviewPage
from previews_site import build_site


@pytest.fixture
def site(tmp_path):
    return build_site(tmp_path)


def phones(driver):
    """Each phone's look, theme, text size, device, rows and screen state."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('.ios-phone')).map(p => { const s = p.querySelector('[data-screen]');"
        " return [p.dataset.look, p.dataset.theme, p.dataset.textSize, p.dataset.device, s.getAttribute('data-rows'), s.dataset.state]; })")


def emulate_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


# MARK: The gallery


def test_the_gallery_shows_every_state_and_one_toolbar_switches_every_phone(driver, site):
    driver.get((site / "previews/gym/gallery.html").as_uri())
    page = PreviewPage(driver)
    labels = [link.text for link in page.find_all(".pv-cell-link")]
    assert labels == ["Never chose", "Loud", 'Quiet <b>"all"</b>']
    assert len(phones(driver)) == 3
    for control, value in [("look", "ios26"), ("theme", "dark"), ("text-size", "ax3"), ("width", "375x667"), ("rows", "custom"), ("screen-state", "empty")]:
        page.choose(control, value)
    assert phones(driver) == [["ios26", "dark", "ax3", "375x667", "custom", "empty"]] * 3
    # Each phone is scaled to its column, never wider than the window.
    widths = driver.execute_script(
        "return Array.from(document.querySelectorAll('.ios-phone')).map(p => p.getBoundingClientRect().right <= document.documentElement.clientWidth)")
    assert widths == [True] * 3


def test_a_phone_name_opens_its_full_preview_with_the_same_fragment(driver, site):
    driver.get((site / "previews/gym/gallery.html").as_uri())
    page = PreviewPage(driver)
    page.choose("look", "ios26")
    page.choose("text-size", "xlarge")
    fragment = driver.execute_script("return location.hash")
    assert "look=ios26" in fragment and "size=xLarge" in fragment
    link = page.find('.pv-cell-link[data-href="quiet.html"]')
    assert link.get_dom_attribute("href") == "quiet.html" + fragment
    link.click()
    WebDriverWait(driver, 5).until(lambda d: d.current_url.split("#")[0].endswith("/previews/gym/quiet.html"))
    assert phones(driver)[0][:3] == ["ios26", phones(driver)[0][1], "xlarge"]


def test_a_shared_gallery_link_opens_as_it_was_shown(driver, site):
    driver.get((site / "previews/gym/gallery.html").as_uri() + "#look=ios26&appearance=dark&size=AX1&rows=custom")
    assert phones(driver) == [["ios26", "dark", "ax1", "393", "custom", "loaded"]] * 3


def test_the_gallery_and_the_index_follow_the_system_dark_mode(driver, site):
    emulate_scheme(driver, "dark")
    try:
        driver.get((site / "previews/gym/gallery.html").as_uri())
        assert {phone[1] for phone in phones(driver)} == {"dark"}
        emulate_scheme(driver, "light")
        WebDriverWait(driver, 5).until(lambda d: {phone[1] for phone in phones(d)} == {"light"})
        driver.get((site / "previews/gym/gallery.html").as_uri() + "#appearance=light")
        emulate_scheme(driver, "dark")
        assert {phone[1] for phone in phones(driver)} == {"light"}, "the URL's appearance wins"
    finally:
        emulate_scheme(driver, "")


def test_the_toolbar_choice_carries_across_gallery_pages(driver, tmp_path):
    site = build_site(tmp_path, extra_states=30)
    driver.get((site / "previews/gym/gallery.html").as_uri())
    page = PreviewPage(driver)
    page.choose("look", "ios26")
    page.choose("theme", "dark")
    nav = page.find('nav[aria-label="Gallery pages"]')
    assert "Page 1 of 2" in nav.text
    assert page.find(".pv-header [data-gallery-range]").text == "1–24 of 33"
    nav.find_element(By.CSS_SELECTOR, 'a[rel="next"]').click()
    WebDriverWait(driver, 5).until(lambda d: d.current_url.split("#")[0].endswith("/previews/gym/gallery-2.html"))
    assert "look=ios26" in driver.execute_script("return location.hash")
    assert page.find(".pv-header [data-gallery-range]").text == "25–33 of 33"
    assert page.find('nav[aria-label="Gallery pages"] a[rel="prev"]').accessible_name == "← Previous page"
    assert driver.execute_script("return document.documentElement.getAttribute('data-preview-theme')") == "dark"
    # Every framed phone shows its screen alone, in the chosen look and appearance.
    frames = page.find_all("iframe[data-frame]")
    assert len(frames) == 9
    frame = frames[0]
    WebDriverWait(driver, 10).until(lambda _: frame.get_dom_attribute("style") and "height" in frame.get_dom_attribute("style"))
    driver.switch_to.frame(frame)
    try:
        WebDriverWait(driver, 5).until(lambda d: phones(d) and phones(d)[0][:2] == ["ios26", "dark"])
        assert driver.execute_script("return document.documentElement.hasAttribute('data-embed')")
    finally:
        driver.switch_to.default_content()
    # A toolbar change on this page reaches the frames too.
    page.choose("text-size", "ax2")
    assert "size=AX2" in frame.get_dom_attribute("src")


# MARK: The compare page


def compare_state(driver):
    return driver.execute_script(
        "const m = document.querySelector('[data-compare]'); return [m.getAttribute('data-changed'),"
        " document.querySelector('[data-compare-status]').textContent]")


def frame_rows(driver, side):
    """The rows a side's frame outlines as differing, and its phones' look and theme."""
    frame = driver.find_element(By.CSS_SELECTOR, f'iframe[data-side="{side}"]')
    driver.switch_to.frame(frame)
    try:
        return driver.execute_script(
            "const p = document.querySelector('.ios-phone');"
            "return [Array.from(document.querySelectorAll('[data-compare-changed]')).map(r => r.dataset.topic).sort(),"
            " p.dataset.look, p.dataset.theme, document.documentElement.hasAttribute('data-embed')]")
    finally:
        driver.switch_to.default_content()


def test_compare_marks_the_rows_that_differ_and_keeps_the_choice_in_the_url(driver, site):
    driver.get((site / "previews/compare.html").as_uri() + "#left=gym/index.html&right=gym/quiet.html")
    WebDriverWait(driver, 10).until(lambda d: compare_state(d)[0] is not None)
    assert compare_state(driver) == ["2", "2 rows differ: class-changes, gym-reminders"]
    assert frame_rows(driver, "left")[0] == ["class-changes", "gym-reminders"]
    assert frame_rows(driver, "right")[0] == ["class-changes", "gym-reminders"]
    assert frame_rows(driver, "left")[3], "the frame shows only the phone"

    Select(driver.find_element(By.CSS_SELECTOR, '[data-pick="right"]')).select_by_value("gym/loud.html")
    assert "right=gym%2Floud.html" in driver.execute_script("return location.hash")
    WebDriverWait(driver, 10).until(lambda d: compare_state(d)[1] == "1 row differs: partner-news")
    assert frame_rows(driver, "right")[0] == ["partner-news"]

    Select(driver.find_element(By.CSS_SELECTOR, '[data-pick="right"]')).select_by_value("gym/index.html")
    WebDriverWait(driver, 10).until(lambda d: compare_state(d)[0] == "0")
    assert frame_rows(driver, "left")[0] == []


def test_the_compare_toolbar_switches_both_phones(driver, site):
    driver.get((site / "previews/compare.html").as_uri() + "#left=gym/index.html&right=transit/index.html")
    WebDriverWait(driver, 10).until(lambda d: compare_state(d)[0] is not None)
    page = PreviewPage(driver)
    page.choose("look", "ios26")
    page.choose("theme", "dark")
    assert "look=ios26" in driver.execute_script("return location.hash")
    for side in ["left", "right"]:
        WebDriverWait(driver, 10).until(lambda d: frame_rows(d, side)[1:3] == ["ios26", "dark"])
    link = driver.find_element(By.CSS_SELECTOR, '[data-open="right"]').get_dom_attribute("href")
    assert link.startswith("transit/index.html#") and "look=ios26" in link and "embed" not in link


# MARK: The previews index


def test_the_index_shows_a_thumbnail_per_catalog_and_fits_a_phone(driver, site):
    driver.get((site / "previews/index.html").as_uri())
    thumbs = driver.find_elements(By.CSS_SELECTOR, ".preview-thumb")
    assert len(thumbs) == 2
    for thumb in thumbs:
        assert thumb.get_dom_attribute("inert") is not None and thumb.get_dom_attribute("aria-hidden") == "true"
        assert thumb.size["width"] > 50 and thumb.size["height"] > 100
    links = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".preview-card-link")]
    assert links == ["Browser tests", "Stadtwerke"]
    # The window is 393 px wide (browser.PHONE): nothing scrolls sideways.
    assert driver.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    # The thumbnail takes no focus: its controls are inert.
    assert driver.execute_script(
        "const b = document.querySelector('.preview-thumb button, .preview-thumb [role=switch]'); b.focus(); return document.activeElement !== b")


def test_index_thumbnails_follow_the_docs_appearance(driver, site):
    emulate_scheme(driver, "dark")
    try:
        driver.get((site / "previews/index.html").as_uri())
        driver.execute_script("localStorage.removeItem('pf-theme')")
        driver.refresh()
        themes = lambda d: d.execute_script(
            "return [document.documentElement.dataset.theme].concat(Array.from(document.querySelectorAll('.ios-phone')).map(p => p.dataset.theme))")
        assert themes(driver) == ["dark", "dark", "dark"]
        driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
        assert themes(driver) == ["light", "light", "light"]
    finally:
        driver.execute_script("localStorage.removeItem('pf-theme')")
        emulate_scheme(driver, "")
