"""A vertical published by a separate distribution plugs in with no edit to core/ or adapters/.

The laundry distribution beside this file is installed with pip into a private folder; a fresh Python
process with that folder on its path must find, load and run it like the shipped verticals: discovered,
migrated, its route mounted and documented, its policy published, its message translated
(laundry_checks.py, real HTTP on SQLite and PostgreSQL).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from core.verticals import load_registry
from tests.contract.laundry_server import install

ROOT = Path(__file__).parents[2]


def _env(site: Path) -> dict[str, str]:
    # Only the installed distribution and this checkout on the path; the test databases pass through.
    passed = {k: v for k, v in os.environ.items() if k in ("TEST_POSTGRES_URL", "TEST_REDIS_URL", "HOME")}
    return {"PYTHONPATH": f"{site}:{ROOT}", "PATH": "/usr/bin:/bin", **passed}


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding the installed laundry distribution (package and dist-info with entry points)."""
    target = tmp_path_factory.mktemp("site")
    install(target)
    return target


def _run(site: Path, code: str, **env: str) -> dict[str, object]:
    result = subprocess.run(
        [sys.executable, "-c", code],
        check=True,
        capture_output=True,
        text=True,
        env={**_env(site), **env},
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


def _pytest(site: Path, *args: str) -> str:
    """Run pytest in a fresh process that sees the installed laundry distribution; its output, once it passed."""
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", *args],
        capture_output=True,
        text=True,
        env=_env(site),
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def test_the_seventh_vertical_passes_the_contract_suite(site: Path) -> None:
    suite = sorted(str(path) for path in Path(__file__).parent.glob("test_vertical_contract*.py"))
    output = _pytest(site, *suite, "-k", "laundry")
    assert " passed" in output


def test_the_seventh_vertical_runs_through_the_real_application(site: Path) -> None:
    # Migrated, its route answering and documented, its policy in /module, its message translated.
    output = _pytest(site, str(Path(__file__).with_name("laundry_checks.py")))
    passed = re.search(r"(\d+) passed", output)
    assert passed is not None, output
    assert int(passed[1]) >= 8, output
    if os.environ.get("TEST_POSTGRES_URL"):
        assert "skipped" not in output, "PostgreSQL ran too"


def test_no_file_of_core_adapters_or_the_shipped_verticals_names_the_laundry() -> None:
    # The module type, the package and its paths ("Laundry detergent" is a grocery item, not a mention).
    names = ('"laundry"', "'laundry'", "laundry_vertical", "laundry_services", "/laundry/")
    for package in ("core", "adapters", "verticals"):
        for path in (ROOT / package).rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            assert not [name for name in names if name in source], path


def test_the_laundry_is_not_importable_without_its_distribution() -> None:
    assert "laundry" not in load_registry().module_types
    with pytest.raises(ImportError):
        __import__("laundry_vertical")
