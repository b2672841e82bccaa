"""The reviews' entry point: a customer reviews the items, the store and the courier of a delivered order,
edits a review within the window, and reads what they reviewed; everyone reads a subject's reviews.

The rules are rules.py's; the ratings' maths aggregates.py's, applied by the repository in the review's own
transaction; the operator's hiding and showing is moderation.py's.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from core.clock import MarketplaceClock
from core.errors import Conflict, Forbidden, NotFound
from core.messages import translate

from . import rules
from .answers import OrderReviews, ReviewPage, ReviewSubmitted
from .model import NewReview, ReviewEdit, ReviewedOrder, StoredReview, Subject, SubjectKind
from .photos import ReviewPhotos
from .ports import ReviewRepository
from .reads import ReviewReads

SUBMITTED = "Thank you for your review."
UPDATED = "Your review was updated."
ReviewsOn = Callable[[str], bool]  # module type -> whether its stores take reviews


@dataclass(frozen=True, slots=True)
class ReviewForm:
    """What a customer sends: the order, the item (for an item's review), stars, words and photos."""

    order_id: int
    rating: int
    comment: str | None = None
    item_id: int | None = None
    photos: Sequence[bytes] = ()
    remove_photos: bool = False  # on edit without new photos: drop the ones it has


class ReviewService:
    """Reviews of customers, read by everyone."""

    def __init__(
        self,
        reviews: ReviewRepository,
        photos: ReviewPhotos,
        reviews_on: ReviewsOn,
        clock: MarketplaceClock | None = None,
    ) -> None:
        self._reviews = reviews
        self._photos = photos
        self._reviews_on = reviews_on
        self._clock = clock or MarketplaceClock()
        self.reads = ReviewReads(reviews, photos, reviews_on, self._now)

    def _now(self) -> dt.datetime:
        return self._clock.now().astimezone(dt.UTC)

    async def _reviewable(
        self, customer_id: int, kind: SubjectKind, form: ReviewForm, language: str
    ) -> tuple[ReviewedOrder, Subject, str]:
        order = rules.check_reviewer(await self._reviews.order(form.order_id), customer_id, language)
        if not self._reviews_on(order.module_type):
            raise Forbidden("order_id", translate(rules.REVIEWS_OFF, language))
        if kind == "item":
            subject = Subject("item", form.item_id or 0)
        elif kind == "store":
            subject = Subject("store", order.store_id)
        elif order.delivery_man_id is None:
            raise Forbidden("order_id", translate(rules.NO_COURIER, language))
        else:
            subject = Subject("courier", order.delivery_man_id)
        rules.check_subject(order, subject, language)
        rules.check_fields(form.rating, form.comment or "", len(form.photos), language)
        return order, subject, (form.comment or "").strip()

    async def _existing(self, order_id: int, subject: Subject) -> StoredReview | None:
        return next((r for r in await self._reviews.of_order(order_id) if r.subject == subject), None)

    async def submit(
        self, customer_id: int, kind: SubjectKind, form: ReviewForm, language: str
    ) -> ReviewSubmitted:
        """Review one subject of a delivered order of the customer's, once."""
        order, subject, comment = await self._reviewable(customer_id, kind, form, language)
        rules.check_new(await self._existing(order.id, subject), language)
        cleaned = self._photos.check(form.photos, language)
        keys = await self._photos.save(cleaned)
        stored = await self._reviews.add(
            NewReview(order.id, customer_id, subject, form.rating, comment, keys, self._now())
        )
        if stored is None:  # written meanwhile by another request of the same customer
            await self._photos.delete(keys)
            raise Conflict("review", translate(rules.ALREADY_REVIEWED, language))
        answer = self.reads.answer(stored, language, own=True)
        return ReviewSubmitted(translate(SUBMITTED, language), answer)

    async def edit(
        self, customer_id: int, kind: SubjectKind, form: ReviewForm, language: str
    ) -> ReviewSubmitted:
        """Change the customer's review of one subject of the order, within the edit window."""
        order, subject, comment = await self._reviewable(customer_id, kind, form, language)
        existing = rules.check_editable(await self._existing(order.id, subject), self._now(), language)
        cleaned = self._photos.check(form.photos, language)
        keys = await self._photos.save(cleaned) if cleaned else (() if form.remove_photos else None)
        changed = await self._reviews.edit(ReviewEdit(existing.id, form.rating, comment, keys, self._now()))
        if changed is None:
            await self._photos.delete(keys or ())
            raise NotFound("review", translate(rules.NOT_REVIEWED, language))
        before, after = changed
        if keys is not None:
            await self._photos.delete([k for k in before.images if k not in after.images])
        return ReviewSubmitted(translate(UPDATED, language), self.reads.answer(after, language, own=True))

    async def item_page(self, item_id: int, offset: int, limit: int, language: str) -> ReviewPage:
        """An item's published reviews, newest first, with its rating."""
        return await self.reads.item_page(item_id, offset, limit, language)

    async def store_page(self, store_id: int, offset: int, limit: int, language: str) -> ReviewPage:
        """A store's published reviews, newest first, with its rating (none when its module takes none)."""
        return await self.reads.store_page(store_id, offset, limit, language)

    async def of_order(self, customer_id: int, order_id: int, language: str) -> OrderReviews:
        """What the customer reviewed of their order, and what they may still review."""
        return await self.reads.of_order(customer_id, order_id, language)

    async def reviewed(self, order_ids: Sequence[int]) -> set[int]:
        """Those of `order_ids` that are delivered with nothing left to review (the orders' `is_reviewed`):
        every subject reviewed, or nothing to review in a module that takes no reviews."""
        found = await self._reviews.reviewed(order_ids)
        return {order_id for order_id, (kind, done) in found.items() if done or not self._reviews_on(kind)}
