"""The operator's settings, read from the business_settings table."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.db.tables import BusinessSetting


class SqlSettingsStore:
    """Implements core's SettingsStore."""

    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    async def all(self) -> dict[str, Any]:
        """Every stored setting."""
        rows = await self._session.execute(select(BusinessSetting.key, BusinessSetting.value))
        return dict(rows.tuples().all())
