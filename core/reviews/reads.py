"""Reviews read back: a subject's published reviews with its rating, and what a customer reviewed of one of
their orders."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from core.errors import NotFound
from core.messages import translate

from . import rules
from .aggregates import NO_STARS, rating
from .answers import (
    OrderReviews,
    ReviewAnswer,
    ReviewedCourier,
    ReviewedItem,
    ReviewedStore,
    ReviewImage,
    ReviewPage,
)
from .model import StoredReview, Subject
from .photos import ReviewPhotos
from .ports import ReviewRepository

ANONYMOUS = "Former customer"  # the reviewer deleted their account; the review stays behind the ratings
ITEM_NOT_FOUND = "Item not found."
STORE_NOT_FOUND = "Store not found."


class ReviewReads:
    """Review pages and a customer's reviews of an order."""

    def __init__(
        self,
        reviews: ReviewRepository,
        photos: ReviewPhotos,
        reviews_on: Callable[[str], bool],
        now: Callable[[], dt.datetime],
    ) -> None:
        self._reviews = reviews
        self._photos = photos
        self._reviews_on = reviews_on
        self._now = now

    def answer(self, review: StoredReview, language: str, own: bool = False) -> ReviewAnswer:
        """A review as answered; `own` for its author (who may still edit it within the window)."""
        name = rules.display_name(
            review.customer_first_name, review.customer_last_name, translate(ANONYMOUS, language)
        )
        return ReviewAnswer(
            id=review.id,
            rating=review.rating,
            comment=review.comment,
            images=[ReviewImage(self._photos.url(key)) for key in review.images],
            customer_name=name,
            created_at=review.created_at,
            updated_at=review.updated_at,
            editable=own and rules.editable(review, self._now()),
            item_name=review.item_name,
        )

    async def _page(
        self, subject: Subject, offset: int, limit: int, language: str, enabled: bool = True
    ) -> ReviewPage:
        if not enabled:
            empty = rating(NO_STARS)
            return ReviewPage(0, limit, offset, 0.0, 0, empty.distribution, [], False)
        total, reviews = await self._reviews.page(subject, offset, limit)
        found = rating(await self._reviews.stars(subject))
        return ReviewPage(
            total_size=total,
            limit=limit,
            offset=offset,
            avg_rating=found.avg_rating,
            rating_count=found.rating_count,
            distribution=found.distribution,
            reviews=[self.answer(r, language) for r in reviews],
            reviews_enabled=True,
        )

    async def item_page(self, item_id: int, offset: int, limit: int, language: str) -> ReviewPage:
        module_type = await self._reviews.item_module_type(item_id)
        if module_type is None:
            raise NotFound("item_id", translate(ITEM_NOT_FOUND, language))
        enabled = self._reviews_on(module_type)
        return await self._page(Subject("item", item_id), offset, limit, language, enabled)

    async def store_page(self, store_id: int, offset: int, limit: int, language: str) -> ReviewPage:
        module_type = await self._reviews.store_module_type(store_id)
        if module_type is None:
            raise NotFound("store_id", translate(STORE_NOT_FOUND, language))
        enabled = self._reviews_on(module_type)
        return await self._page(Subject("store", store_id), offset, limit, language, enabled)

    async def of_order(self, customer_id: int, order_id: int, language: str) -> OrderReviews:
        order = await self._reviews.order(order_id)
        if order is None or order.owner != rules.customer_owner(customer_id):
            raise NotFound("order_id", translate(rules.ORDER_NOT_FOUND, language))
        written = {r.subject: r for r in await self._reviews.of_order(order_id)}

        def own(subject: Subject) -> ReviewAnswer | None:
            found = written.get(subject)
            return None if found is None else self.answer(found, language, own=True)

        items = {i.item_id: i for i in order.items}  # one entry per item, whatever its lines
        courier = None
        if order.delivery_man_id is not None:
            courier_subject = Subject("courier", order.delivery_man_id)
            courier = ReviewedCourier(
                order.delivery_man_id, order.delivery_man_name or "", own(courier_subject)
            )
        return OrderReviews(
            order_id=order.id,
            reviewable=order.status == rules.DELIVERED and self._reviews_on(order.module_type),
            items=[
                ReviewedItem(i.item_id, i.name, i.image_full_url, own(Subject("item", i.item_id)))
                for i in items.values()
            ],
            store=ReviewedStore(order.store_id, order.store_name, own(Subject("store", order.store_id))),
            delivery_man=courier,
        )
