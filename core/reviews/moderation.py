"""The operator's moderation: a review is published at once, and an operator may hide it (it leaves its
subject's rating in the same transaction) or show it again (it comes back)."""

from __future__ import annotations

from .model import StoredReview
from .ports import ReviewRepository


class ReviewModeration:
    """Hide and show reviews (the operator's `review hide ID` / `review show ID`)."""

    def __init__(self, reviews: ReviewRepository) -> None:
        self._reviews = reviews

    async def hide(self, review_id: int) -> StoredReview | None:
        """Take the review down; None when there is no such review."""
        return await self._reviews.set_hidden(review_id, True)

    async def show(self, review_id: int) -> StoredReview | None:
        """Publish the review again; None when there is no such review."""
        return await self._reviews.set_hidden(review_id, False)
