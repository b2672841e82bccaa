"""The background jobs, one module each defining its `JOB` (adapters/jobs/registry.py finds them)."""
