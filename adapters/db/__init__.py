"""Persistence: advanced-alchemy models, repositories implementing core ports, Alembic migrations."""
