"""The reviews' tables: each review of an item, a store or a courier, and the star counts of each subject.

A review is unique per order and subject (the database refuses a second one whatever two requests race);
`rating_totals` counts the stars of a subject's published reviews, changed in the review's own transaction.
"""

from __future__ import annotations

import datetime as dt

from advanced_alchemy.base import DefaultBase
from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Identity,
    Index,
    Integer,
    SmallInteger,
    String,
    Text,
    UniqueConstraint,
    false,
    func,
)
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import Id


class ReviewRow(DefaultBase):
    """A customer's review of one subject of one delivered order; `images` a JSON list of storage keys."""

    __tablename__ = "reviews"
    __table_args__ = (
        CheckConstraint("rating BETWEEN 1 AND 5", name="rating_stars"),
        UniqueConstraint("order_id", "subject_kind", "subject_id", name="uq_reviews_order_subject"),
        Index("ix_reviews_subject_newest", "subject_kind", "subject_id", "created_at"),
        {"sqlite_autoincrement": True},
    )
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"))
    # Emptied when the customer deletes their account: the review stays behind the ratings, naming no one.
    customer_id: Mapped[int | None] = mapped_column(ForeignKey("customers.id", ondelete="SET NULL"))
    subject_kind: Mapped[str] = mapped_column(String(10))  # item | store | courier
    subject_id: Mapped[int] = mapped_column(BigInteger)
    rating: Mapped[int] = mapped_column(SmallInteger)
    comment: Mapped[str] = mapped_column(Text, default="", server_default="")
    images: Mapped[str] = mapped_column(Text, default="[]", server_default="[]")
    hidden: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class RatingTotalRow(DefaultBase):
    """How many published reviews of one subject gave each number of stars."""

    __tablename__ = "rating_totals"
    subject_kind: Mapped[str] = mapped_column(String(10), primary_key=True)
    subject_id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    stars_1: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    stars_2: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    stars_3: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    stars_4: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    stars_5: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
