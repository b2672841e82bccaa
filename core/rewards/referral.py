"""Referral: the referrer's reward when the friend's first order is delivered, and the friend's discount on
their first order.

- The reward (`ref_earning_exchange_rate`, units of currency) goes to the referrer's wallet when the first
  of the referee's orders is delivered (an order delivered while none of theirs with a lower id is), while
  the programme runs (`ref_earning_status`). Its ledger source is the referee (`referee:<customer id>`), so
  it is paid once per referee, whatever order or job runs again.
- The discount (`new_customer_discount_amount`, a percentage of the items or an amount) applies to an order
  of a referred customer while the programme and the discount are on (`new_customer_discount_status`),
  within its validity from the sign-up (`new_customer_discount_amount_validity` days or calendar months), and
  only while they have no order delivered or under way (a canceled one does not count): their first order.
"""

from __future__ import annotations

import calendar
import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from core.configuration.model import Config
from core.pricing import FirstOrder, Money, to_minor
from core.pricing import first_order_discount as discount_of


@dataclass(frozen=True, slots=True)
class Referee:
    """A customer as the first-order discount sees them."""

    ref_by: int | None  # who referred them (None: nobody)
    signed_up_at: dt.datetime
    has_orders: bool  # an order delivered or under way


def referral_reward(config: Config) -> Money:
    """The referrer's reward in minor units; 0 while the programme is off."""
    if config.ref_earning_status != 1 or config.ref_earning_exchange_rate <= 0:
        return Money(0)
    return to_minor(config.ref_earning_exchange_rate, config.digit_after_decimal_point)


def _months_later(moment: dt.datetime, months: int) -> dt.datetime:
    """The same day `months` calendar months later (the month's last day when it is shorter)."""
    month_index = moment.month - 1 + months
    year, month = moment.year + month_index // 12, month_index % 12 + 1
    return moment.replace(year=year, month=month, day=min(moment.day, calendar.monthrange(year, month)[1]))


def discount_ends(config: Config, signed_up_at: dt.datetime) -> dt.datetime:
    """When a referred customer's first-order discount ends: the validity after their sign-up."""
    validity = max(0, config.new_customer_discount_amount_validity)
    if config.new_customer_discount_validity_type == "month":
        return _months_later(signed_up_at, validity)
    return signed_up_at + dt.timedelta(days=validity)


def first_order_offer(config: Config, referee: Referee | None, now: dt.datetime) -> FirstOrder | None:
    """The first-order discount a referred customer is owed now, as the pricing engine applies it (the
    configured percentage, or amount in minor units); None for anyone else, after the validity, once an
    order is delivered or under way, or while the programme or the discount is off."""
    if referee is None or referee.ref_by is None or referee.has_orders:
        return None
    if config.ref_earning_status != 1 or config.new_customer_discount_status != 1:
        return None
    if now > discount_ends(config, referee.signed_up_at):
        return None
    value = Decimal(str(config.new_customer_discount_amount))
    if value <= 0:
        return None
    if config.new_customer_discount_amount_type == "amount":
        return FirstOrder(Decimal(to_minor(value, config.digit_after_decimal_point)), kind="amount")
    return FirstOrder(value)


def first_order_discount(config: Config, referee: Referee | None, items: int, now: dt.datetime) -> Money:
    """What a referred customer's first order takes off `items` (minor units): the offer the engine applies
    (rounded half up, never more than the items); 0 when none is owed."""
    return discount_of(first_order_offer(config, referee, now), Money(items))
