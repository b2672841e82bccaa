"""Background jobs: work done outside a request, on a schedule or handed over by a use case
(core/background.py).

- job.py: what a job is (its work, its schedule from the settings, its timeout and retries);
- work/: the jobs, one module each; registry.py lists them;
- local.py: without `REDIS_URL`, each server process runs them itself;
- fleet.py: with it, SAQ's queue on Redis, run by `storefront worker` processes, each scheduled run once
  for the whole fleet.
"""
