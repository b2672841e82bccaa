"""The operator's commands that change what the shop shows: `storefront config set` and `storefront changed`
(and the stores behind `storefront landing set|reset`, adapters/landing_editor.py).

Each change is announced to every process (adapters/changes.py), so every node shows it within a second.
`changed` announces alone, after an edit made in the database by other means (modules, zones, categories,
pages). Without `REDIS_URL` there is no other process to tell: one server shows a change once its caches
expire (CATALOGUE_CACHE_SECONDS, ZONE_CACHE_SECONDS).
"""

from __future__ import annotations

from typing import Any

from adapters.changes import RedisChanges
from adapters.db.configuration.settings_store import SqlSettingsStore
from adapters.db.connect import open_database
from adapters.settings import Settings


async def set_config(settings: Settings, key: str, value: Any) -> None:
    """Store the configuration value `key` (JSON), then announce the change."""
    database = await open_database(settings)
    try:
        await SqlSettingsStore(database).put(key, value)
    finally:
        await database.close()
    await announce_change(settings)


async def remove_config(settings: Settings, key: str) -> None:
    """Forget the configuration value `key` (its default applies again), then announce the change."""
    database = await open_database(settings)
    try:
        await SqlSettingsStore(database).remove(key)
    finally:
        await database.close()
    await announce_change(settings)


async def announce_change(settings: Settings) -> bool:
    """Tell every process that the operator changed something; False when there is no one to tell."""
    if not settings.redis_url:
        return False
    changes = RedisChanges(settings.redis_url)
    try:
        await changes.announce()
    finally:
        await changes.close()
    return True
