"""Makes preview pages with the real `preflight preview` and reads them through the §2.4 hooks."""

import os
import subprocess
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

REPO = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"


def preflight_binary():
    path = Path(os.environ.get("PREFLIGHT_BIN", ".build/debug/preflight"))
    return path if path.is_absolute() else REPO / path


def as_given(path):
    """A path inside the repository as the command line would name it from there: the page's
    header shows it, so the layout (and where a row sits) does not depend on where the
    repository was cloned."""
    path = Path(path)
    try:
        return str(path.resolve().relative_to(REPO))
    except ValueError:
        return str(path)


def render(catalog, output, *options, state=None):
    """Writes the page for `catalog` (and `state`) to `output`; returns the finished process."""
    command = [str(preflight_binary()), "preview", as_given(catalog), "--output", str(output), *options]
    if state is not None:
        command += ["--state", as_given(state)]
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, f"{' '.join(command)} exited {result.returncode}:\n{result.stderr}"
    return result


class PreviewPage:
    """A loaded preview page, read and driven only through its stable data-* hooks."""

    def __init__(self, driver):
        self.driver = driver

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def find_all(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    # The screen

    def screen(self):
        return self.find("[data-screen]")

    def row(self, slug):
        return self.find(f'[data-topic="{slug}"]')

    def topics(self):
        return [row.get_dom_attribute("data-topic") for row in self.find_all("[data-topic]")]

    def switch(self, slug):
        return self.find(f'[data-topic="{slug}"] [role="switch"]')

    def menu_button(self, slug):
        return self.find(f'[data-topic="{slug}"] .ios-menu-button[aria-haspopup="menu"]')

    def menu(self, slug):
        return self.find(f'[data-topic="{slug}"] [role="menu"]')

    def menu_item(self, slug, channel):
        """A channel's entry in a row's menu; channel "off" is the "Off" entry."""
        if channel == "off":
            return self.find(f'[data-topic="{slug}"] [role="menuitemcheckbox"][data-action="off"]')
        return self.find(f'[data-topic="{slug}"] [role="menuitemcheckbox"][data-channel="{channel}"]')

    def summary(self, slug):
        return self.find(f'[data-topic="{slug}"] [data-summary]').get_property("textContent")

    def checked_channels(self, slug):
        items = self.find_all(f'[data-topic="{slug}"] [role="menuitemcheckbox"][data-channel]')
        return [i.get_dom_attribute("data-channel") for i in items if is_checked(i)]

    def menu_is_open(self, slug):
        # Not is_displayed(): the menu fades in from opacity 0, which Selenium counts as hidden.
        menu = self.menu(slug)
        return menu.get_dom_attribute("hidden") is None and self.computed(menu, "display") != "none"

    # Keyboard

    def focus(self, element):
        self.driver.execute_script("arguments[0].focus()", element)

    def press(self, *keys):
        """Types keys into whatever has focus, as a person at a keyboard would."""
        ActionChains(self.driver).send_keys(*keys).perform()

    def focused(self):
        return self.driver.switch_to.active_element

    # The designer's toolbar

    def choose(self, control, value):
        Select(self.find(f'[data-control="{control}"]')).select_by_value(value)

    def tick(self, control):
        box = self.find(f'[data-control="{control}"]')
        if not box.is_selected():
            box.click()

    def wait_until_still(self, element, timeout=5):
        """Waits for the element's CSS animations (the menu's fade-in) to finish."""
        WebDriverWait(self.driver, timeout).until(
            lambda d: d.execute_script("return arguments[0].getAnimations().length === 0", element))

    def computed(self, element, prop):
        return self.driver.execute_script(
            "return getComputedStyle(arguments[0]).getPropertyValue(arguments[1])", element, prop)


def is_checked(element):
    return element.get_dom_attribute("aria-checked") == "true"
