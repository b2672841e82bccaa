"""The operator's text pages, read from the pages table (an ordinary table: the ORM idiom)."""

from __future__ import annotations

from advanced_alchemy.repository import SQLAlchemyAsyncRepository

from adapters.db.content.tables import Page
from adapters.db.gateway import Database
from core.content.model import PageRecord


class PageTable(SQLAlchemyAsyncRepository[Page]):
    """The pages table."""

    model_type = Page


class SqlPageRepository:
    """Implements core's PageRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def translations(self, slug: str) -> list[PageRecord]:
        """Every stored language of the page `slug`."""
        async with self._database.session() as session:
            pages = await PageTable(session=session).get_many(Page.slug == slug)
        return [PageRecord(p.slug, p.language, p.title, p.body, p.status) for p in pages]
