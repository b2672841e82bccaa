"""Field data rows through the ORM's session: one insert per beacon, one read per report, one delete per
housekeeping pass."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from sqlalchemy import delete, select

from adapters.db.engine import BEGIN_IMMEDIATE
from adapters.db.gateway import Database, stored_time
from adapters.db.vitals.tables import WebVitalRow
from core.vitals.model import Beacon


class SqlVitalsLog:
    """Implements core's VitalsLog."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def record(self, beacon: Beacon, at: dt.datetime) -> None:
        """One row per metric, in one transaction."""
        recorded_at = stored_time(self._database, at)
        async with self._database.session() as session:
            session.add_all(
                [
                    WebVitalRow(
                        page_type=beacon.page_type,
                        metric=measure.name,
                        value=measure.value,
                        recorded_at=recorded_at,
                    )
                    for measure in beacon.metrics
                ]
            )
            await session.commit()

    async def values_since(self, since: dt.datetime) -> Sequence[tuple[str, str, float]]:
        """(page type, metric, value) of the rows recorded since `since`."""
        query = select(WebVitalRow.page_type, WebVitalRow.metric, WebVitalRow.value).where(
            WebVitalRow.recorded_at >= stored_time(self._database, since)
        )
        async with self._database.session() as session:
            found = await session.execute(query)
        return [(page, metric, float(value)) for page, metric, value in found]

    async def purge_before(self, before: dt.datetime) -> int:
        """Delete the rows recorded before `before` in one statement."""
        async with self._database.session() as session:
            await session.connection(execution_options=BEGIN_IMMEDIATE)
            result = await session.execute(
                delete(WebVitalRow).where(WebVitalRow.recorded_at < stored_time(self._database, before))
            )
            await session.commit()
        return int(result.rowcount or 0)  # type: ignore[attr-defined]
