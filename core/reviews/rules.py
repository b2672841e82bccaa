"""Who may review what, and what a review may say.

- Only the order's customer (anyone else's order answers as one that does not exist: 404), and only once the
  order is delivered (a canceled or running order: 403).
- An item must be one of the order's lines, the store is the order's store, the courier the order's
  delivery man (403 otherwise); each once per order (409 for a second review).
- A review may be edited for REVIEW_EDIT_DAYS after it was written (403 after).
- A rating of 1 to 5 stars, a comment of at most MAX_COMMENT characters (trimmed), at most MAX_PHOTOS photos.
- A store whose module has reviews off (its vertical's policy) takes none.
"""

from __future__ import annotations

import datetime as dt

from core.errors import Conflict, Forbidden, InvalidFields, NotFound
from core.messages import translate

from .model import ReviewedOrder, StoredReview, Subject

REVIEW_EDIT_DAYS = 7
MAX_COMMENT = 500
MAX_PHOTOS = 3
DELIVERED = "delivered"
CANCELED = "canceled"

ORDER_NOT_FOUND = "Order not found."
NOT_DELIVERED = "You can review an order once it is delivered."
CANCELED_ORDER = "A canceled order cannot be reviewed."
ITEM_NOT_IN_ORDER = "This item is not part of the order."
NO_COURIER = "No courier delivered this order."
ALREADY_REVIEWED = "You have already reviewed this for this order."
NOT_REVIEWED = "You have not reviewed this for this order yet."
EDIT_WINDOW_OVER = "A review can be edited for 7 days after it was written."
REVIEWS_OFF = "this store is not having any review plan"
BAD_RATING = "Give a rating from 1 to 5 stars."
LONG_COMMENT = "The comment may not be longer than 500 characters."
TOO_MANY_PHOTOS = "You can add up to 3 photos."


def customer_owner(customer_id: int) -> str:
    """How an order names its customer (the cart's and orders' owner key)."""
    return f"customer:{customer_id}"


def check_reviewer(order: ReviewedOrder | None, customer_id: int, language: str) -> ReviewedOrder:
    """The order when `customer_id` may review it now; else 404 (not theirs) or 403 (not delivered)."""
    if order is None or order.owner != customer_owner(customer_id):
        raise NotFound("order_id", translate(ORDER_NOT_FOUND, language))
    if order.status == CANCELED:
        raise Forbidden("order_id", translate(CANCELED_ORDER, language))
    if order.status != DELIVERED:
        raise Forbidden("order_id", translate(NOT_DELIVERED, language))
    return order


def check_subject(order: ReviewedOrder, subject: Subject, language: str) -> None:
    """403 unless `subject` is one of the order's: an item of its lines, its store, its courier."""
    if subject in order.subjects():
        return
    if subject.kind == "courier":
        raise Forbidden("order_id", translate(NO_COURIER, language))
    raise Forbidden("item_id", translate(ITEM_NOT_IN_ORDER, language))


def check_fields(rating: int, comment: str, photos: int, language: str) -> None:
    """422 for a rating out of 1..5, a comment too long or too many photos (every problem at once)."""
    problems: list[tuple[str, str]] = []
    if not 1 <= rating <= 5:
        problems.append(("rating", translate(BAD_RATING, language)))
    if len(comment) > MAX_COMMENT:  # as sent (the API documents it so), before trimming
        problems.append(("comment", translate(LONG_COMMENT, language)))
    if photos > MAX_PHOTOS:
        problems.append(("image", translate(TOO_MANY_PHOTOS, language)))
    if problems:
        raise InvalidFields(problems)


def check_new(existing: StoredReview | None, language: str) -> None:
    """409 when the subject of this order was reviewed already."""
    if existing is not None:
        raise Conflict("review", translate(ALREADY_REVIEWED, language))


def check_editable(existing: StoredReview | None, now: dt.datetime, language: str) -> StoredReview:
    """The review when it may still be edited: 404 without one, 403 once REVIEW_EDIT_DAYS have passed."""
    if existing is None:
        raise NotFound("review", translate(NOT_REVIEWED, language))
    if now - existing.created_at > dt.timedelta(days=REVIEW_EDIT_DAYS):
        raise Forbidden("review", translate(EDIT_WINDOW_OVER, language))
    return existing


def editable(review: StoredReview, now: dt.datetime) -> bool:
    """Whether the review's author may still edit it."""
    return now - review.created_at <= dt.timedelta(days=REVIEW_EDIT_DAYS)


def display_name(first: str, last: str, anonymous: str) -> str:
    """How a reviewer is named to everyone: first name and the last name's initial ("Amina K.")."""
    first, last = first.strip(), last.strip()
    if not first and not last:
        return anonymous
    return f"{first} {last[0]}.".strip() if last else first
