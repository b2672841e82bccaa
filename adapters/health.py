"""Is this process able to serve? What a load balancer or an orchestrator asks before sending it traffic.

Readiness checks the parts a request needs, each once, cheaply: the database answers and its schema is not
older than this code (every migration branch at the code's head, or past it: a node whose code needs a newer
schema refuses traffic rather than answering 500s, while a node left behind by a rolling upgrade, on a schema
its code does not know yet, keeps serving), Redis answers PING when `REDIS_URL` is set, and the file store
answers: the media folder exists and takes writes, or (STORAGE_BACKEND=s3) each bucket lists its prefix. A
check that fails names itself; none of them holds a request longer than `PROBE_SECONDS`.
"""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec
from alembic.script import ScriptDirectory
from alembic.util import CommandError

from adapters.db.gateway import Database
from adapters.db.migrate import alembic_config
from adapters.db.statements import compile_statement
from adapters.settings import Settings
from adapters.storage.setup import Storage

PROBE_SECONDS = 2.0  # each check's patience: past it the part counts as down
_STORED_VERSIONS = compile_statement("SELECT version_num FROM alembic_version")


class Readiness(msgspec.Struct, frozen=True, omit_defaults=True):
    """Whether each part this process needs answers (true) or not (false); absent when not configured."""

    database: bool
    schema: bool
    storage: bool
    redis: bool | None = None

    @property
    def ready(self) -> bool:
        return all(value is not False for value in (self.database, self.schema, self.storage, self.redis))


class Probes:
    """The readiness checks of one process (built once: the expected schema is read from the code then)."""

    def __init__(self, database: Database, settings: Settings, storage: Storage) -> None:
        self._database = database
        self._settings = settings
        self._storage = storage
        self._script = ScriptDirectory.from_config(alembic_config(settings.database_url))
        self._heads = frozenset(self._script.get_heads())
        self._redis: Any = None

    async def readiness(self) -> Readiness:
        versions = await self._stored_versions()
        return Readiness(
            database=versions is not None,
            schema=versions is not None and not self._behind(versions),
            storage=await self._storage_ready(),
            redis=await self._redis_ready() if self._settings.redis_url else None,
        )

    async def schema_behind(self) -> bool | None:
        """Whether the database's schema is older than this code needs (None: the database did not answer)."""
        versions = await self._stored_versions()
        return None if versions is None else self._behind(versions)

    def _behind(self, versions: frozenset[str]) -> bool:
        if versions == self._heads:
            return False
        # A revision this code does not know is a newer schema (a rolling upgrade migrated past this node);
        # otherwise a stored revision below a head, or a branch missing, is a schema behind the code.
        try:
            for version in versions:
                self._script.get_revision(version)
        except CommandError:
            return False
        return True

    async def _stored_versions(self) -> frozenset[str] | None:
        try:
            rows = await asyncio.wait_for(self._database.rows(_STORED_VERSIONS, {}), PROBE_SECONDS)
        except Exception:  # unreachable, busy or not migrated at all: not ready, whatever the reason
            return None
        return frozenset(str(row[0]) for row in rows)

    async def _storage_ready(self) -> bool:
        try:
            return await asyncio.wait_for(self._storage.ready(), PROBE_SECONDS)
        except Exception:  # unreachable or too slow: not ready
            return False

    async def _redis_ready(self) -> bool:
        if self._redis is None:
            import redis.asyncio  # only deployments with REDIS_URL load the client

            self._redis = redis.asyncio.Redis.from_url(
                self._settings.redis_url, socket_timeout=PROBE_SECONDS, socket_connect_timeout=PROBE_SECONDS
            )
        try:
            return bool(await asyncio.wait_for(self._redis.ping(), PROBE_SECONDS))
        except Exception:  # down, paused or refusing: not ready
            return False

    async def close(self) -> None:
        if self._redis is not None:
            await self._redis.aclose()
