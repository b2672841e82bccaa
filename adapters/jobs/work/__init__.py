"""The background jobs, one module each (its `JOB`), listed once in adapters/jobs/registry.py."""
