"""The conversations' rules, pure: who may be written to, and what a message may hold."""

from __future__ import annotations

import datetime as dt

from core.orders.model import RUNNING

from .model import CLIENT_MESSAGE_ID, MAX_BODY, MAX_IMAGES, SUPPORT, OrderFacts

DELIVERED = "delivered"
WINDOW_CLOSED = "You can write to them while your order is running and for 48 hours after its delivery."
TOO_LONG = "A message may not be longer than 1000 characters."
EMPTY = "Write a message or add a picture."
TOO_MANY_IMAGES = "A message may hold at most 3 pictures."
BAD_CLIENT_ID = "client_message_id must be 8 to 64 letters, digits, - or _."


def can_write(kind: str, order: OrderFacts | None, now: dt.datetime, window_hours: int) -> bool:
    """Support always; a store or courier while the order is running, or delivered within the window."""
    if kind == SUPPORT:
        return True
    if order is None:
        return False
    if order.status in RUNNING:
        return True
    delivered_at = order.delivered_at
    return (
        order.status == DELIVERED
        and delivered_at is not None
        and now - _aware(delivered_at) <= dt.timedelta(hours=window_hours)
    )


def _aware(at: dt.datetime) -> dt.datetime:
    # SQLite hands back naive UTC times.
    return at if at.tzinfo is not None else at.replace(tzinfo=dt.UTC)


def message_problems(body: str, images: int) -> list[tuple[str, str]]:
    """(field, English message) for a text over MAX_BODY, nothing at all, or too many pictures."""
    problems: list[tuple[str, str]] = []
    if len(body) > MAX_BODY:
        problems.append(("message", TOO_LONG))
    elif not body and images == 0:
        problems.append(("message", EMPTY))
    if images > MAX_IMAGES:
        problems.append(("image", TOO_MANY_IMAGES))
    return problems


def client_id_problems(client_message_id: str | None) -> list[tuple[str, str]]:
    if client_message_id is None or CLIENT_MESSAGE_ID.fullmatch(client_message_id) is None:
        return [("client_message_id", BAD_CLIENT_ID)]
    return []
