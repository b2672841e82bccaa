"""Adding a background job is adding one module to adapters/jobs/work/: the registry finds it by itself."""

from __future__ import annotations

from pathlib import Path

from adapters.jobs import work
from adapters.jobs.registry import JOBS, by_name


def test_every_module_of_the_work_folder_is_a_registered_job() -> None:
    modules = {path.stem for path in Path(work.__file__).parent.glob("*.py") if path.stem != "__init__"}
    assert len(JOBS) == len(modules) >= 3
    assert {"housekeeping", "demo_dispatch", "delete_file"} <= set(by_name(JOBS))
