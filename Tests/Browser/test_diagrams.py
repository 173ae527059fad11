"""Mermaid diagrams drawn at build time: the page shows the drawing of its appearance (an
`svg` with shapes in it), with no script, and axe-core finds nothing. Built with the real
`preflight build`; skipped only where Chromium's Mermaid (the PyPI package nicegui) is missing."""

import importlib.util
import json
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from axe_runner import describe, run_axe
from preview import preflight_binary

PAGE = """---
title: Flows
---

# Flows

```mermaid
flowchart LR
  A[Open settings] --> B{Signed in?}
  B -->|yes| C[Preferences]
```

```mermaid
sequenceDiagram
  accTitle: Saving a choice
  App->>API: PUT /preferences
  API-->>App: 200 OK
```
"""


@pytest.fixture
def site(tmp_path):
    if importlib.util.find_spec("nicegui") is None:
        pytest.skip("needs the PyPI package nicegui (scripts/install-deps.sh installs it)")
    content = tmp_path / "content"
    (content / "docs").mkdir(parents=True)
    (content / "docs" / "index.md").write_text(PAGE)
    (content / "docs.json").write_text(json.dumps(
        {"name": "Flows", "navigation": {"groups": [{"group": "G", "pages": ["index"]}]}}))
    output = tmp_path / "site"
    command = [str(preflight_binary()), "build", "--content", str(content), "--output", str(output), "--no-cache"]
    result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "mermaid_unavailable" not in result.stderr, result.stderr
    return output


def drawn(driver):
    """The names and shape counts of the diagrams the reader sees."""
    return [(figure.get_attribute("aria-label"),
             len(figure.find_elements(By.CSS_SELECTOR, "svg rect, svg path, svg polygon")))
            for figure in driver.find_elements(By.CSS_SELECTOR, ".pf-diagram [role=img]") if figure.is_displayed()]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_each_diagram_is_drawn_once_in_the_pages_appearance(driver, site, theme):
    driver.get((site / "index.html").as_uri())
    driver.execute_script("localStorage.clear()")
    driver.get((site / "index.html").as_uri())
    if driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") != theme:
        driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == theme)
    shown = drawn(driver)
    assert [name for name, _ in shown] == ["Diagram", "Saving a choice"]
    assert all(shapes > 0 for _, shapes in shown), shown
    visible = driver.find_elements(By.CSS_SELECTOR, f".pf-diagram-{theme} svg")
    assert visible and all(svg.size["width"] > 100 and svg.size["height"] > 40 for svg in visible)
    # Mermaid's themes: the dark drawing's text is light.
    fill = driver.execute_script(
        "return getComputedStyle(arguments[0]).fill", driver.find_element(By.CSS_SELECTOR, f".pf-diagram-{theme} svg"))
    assert fill == ("rgb(51, 51, 51)" if theme == "light" else "rgb(204, 204, 204)")
    version, violations = run_axe(driver)
    if violations:
        pytest.fail(f"axe-core {version} found {len(violations)} violation(s):\n{describe(violations)}", pytrace=False)
