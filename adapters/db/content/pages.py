"""The operator's text pages, read from the pages table."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.db.tables import Page
from core.content.model import PageRecord


class SqlPageRepository:
    """Implements core's PageRepository."""

    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    async def translations(self, slug: str) -> list[PageRecord]:
        """Every stored language of the page `slug`."""
        rows = await self._session.scalars(select(Page).where(Page.slug == slug))
        return [PageRecord(p.slug, p.language, p.title, p.body, p.status) for p in rows]
