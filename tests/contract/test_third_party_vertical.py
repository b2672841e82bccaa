"""A vertical published by a separate distribution plugs in with no edit to core/ or adapters/.

The laundry distribution beside this file is installed with pip into a private folder; a fresh Python
process with that folder on its path must find, load and run it like the shipped verticals.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

DISTRIBUTION = Path(__file__).with_name("laundry_distribution")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding the installed laundry distribution (package and dist-info with entry points)."""
    target = tmp_path_factory.mktemp("site")
    build = tmp_path_factory.mktemp("build")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "--target",
            str(target),
            str(DISTRIBUTION),
        ],
        check=True,
        capture_output=True,
        cwd=build,
    )
    return target


def _run(site: Path, code: str, **env: str) -> dict[str, object]:
    result = subprocess.run(
        [sys.executable, "-c", code],
        check=True,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": f"{site}:{Path.cwd()}", "PATH": "/usr/bin:/bin", **env},
    )
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_the_seventh_vertical_is_discovered_through_its_entry_point(site: Path) -> None:
    found = _run(
        site,
        "import json; from core.verticals import load_registry; "
        "r = load_registry(); print(json.dumps({'types': list(r.module_types), "
        "'label': r.get('laundry').label('fr').stores}))",
    )
    assert "laundry" in found["types"]
    assert {"food", "grocery", "pharmacy", "ecommerce", "parcel", "rental"} <= set(found["types"])  # type: ignore[arg-type]
    assert found["label"] == "blanchisseries"


def test_the_seventh_vertical_passes_the_contract_suite(site: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:xdist",
            str(Path(__file__).with_name("test_vertical_contract.py")),
            "-k",
            "laundry",
        ],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": f"{site}:{Path.cwd()}", "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert " passed" in result.stdout
