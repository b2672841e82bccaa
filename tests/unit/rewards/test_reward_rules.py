"""The rewards' rules as pure functions: points earned, a conversion's exact exchange, the best cashback
offer, and the referred customer's first-order discount with its validity."""

from __future__ import annotations

import asyncio
import datetime as dt
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.configuration.model import Config
from core.configuration.service import ConfigService
from core.rewards.cashback import CashbackOffer, best_offer, cashback_of
from core.rewards.points import Conversion, conversion, earned_points
from core.rewards.referral import Referee, discount_ends, first_order_discount, referral_reward

TODAY = dt.date(2026, 11, 29)
SIGNED_UP = dt.datetime(2026, 1, 31, 12, 0, tzinfo=dt.UTC)


class _Stored:
    """The operator's stored settings."""

    def __init__(self, values: dict[str, Any]) -> None:
        self.values = values

    async def all(self) -> dict[str, Any]:
        return self.values


class _Media:
    def full_url(self, path: str | None) -> str:
        return f"/media/{path}" if path else ""

    def base_url(self, folder: str) -> str:
        return f"/media/{folder}"


def _config(**stored: Any) -> Config:
    """The configuration as the configuration context answers it, with the operator's `stored` values."""
    return asyncio.run(ConfigService(_Stored(stored), _Media()).config("en"))


def _offer(
    offer_id: int, kind: str, amount: str, minimum: str = "0", cap: str = "0", limit: int = 0
) -> CashbackOffer:
    return CashbackOffer(
        offer_id,
        f"offer {offer_id}",
        kind,
        Decimal(amount),
        Decimal(minimum),
        Decimal(cap),
        limit,
        TODAY,
        TODAY,
    )


@pytest.mark.parametrize(
    ("amount", "digits", "percent", "rate", "points"),
    [
        (2_640, 2, 5, 100, 132),  # 26.40 × 5% × 100
        (2_659, 2, 5, 100, 132),  # 132.95: rounded down
        (1_000, 2, 2.5, 100, 25),
        (1_000, 3, 5, 100, 5),  # 1.000 at three decimals
        (1_000, 2, 5, 0, 0),  # a rate of 0 earns nothing
        (0, 2, 5, 100, 0),
    ],
)
def test_points_earned_are_the_percentage_of_the_amount_rounded_down(
    amount: int, digits: int, percent: float, rate: int, points: int
) -> None:
    assert earned_points(amount, digits, percent, rate) == points


@given(points=st.integers(0, 10**9), rate=st.integers(1, 10**6), digits=st.integers(0, 4))
def test_a_conversion_is_exact_and_keeps_less_than_one_exchange(points: int, rate: int, digits: int) -> None:
    done = conversion(points, rate, digits)
    assert done.points * 10**digits == done.money * rate  # nothing lost
    assert 0 <= points - done.points < rate  # the rest is less than one exchange of whole minor units
    assert done.money >= 0


def test_the_default_rate_converts_every_point_into_a_minor_unit() -> None:
    assert conversion(250, 100, 2) == Conversion(points=250, money=250)
    assert conversion(200, 3, 2) == Conversion(points=198, money=6_600)  # 2 points stay
    assert conversion(250, 30_000, 2) == Conversion(points=0, money=0)  # 300 points make 0.01


def test_the_best_offer_gives_the_most_within_its_minimum_cap_and_limit() -> None:
    ten = _offer(1, "percentage", "10", minimum="20", cap="5", limit=2)
    three = _offer(2, "amount", "3", minimum="40", limit=1)
    assert cashback_of(ten, 1_999, 2) == 0  # under its minimum
    assert cashback_of(ten, 2_645, 2) == 265  # half up
    assert cashback_of(ten, 9_000, 2) == 500  # capped
    assert best_offer([three, ten], 2_640, 2) == (ten, 264)
    assert best_offer([three, ten], 4_840, 2, {1: 2}) == (three, 300)  # ten used up
    assert best_offer([three, ten], 4_840, 2, {1: 2, 2: 1}) is None
    assert best_offer([three, ten], 2_640, 2, None) == (ten, 264)
    twin = _offer(0, "percentage", "10", minimum="20", cap="5")
    assert best_offer([ten, twin], 3_000, 2) == (twin, 300)  # a tie: the oldest
    assert cashback_of(_offer(3, "amount", "50"), 1_000, 2) == 1_000  # never more than the order


def test_the_referral_reward_is_the_configured_amount_while_the_programme_runs() -> None:
    assert referral_reward(_config()) == 500
    assert referral_reward(_config(ref_earning_status=0)) == 0


def test_the_discount_ends_after_its_days_or_calendar_months() -> None:
    assert discount_ends(_config(), SIGNED_UP) == SIGNED_UP + dt.timedelta(days=30)
    months = _config(new_customer_discount_validity_type="month", new_customer_discount_amount_validity=1)
    assert discount_ends(months, SIGNED_UP) == dt.datetime(2026, 2, 28, 12, 0, tzinfo=dt.UTC)


def test_a_referred_customers_first_order_discount() -> None:
    now = SIGNED_UP + dt.timedelta(days=3)
    referee = Referee(ref_by=7, signed_up_at=SIGNED_UP, has_orders=False)
    assert first_order_discount(_config(), referee, 2_645, now) == 265  # 10%, half up
    amount = _config(new_customer_discount_amount_type="amount", new_customer_discount_amount=15)
    assert first_order_discount(amount, referee, 2_000, now) == 1_500
    assert first_order_discount(amount, referee, 1_000, now) == 1_000  # never more than the items
    assert first_order_discount(_config(), Referee(None, SIGNED_UP, False), 2_000, now) == 0  # not referred
    assert (
        first_order_discount(_config(), Referee(7, SIGNED_UP, True), 2_000, now) == 0
    )  # not the first order
    assert first_order_discount(_config(), referee, 2_000, SIGNED_UP + dt.timedelta(days=31)) == 0  # too late
    assert first_order_discount(_config(new_customer_discount_status=0), referee, 2_000, now) == 0
    assert first_order_discount(_config(ref_earning_status=0), referee, 2_000, now) == 0
    assert first_order_discount(_config(), None, 2_000, now) == 0
