"""What the reviews context works on: a subject (an item, a store, a courier), an order as a reviewer sees it,
and a review as stored."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Literal

SubjectKind = Literal["item", "store", "courier"]
SUBJECT_KINDS: tuple[SubjectKind, ...] = ("item", "store", "courier")


@dataclass(frozen=True, slots=True)
class Subject:
    """What a review is about: `kind` and the item's, the store's or the delivery man's id."""

    kind: SubjectKind
    id: int


@dataclass(frozen=True, slots=True)
class OrderedItem:
    """An item of an order, as the order line kept it."""

    item_id: int
    name: str
    image_full_url: str | None


@dataclass(frozen=True, slots=True)
class ReviewedOrder:
    """An order as the reviews see it: whose it is, where it stands and what in it may be reviewed."""

    id: int
    owner: str  # "customer:<id>" for a customer's order
    status: str
    store_id: int
    store_name: str
    module_type: str
    delivery_man_id: int | None
    delivery_man_name: str | None
    items: tuple[OrderedItem, ...]

    def subjects(self) -> tuple[Subject, ...]:
        """Everything of the order a review may be about: each item once, the store, the courier if any."""
        items = tuple(dict.fromkeys(Subject("item", i.item_id) for i in self.items))
        courier = (Subject("courier", self.delivery_man_id),) if self.delivery_man_id is not None else ()
        return (*items, Subject("store", self.store_id), *courier)


@dataclass(frozen=True, slots=True)
class StoredReview:
    """A review as stored; `images` are storage keys; `hidden` once an operator took it down."""

    id: int
    order_id: int
    customer_id: int | None
    subject: Subject
    rating: int
    comment: str
    images: tuple[str, ...]
    hidden: bool
    created_at: dt.datetime
    updated_at: dt.datetime
    customer_first_name: str = ""
    customer_last_name: str = ""
    item_name: str | None = None  # the item's name, for a review of an item


@dataclass(frozen=True, slots=True)
class NewReview:
    """A review about to be stored (rules already checked)."""

    order_id: int
    customer_id: int
    subject: Subject
    rating: int
    comment: str
    images: tuple[str, ...]
    at: dt.datetime


@dataclass(frozen=True, slots=True)
class ReviewEdit:
    """New words for one review (rules already checked); `images` None keeps the photos it has."""

    review_id: int
    rating: int
    comment: str
    images: tuple[str, ...] | None
    at: dt.datetime
