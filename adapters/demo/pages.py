"""The demo marketplace's text pages (policies, company, help, parcel, partner and marketing pages).

Only missing (slug, language) rows are added, so an operator's edits and deletions of a translation's
text survive every later run. Titles and texts name the business and its email as stored in the settings.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db.tables import BusinessSetting, Page
from core.configuration.model import DEFAULTS

from . import pages_en, pages_fr

TEXTS: dict[str, dict[str, tuple[str, str]]] = {"en": pages_en.PAGES, "fr": pages_fr.PAGES}


def page_rows(brand: str, email: str) -> list[dict[str, Any]]:
    """Every demo page in every language, as rows of the pages table."""
    return [
        {
            "slug": slug,
            "language": language,
            "title": title.format(brand=brand, email=email),
            "body": body.format(brand=brand, email=email),
            "status": True,
        }
        for language, pages in TEXTS.items()
        for slug, (title, body) in pages.items()
    ]


async def add_missing_pages(conn: AsyncConnection) -> int:
    """Insert the demo pages the database lacks; returns how many were added."""
    query = select(BusinessSetting.key, BusinessSetting.value).where(
        BusinessSetting.key.in_(("business_name", "email"))
    )
    settings = {**DEFAULTS, **dict((await conn.execute(query)).tuples().all())}
    existing = set((await conn.execute(select(Page.slug, Page.language))).tuples().all())
    rows = [
        row
        for row in page_rows(str(settings["business_name"]), str(settings["email"]))
        if (row["slug"], row["language"]) not in existing
    ]
    if rows:
        await conn.execute(insert(Page), rows)
    return len(rows)
