"""The operator's settings, read from the business_settings table (an ordinary table: the ORM idiom)."""

from __future__ import annotations

from typing import Any

from advanced_alchemy.repository import SQLAlchemyAsyncRepository

from adapters.db.configuration.tables import BusinessSetting
from adapters.db.gateway import Database


class SettingsTable(SQLAlchemyAsyncRepository[BusinessSetting]):
    """The business_settings table."""

    model_type = BusinessSetting


class SqlSettingsStore:
    """Implements core's SettingsStore."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def all(self) -> dict[str, Any]:
        """Every stored setting."""
        async with self._database.session() as session:
            return {row.key: row.value for row in await SettingsTable(session=session).get_many()}
