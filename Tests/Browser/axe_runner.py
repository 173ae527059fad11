"""Runs axe-core inside the page.

axe-core comes from the PyPI wheel axe-playwright-python, which ships axe.min.js (4.x) as
package data; only that file is used, not the package's Playwright code, so the package is
located without importing it.
"""

import importlib.util
from functools import lru_cache
from pathlib import Path

RUN_AXE = """
var done = arguments[arguments.length - 1];
axe.run(document).then(function (results) {
  done({
    version: axe.version,
    violations: results.violations.map(function (v) {
      return {
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map(function (n) { return { target: n.target, summary: n.failureSummary }; })
      };
    })
  });
}, function (error) { done({ error: String(error) }); });
"""


@lru_cache(maxsize=1)
def axe_source():
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("axe-playwright-python is not installed (pip install axe-playwright-python)")
    return (Path(list(spec.submodule_search_locations)[0]) / "axe.min.js").read_text(encoding="utf-8")


def run_axe(driver):
    """Returns (axe-core version, violations) for the page as it is now."""
    driver.set_script_timeout(60)
    driver.execute_script(axe_source())
    result = driver.execute_async_script(RUN_AXE)
    if "error" in result:
        raise RuntimeError(f"axe.run failed: {result['error']}")
    return result["version"], result["violations"]


def describe(violations):
    """Each violation's id, impact and every target node; axe's advice once, for the first node."""
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']}")
        for node in v["nodes"]:
            lines.append(f"  at {' '.join(map(str, node['target']))}")
        for detail in (v["nodes"][0]["summary"] or "").splitlines() if v["nodes"] else []:
            lines.append(f"    {detail.strip()}")
    return "\n".join(lines)
