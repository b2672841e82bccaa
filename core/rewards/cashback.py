"""Cashback offers and the one rule choosing the best for an order: getCashback, the credit of a delivered
order and the quote all ask `best_offer`, so what checkout shows is what delivery credits (the offers being
the same on both days).

An offer gives `cashback_amount` percent of the order amount (`percentage`) or a flat amount (`amount`),
from `min_purchase` up, at most `max_discount` (0: no cap), never more than the order; a customer takes it
at most `same_user_limit` times (0: no limit). The best offer is the one giving the most; on a tie, the
oldest (lowest id).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

from core.pricing.money import Money, percent_of, to_minor

CashbackType = Literal["percentage", "amount"]


@dataclass(frozen=True, slots=True)
class CashbackOffer:
    """An offer as the operator set it; money in units of currency, as coupons are stored."""

    id: int
    title: str
    cashback_type: str
    cashback_amount: Decimal
    min_purchase: Decimal
    max_discount: Decimal
    same_user_limit: int
    start_date: dt.date
    end_date: dt.date


def cashback_of(offer: CashbackOffer, amount: int, digits: int) -> Money:
    """What `offer` gives back on an order of `amount` (minor units at `digits`): 0 under its minimum."""
    if amount <= 0 or amount < to_minor(offer.min_purchase, digits):
        return Money(0)
    if offer.cashback_type == "percentage":
        value = percent_of(amount, offer.cashback_amount)
    else:
        value = to_minor(offer.cashback_amount, digits)
    cap = to_minor(offer.max_discount, digits)
    if cap > 0:
        value = min(value, cap)
    return Money(max(0, min(value, amount)))


def used_up(offer: CashbackOffer, uses: Mapping[int, int]) -> bool:
    """True when the customer took `offer` as often as it allows (`uses`: times taken, by offer id)."""
    return offer.same_user_limit > 0 and uses.get(offer.id, 0) >= offer.same_user_limit


def best_offer(
    offers: Iterable[CashbackOffer], amount: int, digits: int, uses: Mapping[int, int] | None = None
) -> tuple[CashbackOffer, Money] | None:
    """The running offer giving the most on an order of `amount` (the oldest on a tie), with what it gives;
    None when none gives anything. `uses` (the customer's takes by offer id) rules out the used-up offers;
    without it (a shopper not signed in) no limit is counted."""
    best: tuple[CashbackOffer, Money] | None = None
    for offer in sorted(offers, key=lambda o: o.id):
        if uses is not None and used_up(offer, uses):
            continue
        value = cashback_of(offer, amount, digits)
        if value > 0 and (best is None or value > best[1]):
            best = (offer, value)
    return best
