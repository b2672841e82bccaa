"""The demo's ratings are true (on SQLite and PostgreSQL): every store of a shopping module has reviews, and
every store's and item's `avg_rating`, `rating_count` and star counts are those of its published reviews,
which the review lists answer."""

from __future__ import annotations

from collections import defaultdict

from litestar.testing import AsyncTestClient
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.settings import Settings
from core.reviews.aggregates import rating, stars_of


async def test_every_demo_rating_is_its_reviews(settings: Settings, client: AsyncTestClient) -> None:  # type: ignore[type-arg]
    engine = create_async_engine(settings.database_url)
    try:
        async with engine.connect() as connection:
            ratings: dict[tuple[str, int], list[int]] = defaultdict(list)
            published = "SELECT subject_kind, subject_id, rating FROM reviews WHERE hidden = FALSE"
            for kind, subject, stars in await connection.execute(text(published)):
                ratings[(kind, subject)].append(stars)
            totals = {
                (kind, subject): tuple(counts)
                for kind, subject, *counts in await connection.execute(
                    text(
                        "SELECT subject_kind, subject_id, stars_1, stars_2, stars_3, stars_4, stars_5 FROM rating_totals"
                    )
                )
            }
            shown = {
                (kind, row[0]): (row[1], row[2])
                for kind, table in (("store", "stores"), ("item", "items"))
                for row in await connection.execute(text(f"SELECT id, avg_rating, rating_count FROM {table}"))
            }
            shopping = await connection.execute(
                text(
                    "SELECT s.id FROM stores s JOIN modules m ON m.id = s.module_id "
                    "WHERE m.module_type IN ('food', 'grocery', 'pharmacy', 'ecommerce')"
                )
            )
            shopping_stores = [row[0] for row in shopping]
    finally:
        await engine.dispose()
    assert shopping_stores
    assert all(ratings[("store", store)] for store in shopping_stores)
    assert sum(1 for kind, _ in ratings if kind == "item") > 100
    for subject, (avg_rating, rating_count) in shown.items():
        expected = rating(stars_of(ratings.get(subject, [])))
        assert (round(avg_rating, 2), rating_count) == (expected.avg_rating, expected.rating_count), subject
    for subject, counts in totals.items():
        assert counts == stars_of(ratings[subject]), subject
    store = shopping_stores[0]
    page = (await client.get("/api/v1/stores/reviews", params={"store_id": store, "limit": 50})).json()
    assert page["rating_count"] == len(page["reviews"]) == len(ratings[("store", store)])
    assert page["avg_rating"] == shown[("store", store)][0]
    assert all(r["customer_name"].endswith(".") for r in page["reviews"])
