"""The operator's settings, read from the business_settings table.

Written through the ORM (an ordinary table), read with one named statement on the gateway's driver:
checkout reads every setting on each quote and placement, and the ORM's read was the slowest step of
placing an order under load (tests/bench/orders.py: 180 ms at p99 of 20 concurrent customers, every other
step under 3 ms).
"""

from __future__ import annotations

from typing import Any

import msgspec
from sqlalchemy import delete

from adapters.db.configuration.tables import BusinessSetting
from adapters.db.gateway import Database
from adapters.db.statements import compile_statement

_ALL = compile_statement("SELECT key, CAST(value AS TEXT) FROM business_settings")


class SqlSettingsStore:
    """Implements core's SettingsStore."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def put(self, key: str, value: Any) -> None:
        """Store one setting (the operator's `storefront config set`), replacing what it held."""
        async with self._database.session() as session:
            await session.merge(BusinessSetting(key=key, value=value))
            await session.commit()

    async def remove(self, key: str) -> None:
        """Forget one setting (its default applies again); nothing happens when none is stored."""
        async with self._database.session() as session:
            await session.execute(delete(BusinessSetting).where(BusinessSetting.key == key))
            await session.commit()

    async def all(self) -> dict[str, Any]:
        """Every stored setting (values are stored as JSON on both databases)."""
        rows = await self._database.rows(_ALL, {})
        return {key: msgspec.json.decode(value) for key, value in rows if value is not None}
