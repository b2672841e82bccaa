"""The rewards as the API answers them (the anchor's shapes: 6amMart's point transfer and cashback), money as
the decimal numbers the API speaks."""

from __future__ import annotations

import datetime as dt

import msgspec

from core.pricing import from_minor, to_minor

from .cashback import CashbackOffer


class PointTransferAnswer(msgspec.Struct, frozen=True):
    """A conversion done: 'Point to wallet transfer successfully.'"""

    message: str


class CashbackOfferAnswer(msgspec.Struct, frozen=True):
    """A running cashback offer: `cashback_amount` a percentage or an amount (by `cashback_type`), from
    `min_purchase` up, at most `max_discount` (0: no cap), `same_user_limit` times per customer (0: no limit)."""

    id: int
    title: str
    cashback_type: str
    cashback_amount: float
    min_purchase: float
    max_discount: float
    same_user_limit: int
    start_date: dt.date
    end_date: dt.date


class CashbackAnswer(msgspec.Struct, frozen=True, omit_defaults=True):
    """The best offer for an order amount, with what it gives back (`calculated_cashback`); the offer's
    fields are absent when none applies (then `calculated_cashback` is 0)."""

    calculated_cashback: float
    id: int | None = None
    title: str | None = None
    cashback_type: str | None = None
    cashback_amount: float | None = None
    min_purchase: float | None = None
    max_discount: float | None = None
    same_user_limit: int | None = None
    start_date: dt.date | None = None
    end_date: dt.date | None = None


def _units(amount: object, digits: int) -> float:
    """A stored amount (currency units) at the marketplace's decimals, as the API answers money."""
    return from_minor(to_minor(str(amount), digits), digits)


def offer_answer(offer: CashbackOffer, digits: int) -> CashbackOfferAnswer:
    """`offer` as answered; a percentage stays a percentage (at the same decimals)."""
    return CashbackOfferAnswer(
        id=offer.id,
        title=offer.title,
        cashback_type=offer.cashback_type,
        cashback_amount=_units(offer.cashback_amount, digits),
        min_purchase=_units(offer.min_purchase, digits),
        max_discount=_units(offer.max_discount, digits),
        same_user_limit=offer.same_user_limit,
        start_date=offer.start_date,
        end_date=offer.end_date,
    )


def cashback_answer(best: tuple[CashbackOffer, int] | None, digits: int) -> CashbackAnswer:
    """The best offer and what it gives back; only `calculated_cashback` 0 when none applies."""
    if best is None:
        return CashbackAnswer(calculated_cashback=0.0)
    offer, cashback = best
    fields = msgspec.structs.asdict(offer_answer(offer, digits))
    return CashbackAnswer(calculated_cashback=from_minor(cashback, digits), **fields)
