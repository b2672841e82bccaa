"""The answers of the review endpoints (the contract's shapes)."""

from __future__ import annotations

import datetime as dt

import msgspec


class ReviewImage(msgspec.Struct, frozen=True):
    url: str


class ReviewAnswer(msgspec.Struct, frozen=True, omit_defaults=True):
    id: int
    rating: int
    comment: str
    images: list[ReviewImage]
    customer_name: str  # first name and the last name's initial
    created_at: dt.datetime
    updated_at: dt.datetime
    editable: bool  # its author may still edit it (the edit window), as the asker's own review
    item_name: str | None = None  # for a review of an item


class ReviewPage(msgspec.Struct, frozen=True):
    """A subject's published reviews, newest first, and the rating they add up to."""

    total_size: int
    limit: int
    offset: int
    avg_rating: float
    rating_count: int
    distribution: dict[str, int]  # "1" to "5": how many published reviews gave that many stars
    reviews: list[ReviewAnswer]
    reviews_enabled: bool  # False: the store's (or item's) module takes no reviews; the list is empty


class ReviewedItem(msgspec.Struct, frozen=True):
    item_id: int
    name: str
    image_full_url: str | None
    review: ReviewAnswer | None


class ReviewedStore(msgspec.Struct, frozen=True):
    id: int
    name: str
    review: ReviewAnswer | None


class ReviewedCourier(msgspec.Struct, frozen=True):
    id: int
    name: str
    review: ReviewAnswer | None


class OrderReviews(msgspec.Struct, frozen=True):
    """What the asker reviewed of one of their orders, and may still review (`reviewable`: delivered, and the
    store's module takes reviews)."""

    order_id: int
    reviewable: bool
    items: list[ReviewedItem]
    store: ReviewedStore
    delivery_man: ReviewedCourier | None


class ReviewSubmitted(msgspec.Struct, frozen=True):
    message: str
    review: ReviewAnswer
