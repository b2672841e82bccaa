"""Every background job: the `JOB` of each module in adapters/jobs/work/, found there. Adding a job is adding
one module that defines its `JOB` (README, "Background jobs"); a module without one stops the start."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable, Mapping

from adapters.jobs import work
from adapters.jobs.job import Job


def discovered() -> tuple[Job, ...]:
    """The `JOB` of every module of adapters/jobs/work/, in the modules' name order."""
    found = []
    for module in sorted(pkgutil.iter_modules(work.__path__), key=lambda m: m.name):
        job = getattr(importlib.import_module(f"{work.__name__}.{module.name}"), "JOB", None)
        if not isinstance(job, Job):
            raise TypeError(f"adapters/jobs/work/{module.name}.py defines no JOB")
        found.append(job)
    return tuple(found)


def by_name(jobs: Iterable[Job]) -> Mapping[str, Job]:
    """`jobs` by name; two jobs of one name are a mistake caught at start."""
    found: dict[str, Job] = {}
    for job in jobs:
        if job.name in found:
            raise ValueError(f"two background jobs are named {job.name!r}")
        found[job.name] = job
    return found


JOBS: tuple[Job, ...] = discovered()
by_name(JOBS)  # two jobs of one name stop the import, not a run
