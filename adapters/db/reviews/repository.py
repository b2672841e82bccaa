"""The reviews' storage: a review, its subject's star counts and the item's or store's `avg_rating` and
`rating_count` change in ONE transaction.

The counts change by one atomic UPDATE (`stars_n = stars_n + 1`) that returns the counts it leaves, and the
item's or store's columns are written from those: on PostgreSQL two reviews of one subject at once queue on
its counts row (the UPDATE's row lock), so neither loses the other's star and the last to commit writes the
average of both; SQLite's writers take turns from BEGIN IMMEDIATE. A review changed or hidden is first read
under a row lock (FOR UPDATE; SQLite: the write transaction), so its rating leaving the counts is the one
stored, whatever edit or moderation ran just before.
"""

from __future__ import annotations

import msgspec
from sqlalchemy import column, select, table, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.db.gateway import Database
from adapters.db.locks import begin_write
from adapters.db.reviews.reads import ReviewReadsSql, named_review, stored
from adapters.db.reviews.tables import RatingTotalRow, ReviewRow
from core.reviews.aggregates import Stars, rating, star_changes
from core.reviews.model import NewReview, ReviewEdit, StoredReview, Subject

# The subjects whose table keeps its rating beside it (a courier's is read from its counts alone).
RATED_TABLES = {"item": "items", "store": "stores"}
_RATED = {
    kind: table(name, column("id"), column("avg_rating"), column("rating_count"))
    for kind, name in RATED_TABLES.items()
}
_STARS = (
    RatingTotalRow.stars_1,
    RatingTotalRow.stars_2,
    RatingTotalRow.stars_3,
    RatingTotalRow.stars_4,
    RatingTotalRow.stars_5,
)


def _published(row: ReviewRow) -> int | None:
    return None if row.hidden else row.rating


async def count_stars(session: AsyncSession, subject: Subject, changes: dict[int, int]) -> Stars | None:
    """Apply `changes` (star value -> +1/-1) to the subject's counts and write the rating they make into its
    item or store, inside the caller's transaction; the counts left (None: nothing changed)."""
    if not changes:
        return None
    connection = await session.connection()
    dialect = postgresql if connection.dialect.name == "postgresql" else sqlite
    await session.execute(
        dialect.insert(RatingTotalRow)
        .values(subject_kind=subject.kind, subject_id=subject.id)
        .on_conflict_do_nothing(index_elements=["subject_kind", "subject_id"])
    )
    counts = {f"stars_{n}": getattr(RatingTotalRow, f"stars_{n}") + delta for n, delta in changes.items()}
    found = (
        await session.execute(
            update(RatingTotalRow)
            .where(RatingTotalRow.subject_kind == subject.kind, RatingTotalRow.subject_id == subject.id)
            .values(**counts)
            .returning(*_STARS)
        )
    ).one()
    a, b, c, d, e = (int(n) for n in found)
    stars: Stars = (a, b, c, d, e)
    rated = _RATED.get(subject.kind)
    if rated is not None:
        now = rating(stars)
        await session.execute(
            update(rated)
            .where(rated.c.id == subject.id)
            .values(avg_rating=now.avg_rating, rating_count=now.rating_count)
        )
    return stars


class SqlReviews(ReviewReadsSql):
    """Implements core's ReviewRepository."""

    def __init__(self, database: Database) -> None:
        super().__init__(database)
        self._database = database

    async def add(self, review: NewReview) -> StoredReview | None:
        try:
            async with self._database.session() as session:
                await begin_write(session)
                row = ReviewRow(
                    order_id=review.order_id,
                    customer_id=review.customer_id,
                    subject_kind=review.subject.kind,
                    subject_id=review.subject.id,
                    rating=review.rating,
                    comment=review.comment,
                    images=msgspec.json.encode(list(review.images)).decode(),
                    hidden=False,
                    created_at=review.at,
                    updated_at=review.at,
                )
                session.add(row)
                await session.flush()
                await count_stars(session, review.subject, star_changes(None, review.rating))
                review_id = row.id
                await session.commit()
        except IntegrityError:
            return None  # the order's subject was reviewed meanwhile (the unique constraint)
        return await self._named(review_id)

    async def _named(self, review_id: int) -> StoredReview | None:
        async with self._database.session() as session:
            return await named_review(session, review_id)

    async def edit(self, edit: ReviewEdit) -> tuple[StoredReview, StoredReview] | None:
        async with self._database.session() as session:
            await begin_write(session)
            row = await self._locked(session, edit.review_id)
            if row is None:
                return None
            before = stored(row)
            published = _published(row)
            row.rating = edit.rating
            row.comment = edit.comment
            if edit.images is not None:
                row.images = msgspec.json.encode(list(edit.images)).decode()
            row.updated_at = edit.at
            await session.flush()
            changes = star_changes(published, None if row.hidden else edit.rating)
            await count_stars(session, before.subject, changes)
            await session.commit()
        after = await self._named(edit.review_id)
        return (before, after) if after is not None else None

    async def set_hidden(self, review_id: int, hidden: bool) -> StoredReview | None:
        async with self._database.session() as session:
            await begin_write(session)
            row = await self._locked(session, review_id)
            if row is None:
                return None
            if row.hidden != hidden:
                changes = star_changes(_published(row), None if hidden else row.rating)
                row.hidden = hidden
                await session.flush()
                await count_stars(session, Subject(row.subject_kind, row.subject_id), changes)  # type: ignore[arg-type]
            await session.commit()
        return await self._named(review_id)

    @staticmethod
    async def _locked(session: AsyncSession, review_id: int) -> ReviewRow | None:
        statement = select(ReviewRow).where(ReviewRow.id == review_id).with_for_update()
        return (await session.scalars(statement)).first()
