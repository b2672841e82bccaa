"""GET /api/v1/pages/{slug}: stored pages per language, the errors shape, and pages switched off."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db.migrate import upgrade
from adapters.db.tables import BusinessSetting, Page
from adapters.http.routes import CACHED_PATTERNS
from tests.conftest import ENGINES, database_url_for, make_settings

KEYS = ("slug", "language", "title")
POLICIES = {"refund-policy": "refund_policy", "cancellation-policy": "cancelation_policy", "shipping-policy": "shipping_policy"}  # fmt: skip


async def stored_pages(database_url: str) -> list[dict[str, Any]]:
    """Every row of the pages table."""
    engine = create_async_engine(database_url)
    try:
        async with engine.connect() as conn:
            return [dict(row._mapping) for row in await conn.execute(select(Page.__table__))]
    finally:
        await engine.dispose()


def words(text: str) -> list[str]:
    """The words of a text, without the markers of headings and list items."""
    return [w for w in re.split(r"\s+", text) if w and not re.fullmatch(r"#+|-", w)]


def block_words(blocks: list[dict[str, Any]]) -> list[str]:
    return [w for b in blocks for w in words(" ".join([b.get("text", ""), *b.get("items", [])]))]


async def test_every_stored_page_answers_with_its_title_and_text(client, settings) -> None:
    rows = [r for r in await stored_pages(settings.database_url) if r["status"]]
    assert {r["language"] for r in rows} == {"en", "fr"}
    for row in rows:
        response = await client.get(
            f"/api/v1/pages/{row['slug']}", headers={"X-localization": row["language"]}
        )
        answer = response.json()
        assert response.status_code == 200, row["slug"]
        assert {k: answer[k] for k in KEYS} == {k: row[k] for k in KEYS}
        assert block_words(answer["blocks"]) == words(row["body"])
        assert {b["type"] for b in answer["blocks"]} <= {"heading", "paragraph", "list"}


async def test_the_footer_pages_exist_in_english_and_french(settings) -> None:
    rows = await stored_pages(settings.database_url)
    english = {r["slug"] for r in rows if r["language"] == "en"}
    assert english == {r["slug"] for r in rows if r["language"] == "fr"}
    assert {"terms-and-conditions", "privacy-policy", "about-us", "help-and-support", *POLICIES} <= english


async def test_an_unknown_page_is_a_404_in_the_errors_shape(client) -> None:
    for slug in ("no-such-page", "Privacy_Policy"):
        response = await client.get(f"/api/v1/pages/{slug}")
        assert response.status_code == 404
        assert response.json()["errors"][0]["code"] == "page"


async def test_pages_are_cached_and_documented(client) -> None:
    assert any(re.fullmatch(p, "/api/v1/pages/privacy-policy") for p in CACHED_PATTERNS)
    document = (await client.get("/schema/openapi.json")).json()
    assert "getPage" in {op["operationId"] for item in document["paths"].values() for op in item.values()}


async def _write(database_url: str, pages: list[dict[str, Any]], settings: dict[str, Any]) -> None:
    engine = create_async_engine(database_url)
    try:
        async with engine.begin() as conn:
            await conn.execute(insert(Page), pages)
            await conn.execute(insert(BusinessSetting), [{"key": k, "value": v} for k, v in settings.items()])
    finally:
        await engine.dispose()


@pytest.fixture(scope="module", params=ENGINES)
def switched_off(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[str, Path]:
    """A database whose policies are all switched off, with a disabled page and an English-only page."""
    url = database_url_for(request, tmp_path_factory, "pages")
    upgrade(url)
    pages = [{"slug": s, "language": "en", "title": s, "body": "Text.", "status": True} for s in POLICIES]
    pages += [
        {"slug": "careers", "language": "en", "title": "Careers", "body": "Hidden.", "status": False},
        {"slug": "about-us", "language": "en", "title": "About us", "body": "English only.", "status": True},
    ]
    asyncio.run(_write(url, pages, {flag: 0 for flag in POLICIES.values()}))
    return url, tmp_path_factory.mktemp("pages-media")


@pytest.fixture
async def switched_off_client(switched_off: tuple[str, Path]) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    from adapters.http.app import create_app

    async with AsyncTestClient(app=create_app(make_settings(*switched_off))) as c:
        yield c


async def test_policies_switched_off_in_the_configuration_are_404(switched_off_client) -> None:
    for slug in POLICIES:
        assert (await switched_off_client.get(f"/api/v1/pages/{slug}")).status_code == 404


async def test_a_disabled_page_is_404(switched_off_client) -> None:
    assert (await switched_off_client.get("/api/v1/pages/careers")).status_code == 404


async def test_a_page_without_translation_answers_in_english(switched_off_client, switched_off) -> None:
    row = next(r for r in await stored_pages(switched_off[0]) if r["slug"] == "about-us")
    answer = (
        await switched_off_client.get("/api/v1/pages/about-us", headers={"X-localization": "fr"})
    ).json()
    assert (answer["language"], answer["title"]) == (row["language"], row["title"])
