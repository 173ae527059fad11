"""Builds a small site with the real `preflight build`: two catalogs and two states, names with
markup in them, for the gallery, the compare page and the previews index."""

import json
import shutil
import subprocess

from preview import FIXTURES, preflight_binary

STATES = {
    "quiet": {"subscriber": "u-1", "label": "Quiet <b>\"all\"</b>", "choices": {"gym-reminders": False, "class-changes": False}},
    "loud": {"subscriber": "u-2", "label": "Loud", "choices": {"partner-news": True}},
}


def build_site(tmp_path, extra_states=0):
    """Writes the content into `tmp_path` and builds it into `tmp_path/_site`; returns that folder.
    `extra_states` more subscribers (`s00`, `s01`, …) make a gallery of several pages."""
    catalogs = tmp_path / "content/catalogs"
    states = tmp_path / "content/states"
    catalogs.mkdir(parents=True)
    states.mkdir(parents=True)
    shutil.copy(FIXTURES / "catalog.json", catalogs / "gym.json")
    shutil.copy(FIXTURES / "long-catalog.json", catalogs / "transit.json")
    for name, state in STATES.items():
        (states / f"{name}.json").write_text(json.dumps(state))
    for index in range(extra_states):
        (states / f"s{index:02}.json").write_text(json.dumps({"subscriber": f"u-{index}", "choices": {"gym-reminders": index % 2 == 0}}))
    command = [str(preflight_binary()), "build", "--output", str(tmp_path / "_site")]
    result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, f"{' '.join(command)} exited {result.returncode}:\n{result.stderr}"
    return tmp_path / "_site"
