"""Formulas typeset by KaTeX: at build time, or, where the build finds no Node.js, in the
browser by Debian's libjs-katex. Either way each shows as a `.katex` element with a size, in
KaTeX's fonts, with its MathML for assistive technology, in the text's colour in either
appearance; only the browser-typeset page loads a script; axe-core finds nothing. Built with
the real `preflight build`; skipped only where Node.js or Debian's KaTeX is missing."""

import json
import os
import shutil
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from axe_runner import describe, run_axe
from preview import preflight_binary

PAGE = r"""---
title: Rates
---

# Rates

The delivery rate $r = \frac{d}{s}$ of a channel, for $5 and $10 alike.

$$
\sum_{i=1}^{n} i = \frac{n(n+1)}{2}
$$

Also <Latex>\sqrt{x^2 + y^2}</Latex> inline.
"""


def build(tmp_path, page, environment=None):
    """The site of one page built by `preflight build`, and what the build printed."""
    content = tmp_path / "content"
    (content / "docs").mkdir(parents=True)
    (content / "docs" / "index.md").write_text(page)
    (content / "docs.json").write_text(json.dumps(
        {"name": "Rates", "navigation": {"groups": [{"group": "G", "pages": ["index"]}]}}))
    output = tmp_path / "site"
    command = [str(preflight_binary()), "build", "--content", str(content), "--output", str(output), "--no-cache"]
    result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=300,
                            env={**os.environ, **(environment or {})})
    assert result.returncode == 0, result.stderr
    assert "math_unavailable" not in result.stderr, result.stderr
    return output, result.stderr


@pytest.fixture(params=["build", "browser"])
def site(request, tmp_path):
    """The page typeset at build time, and the same page typeset in the browser (no Node.js)."""
    if not os.path.exists("/usr/share/javascript/katex/katex.min.js"):
        pytest.skip("needs libjs-katex (scripts/install-deps.sh installs it)")
    if request.param == "build":
        if shutil.which("node") is None or not os.path.exists("/usr/share/nodejs/katex/package.json"):
            pytest.skip("needs nodejs and katex (scripts/install-deps.sh installs them)")
        output, printed = build(tmp_path, PAGE)
        assert "math_typeset_in_browser" not in printed, printed
    else:
        output, printed = build(tmp_path, PAGE, {"PREFLIGHT_NODE": ""})
        assert "warning[math_typeset_in_browser]: 3 formulas are typeset in the browser" in printed, printed
    return output, request.param


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_each_formula_is_typeset_in_the_pages_appearance(driver, site, theme):
    site, typeset = site
    driver.get((site / "index.html").as_uri())
    driver.execute_script("localStorage.clear()")
    driver.get((site / "index.html").as_uri())
    if driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") != theme:
        driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == theme)
    # In the browser, KaTeX replaces each formula's TeX once its deferred script has run.
    WebDriverWait(driver, 10).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "code[data-katex]"))
    # KaTeX's fonts load from the site's own copy, offline.
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.fonts.status === 'loaded' && document.fonts.check('16px KaTeX_Main')"))
    formulas = driver.find_elements(By.CSS_SELECTOR, ".doc-body .katex")
    assert len(formulas) == 3
    for formula in formulas:
        assert formula.size["width"] > 10 and formula.size["height"] > 10, formula.size
    # The HTML part is what the eye sees; the MathML is what assistive technology reads.
    assert len(driver.find_elements(By.CSS_SELECTOR, ".katex-mathml math")) == 3
    assert all(part.get_attribute("aria-hidden") == "true"
               for part in driver.find_elements(By.CSS_SELECTOR, ".katex-html"))
    display = driver.find_element(By.CSS_SELECTOR, ".katex-display")
    assert display.size["height"] > 40
    assert driver.execute_script("return getComputedStyle(arguments[0]).fontFamily",
                                 driver.find_element(By.CSS_SELECTOR, ".katex")).startswith("KaTeX_Main")
    # Formulas take the text's colour, so they follow the appearance.
    text, math = driver.execute_script(
        "return [getComputedStyle(document.querySelector('.doc-body p')).color,"
        " getComputedStyle(document.querySelector('.katex .mord')).color]")
    assert math == text
    assert "$5 and $10 alike" in driver.find_element(By.CSS_SELECTOR, ".doc-body p").text
    # Only the page whose formulas were left to the browser loads KaTeX's script, from the site.
    scripts = [element.get_attribute("src") for element in driver.find_elements(By.CSS_SELECTOR, "script[src*=katex]")]
    if typeset == "build":
        assert not scripts
    else:
        assert [src.rsplit("/", 3)[-3:] for src in scripts] == [["assets", "katex", "katex.min.js"],
                                                                 ["assets", "katex", "typeset.js"]]
        assert all(src.startswith("file://") for src in scripts)
    version, violations = run_axe(driver)
    if violations:
        pytest.fail(f"axe-core {version} found {len(violations)} violation(s):\n{describe(violations)}", pytrace=False)


def test_in_the_browser_a_formula_katex_cannot_read_shows_its_message_in_place(driver, tmp_path):
    if not os.path.exists("/usr/share/javascript/katex/katex.min.js"):
        pytest.skip("needs libjs-katex (scripts/install-deps.sh installs it)")
    site, _ = build(tmp_path, "# Bad\n\nGood $x^2$ and bad $\\frac{a}{b$ here.\n", {"PREFLIGHT_NODE": ""})
    driver.get((site / "index.html").as_uri())
    WebDriverWait(driver, 10).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "code[data-katex]"))
    # The good formula is typeset all the same; the bad one is KaTeX's red message with its TeX.
    assert len(driver.find_elements(By.CSS_SELECTOR, ".doc-body .katex .katex-mathml math")) == 1
    error = driver.find_element(By.CSS_SELECTOR, ".doc-body .katex-error")
    assert error.text == "\\frac{a}{b"
    assert "expected '}'" in error.get_attribute("title")
