"""The operator's moderation of reviews: `storefront review hide ID` and `storefront review show ID`.

A review is published as soon as it is written; hiding it takes it off the lists and its stars off its
subject's rating (the item's or store's `avg_rating` and `rating_count`) in one transaction; showing it
again puts both back (core/reviews/moderation.py).
"""

from __future__ import annotations

from adapters.db.connect import open_database
from adapters.db.reviews.repository import SqlReviews
from adapters.settings import Settings
from core.reviews.moderation import ReviewModeration


async def moderate(settings: Settings, review_id: int, hidden: bool) -> str:
    """Hide (or show) review `review_id`; what the operator is told."""
    database = await open_database(settings)
    try:
        moderation = ReviewModeration(SqlReviews(database))
        found = await (moderation.hide(review_id) if hidden else moderation.show(review_id))
    finally:
        await database.close()
    if found is None:
        return f"no review {review_id}"
    subject = f"{found.subject.kind} {found.subject.id}"
    return f"review {review_id} of {subject} is {'hidden' if hidden else 'published'}"
