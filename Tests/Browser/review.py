"""Makes review pages with the real `preflight diff --html` and drives their subscriber picker."""

import subprocess

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from preview import FIXTURES, REPO, preflight_binary

REVIEW = FIXTURES / "review"


def render_review(output, states=REVIEW / "states.jsonl"):
    """Writes the review of the fixture catalogs (with `states`, when not None) to `output`."""
    command = [str(preflight_binary()), "diff", str(REVIEW / "old.json"), str(REVIEW / "new.json"), "--html", str(output)]
    if states is not None:
        command += ["--states", str(states)]
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=60)
    assert result.returncode == 1, f"{' '.join(command)} exited {result.returncode}:\n{result.stderr}"
    return output


class ReviewPage:
    """A loaded review page, read through its hooks: the phones' data-* and the picker's."""

    def __init__(self, driver):
        self.driver = driver

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def find_all(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def search_box(self):
        return self.find("#rv-search")

    def options(self):
        return [o.text.split("\n")[0] for o in self.find_all('#rv-options [role="option"]') if o.is_displayed()]

    def picked(self):
        return self.find("[data-picker]").get_dom_attribute("data-subscriber")

    def wait_for_pick(self, name, timeout=5):
        WebDriverWait(self.driver, timeout).until(lambda d: self.picked() == name)

    def row(self, phone, slug):
        return self.find(f'#{phone}-screen [data-topic="{slug}"]')

    def switch_on(self, phone, slug):
        return self.find(f'#{phone}-screen [data-topic="{slug}"] [role="switch"]').get_dom_attribute("aria-checked") == "true"

    def summary(self, phone, slug):
        return self.find(f'#{phone}-screen [data-topic="{slug}"] [data-summary]').get_property("textContent")

    def chosen_note(self, phone, slug):
        notes = self.find_all(f'#{phone}-screen [data-topic="{slug}"] .rv-chosen')
        return notes[0].text if notes else None

    def change_row(self, kind):
        return self.find(f'tr.rv-change[data-change="{kind}"]')
