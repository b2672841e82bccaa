"""Every background job, listed once. Adding a job: a module in adapters/jobs/work/ that defines its `JOB`,
and one line here (README, "Background jobs")."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from adapters.jobs.job import Job
from adapters.jobs.work import delete_file, demo_dispatch, housekeeping

JOBS: tuple[Job, ...] = (
    housekeeping.JOB,
    demo_dispatch.JOB,
    delete_file.JOB,
)


def by_name(jobs: Iterable[Job]) -> Mapping[str, Job]:
    """`jobs` by name; two jobs of one name are a mistake caught at start."""
    found: dict[str, Job] = {}
    for job in jobs:
        if job.name in found:
            raise ValueError(f"two background jobs are named {job.name!r}")
        found[job.name] = job
    return found
