"""A failure envelope renders the failed-first-load screen: one "Try again" row (PRODUCT.md §2.3)."""

from selenium.webdriver.support.ui import WebDriverWait

from preview import FIXTURES


def test_a_failure_envelope_renders_the_failed_screen_with_try_again(open_preview):
    page = open_preview(FIXTURES / "failed-envelope.json")
    assert "unauthorized" in page.rendered.stderr, "preview names the error's code"

    screen = page.find('[data-screen="preferences"][data-state="failed"]')
    assert screen.get_dom_attribute("data-error-code") == "unauthorized"
    retry = screen.find_element("css selector", '[data-action="retry"]')
    assert retry.text == "Try again"
    assert retry.is_displayed()
    assert page.topics() == []


def test_try_again_without_a_list_comes_back_to_the_failed_screen(open_preview):
    page = open_preview(FIXTURES / "failed-envelope.json")
    page.find('[data-action="retry"]').click()
    assert page.screen().get_dom_attribute("data-state") == "loading"
    WebDriverWait(page.driver, 5).until(lambda _: page.screen().get_dom_attribute("data-state") == "failed")
    assert page.find('[data-action="retry"]').text == "Try again"
