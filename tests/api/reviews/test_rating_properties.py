"""The ratings' property on the real databases (SQLite and PostgreSQL): after any sequence of submits, edits,
hides and shows, some of them at once, each subject's star counts, and the item's or store's `avg_rating`
and `rating_count`, equal a recomputation over its published reviews."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import column, select, table

from adapters.db.connect import open_database
from adapters.db.gateway import Database
from adapters.db.reviews.repository import SqlReviews
from adapters.db.tables import OrderRow, ReviewRow
from adapters.settings import Settings
from core.errors import Unavailable
from core.reviews.aggregates import rating, stars_of
from core.reviews.model import NewReview, ReviewEdit, Subject
from core.reviews.moderation import ReviewModeration

ORDERS = 4  # fresh delivered orders per example: each subject may be reviewed once per order
# Subjects of their own (the other tests of this database read the grocer's, the butcher's and the baker's).
SUBJECTS = (
    ("item", "milk"),
    ("item", "soup"),
    ("item", "plaster"),
    ("store", "corner"),
    ("store", "kitchen"),
    ("courier", "courier"),
)
MONEY = (
    "subtotal",
    "item_discount",
    "store_discount",
    "coupon_discount",
    "tax",
    "delivery_fee",
    "extra_fee",
    "order_amount",
)
RATED = {"item": table("items", column("id"), column("avg_rating"), column("rating_count"))}
RATED["store"] = table("stores", column("id"), column("avg_rating"), column("rating_count"))

stars = st.integers(min_value=1, max_value=5)
steps = st.one_of(
    st.tuples(st.just("submit"), st.integers(0, ORDERS - 1), st.integers(0, len(SUBJECTS) - 1), stars),
    st.tuples(st.just("edit"), st.integers(0, 30), stars),
    st.tuples(st.just("hide"), st.integers(0, 30)),
    st.tuples(st.just("show"), st.integers(0, 30)),
)
# Batches of steps: the steps of one batch run at once.
histories = st.lists(st.lists(steps, min_size=1, max_size=5), min_size=1, max_size=8)


async def _orders(database: Database, ids: dict[str, int]) -> list[int]:
    """Fresh delivered orders of the grocer (what is reviewed need not be in them: the rules are not what
    this checks, the counts are)."""
    blank = {name: "" for name in ("address", "contact_person_name", "contact_person_number")}
    money = {name: 0 for name in MONEY}
    rows = [
        OrderRow(
            owner="customer:0",
            store_id=ids["store"],
            module_id=ids["module"],
            order_status="delivered",
            order_type="delivery",
            payment_method="cash_on_delivery",
            digits=2,
            tax_included=False,
            distance_km=0.0,
            details_count=0,
            **money,
            **blank,
        )
        for _ in range(ORDERS)
    ]
    async with database.session() as session:
        session.add_all(rows)
        await session.commit()
        return [row.id for row in rows]


async def _step_or_busy(*args: Any) -> None:
    # A step the database could not take in time (SQLite's 5 s wait for the write lock on a loaded machine)
    # is answered 503 with nothing stored: the property must hold all the same.
    with contextlib.suppress(Unavailable):
        await _step(*args)


async def _step(
    reviews: SqlReviews, step: tuple[Any, ...], orders: list[int], written: list[int], ids: dict[str, int]
) -> None:
    moderation = ReviewModeration(reviews)
    now = dt.datetime.now(dt.UTC)
    if step[0] == "submit":
        kind, name = SUBJECTS[step[2]]
        review = NewReview(orders[step[1]], None, Subject(kind, ids[name]), step[3], "", (), now)  # type: ignore[arg-type]
        stored = await reviews.add(review)
        if stored is not None:
            written.append(stored.id)
    elif written:
        review_id = written[step[1] % len(written)]
        if step[0] == "edit":
            await reviews.edit(ReviewEdit(review_id, step[2], "edited", None, now))
        elif step[0] == "hide":
            await moderation.hide(review_id)
        else:
            await moderation.show(review_id)


async def _check(database: Database, reviews: SqlReviews, ids: dict[str, int]) -> None:
    async with database.session() as session:
        for kind, name in SUBJECTS:
            subject = Subject(kind, ids[name])  # type: ignore[arg-type]
            published = await session.scalars(
                select(ReviewRow.rating).where(
                    ReviewRow.subject_kind == kind,
                    ReviewRow.subject_id == subject.id,
                    ReviewRow.hidden.is_(False),
                )
            )
            expected = stars_of(list(published))
            assert await reviews.stars(subject) == expected, (kind, name)
            rated = RATED.get(kind)
            if rated is not None:
                shown = (
                    await session.execute(
                        select(rated.c.avg_rating, rated.c.rating_count).where(rated.c.id == subject.id)
                    )
                ).one()
                now = rating(expected)
                assert (round(shown[0], 2), shown[1]) == (now.avg_rating, now.rating_count), (kind, name)


async def _history(settings_: Settings, ids: dict[str, int], batches: list[list[tuple[Any, ...]]]) -> None:
    database = await open_database(settings_)
    try:
        reviews = SqlReviews(database)
        orders = await _orders(database, ids)
        written: list[int] = []
        for batch in batches:
            await asyncio.gather(*(_step_or_busy(reviews, step, orders, written, ids) for step in batch))
        await _check(database, reviews, ids)
    finally:
        await database.close()


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(batches=histories)
def test_ratings_equal_a_recomputation_over_published_reviews(
    reviews_settings: Settings, ids: dict[str, int], batches: list[list[tuple[Any, ...]]]
) -> None:
    asyncio.run(_history(reviews_settings, ids, batches))
