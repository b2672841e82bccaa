"""What the reviews need from storage (the reviews' tables, and what they read of orders, items, stores,
couriers and customers)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .aggregates import Stars
from .model import NewReview, ReviewEdit, ReviewedOrder, StoredReview, Subject


class ReviewRepository(Protocol):
    """Reviews and their subjects' star counts. Every write changes the review, the subject's counts and the
    item's or store's `avg_rating`/`rating_count` in ONE transaction."""

    async def order(self, order_id: int) -> ReviewedOrder | None:
        """The order as the reviews see it (its items from its lines), None when there is no such order."""
        ...

    async def of_order(self, order_id: int) -> list[StoredReview]:
        """Every review written about the order (hidden ones too)."""
        ...

    async def add(self, review: NewReview) -> StoredReview | None:
        """Store a new review and count it; None when the subject of that order has a review already."""
        ...

    async def edit(self, edit: ReviewEdit) -> tuple[StoredReview, StoredReview] | None:
        """Change a review and its counts; (before, after), None when there is no such review."""
        ...

    async def set_hidden(self, review_id: int, hidden: bool) -> StoredReview | None:
        """Hide or show a review; its rating leaves or rejoins the counts. None: no such review."""
        ...

    async def page(self, subject: Subject, offset: int, limit: int) -> tuple[int, list[StoredReview]]:
        """The subject's published reviews, newest first: (how many in all, the page `offset` from 1)."""
        ...

    async def stars(self, subject: Subject) -> Stars:
        """The subject's star counts (published reviews)."""
        ...

    async def store_module_type(self, store_id: int) -> str | None:
        """The module type of the store, None when there is no such store."""
        ...

    async def item_module_type(self, item_id: int) -> str | None:
        """The module type of the item, None when there is no such item."""
        ...

    async def reviewed(self, order_ids: Sequence[int]) -> dict[int, tuple[str, bool]]:
        """Of those of `order_ids` that are delivered: their module type, and whether every subject of the
        order (its items, its store, its courier) has a review."""
        ...
