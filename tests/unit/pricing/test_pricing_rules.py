"""Each rule of SPEC.md section 9 on worked examples, in minor units (cents)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from core.pricing import (
    Coupon,
    DeliveryTerms,
    ItemDiscount,
    Money,
    Refusal,
    StoreDiscount,
    coupon_discount,
    delivery_fee,
    discounted_unit,
    distance_km,
    free_delivery_threshold,
    from_minor,
    line_total,
    store_discount,
    tax_on,
    to_minor,
)
from core.pricing.discounts import COUPON_MINIMUM, COUPON_STORE, COUPON_ZONE
from core.pricing.quote import COD_MAXIMUM, MINIMUM_ORDER, LinePrice, QuoteRequest, quote

NOW = dt.datetime(2026, 11, 26, 12, 0)
M = Money


@pytest.mark.parametrize(
    ("stored", "digits", "minor"),
    [
        (12.5, 2, 1250),
        ("0.125", 2, 13),
        (0.125, 2, 13),
        (1.005, 2, 101),
        (7, 0, 7),
        (2.5, 0, 3),
        (None, 2, 0),
    ],
)
def test_amounts_are_read_through_their_decimal_text_and_rounded_half_up(
    stored: object, digits: int, minor: int
) -> None:
    assert to_minor(stored, digits) == minor  # type: ignore[arg-type]


def test_minor_units_answer_as_decimal_numbers() -> None:
    assert from_minor(1250) == 12.5
    assert from_minor(7, 0) == 7.0


@pytest.mark.parametrize(
    ("price", "discount", "after"),
    [
        (100, ItemDiscount(Decimal("2.5")), 98),  # 0.975 rounds half up to 0.98
        (1000, ItemDiscount(Decimal(10)), 900),
        (1000, ItemDiscount(Decimal(150)), 0),  # never below zero
        (1000, ItemDiscount(Decimal(250), "amount"), 750),
        (1000, ItemDiscount(Decimal(250), "fixed"), 750),  # "fixed" is a flat amount off, like "amount"
        (1000, ItemDiscount(Decimal(2500), "amount"), 0),
        (1000, ItemDiscount(Decimal(0)), 1000),
        (1000, ItemDiscount(Decimal(10), "unknown"), 1000),  # a type we do not know takes nothing off
        (1000, None, 1000),
    ],
)
def test_an_item_discount_takes_a_percent_or_a_flat_amount_off(
    price: int, discount: ItemDiscount | None, after: int
) -> None:
    assert discounted_unit(M(price), discount) == after


def test_a_line_is_its_unit_and_add_ons_times_its_quantity() -> None:
    assert line_total(M(450), [(M(100), 2), (M(35), 1)], 3) == (450 + 200 + 35) * 3


def test_a_store_discount_applies_within_its_dates_from_its_minimum_and_up_to_its_cap() -> None:
    discount = StoreDiscount(
        Decimal(10), min_purchase=M(2000), max_discount=M(500), ends=NOW + dt.timedelta(hours=1)
    )
    assert store_discount(discount, M(1999), NOW) == 0  # below the minimum purchase
    assert store_discount(discount, M(3000), NOW) == 300
    assert store_discount(discount, M(9000), NOW) == 500  # capped
    assert store_discount(discount, M(3000), NOW + dt.timedelta(hours=2)) == 0  # ended
    started_later = StoreDiscount(Decimal(10), starts=NOW + dt.timedelta(days=1))
    assert store_discount(started_later, M(3000), NOW) == 0
    uncapped = StoreDiscount(Decimal(10))
    assert store_discount(uncapped, M(90000), NOW) == 9000
    flat = StoreDiscount(Decimal(5000), "amount")
    assert store_discount(flat, M(3000), NOW) == 3000  # never more than the items


def test_a_coupon_takes_a_percent_or_amount_capped_and_checks_its_minimum_zone_and_store() -> None:
    default = Coupon("SAVE10", "default", Decimal(10), max_discount=M(300), min_purchase=M(1000))
    assert coupon_discount(default, M(999), [1], 7) == Refusal(COUPON_MINIMUM, M(1000))
    assert coupon_discount(default, M(2000), [1], 7) == 200
    assert coupon_discount(default, M(5000), [1], 7) == 300
    no_cap = Coupon("TEN", "default", Decimal(10))
    assert coupon_discount(no_cap, M(50000), [1], 7) == 5000  # max_discount 0: no cap
    flat = Coupon("FIVE", "default", Decimal(500), "amount")
    assert coupon_discount(flat, M(300), [1], 7) == 300  # never more than the base
    zone = Coupon("Z", "zone_wise", Decimal(10), zone_ids=frozenset({2}))
    assert coupon_discount(zone, M(1000), [1], 7) == Refusal(COUPON_ZONE)
    assert coupon_discount(zone, M(1000), [1, 2], 7) == 100
    store = Coupon("S", "store_wise", Decimal(10), store_ids=frozenset({8}))
    assert coupon_discount(store, M(1000), [1], 7) == Refusal(COUPON_STORE)
    assert coupon_discount(store, M(1000), [1], 8) == 100
    free = Coupon("FREE", "free_delivery", Decimal(10))
    assert coupon_discount(free, M(1000), [1], 7) == 0


def test_tax_is_carved_out_when_included_and_added_when_not() -> None:
    assert tax_on(M(1150), Decimal(15), included=True) == 150  # 1150 * 15 / 115
    assert tax_on(M(1000), Decimal(15), included=False) == 150
    assert tax_on(M(1000), Decimal("7.5"), included=False) == 75
    assert tax_on(M(0), Decimal(15), included=False) == 0


def test_the_distance_uses_the_earth_radius_of_spec_md() -> None:
    # One degree of longitude on the equator: 2 * pi * 6378137 m / 360.
    assert distance_km(0, 0, 0, 1) == pytest.approx(111.3195, abs=1e-4)
    assert distance_km(48.85, 2.35, 48.85, 2.35) == 0


def test_the_delivery_fee_is_per_km_within_its_bounds_and_waived_as_spec_md_says() -> None:
    terms = DeliveryTerms(per_km=M(100), minimum=M(300), maximum=M(1000))
    assert delivery_fee(terms, 1.0, "delivery", M(5000)) == 300  # the minimum
    assert delivery_fee(terms, 5.555, "delivery", M(5000)) == 556
    assert delivery_fee(terms, 50, "delivery", M(5000)) == 1000  # the maximum
    assert delivery_fee(terms, 5, "schedule_order", M(5000)) == 500
    assert delivery_fee(terms, 5, "take_away", M(5000)) == 0
    assert delivery_fee(DeliveryTerms(M(100), store_free_delivery=True), 5, "delivery", M(5000)) == 0
    over = DeliveryTerms(M(100), free_delivery_over=M(5000))
    assert delivery_fee(over, 5, "delivery", M(4999)) == 500
    assert delivery_fee(over, 5, "delivery", M(5000)) == 0
    assert delivery_fee(terms, 5, "delivery", M(5000), free_delivery_coupon=True) == 0
    raised = DeliveryTerms(M(100), minimum=M(300), maximum=M(1000), increase_percent=Decimal(20))
    assert delivery_fee(raised, 5, "delivery", M(5000)) == 600
    assert delivery_fee(DeliveryTerms(M(100)), 50, "delivery", M(5000)) == 5000  # maximum 0: no upper bound


def _request(**changes: object) -> QuoteRequest:
    base: dict[str, object] = {
        "lines": [LinePrice(M(2000), M(1800)), LinePrice(M(1000), M(1000))],
        "store_id": 7,
        "zone_ids": [1],
        "delivery": DeliveryTerms(per_km=M(100), minimum=M(300), maximum=M(1000)),
        "km": 4.0,
        "order_type": "delivery",
        "now": NOW,
    }
    return QuoteRequest(**{**base, **changes})  # type: ignore[arg-type]


def test_a_quote_adds_up_every_rule() -> None:
    found = quote(
        _request(
            store_discount=StoreDiscount(Decimal(10), max_discount=M(200)),
            coupon=Coupon("C", "default", Decimal(5)),
            tax_rate=Decimal(10),
            extra_fee=M(150),
        )
    )
    assert (found.subtotal, found.item_discount, found.store_discount) == (3000, 200, 200)
    assert found.coupon_discount == 130  # 5% of 2800 - 200
    assert found.tax == 247  # 10% of 2470, rounded half up
    assert found.delivery_fee == 400
    assert found.total == 2470 + 247 + 400 + 150
    assert found.refusals == ()


def test_included_tax_is_shown_but_not_added() -> None:
    found = quote(_request(tax_rate=Decimal(10), tax_included=True))
    assert found.tax == 255  # 2800 * 10 / 110
    assert found.total == 2800 + 400


def test_a_coupon_that_does_not_apply_is_named_and_left_out() -> None:
    found = quote(_request(coupon=Coupon("BIG", "default", Decimal(10), min_purchase=M(10000))))
    assert found.coupon_discount == 0
    assert found.refusals == (Refusal(COUPON_MINIMUM, M(10000)),)


def test_a_free_delivery_coupon_waives_the_fee_and_takes_nothing_off() -> None:
    found = quote(_request(coupon=Coupon("FREE", "free_delivery", Decimal(10))))
    assert (found.coupon_discount, found.delivery_fee, found.total) == (0, 0, 2800)


def test_cash_on_delivery_over_its_maximum_is_refused() -> None:
    assert quote(_request(cod_maximum=M(3000))).refusals == (Refusal(COD_MAXIMUM),)
    assert quote(_request(cod_maximum=M(3200))).refusals == ()
    assert quote(_request(cod_maximum=M(3000), payment_method="wallet")).refusals == ()


def test_the_store_minimum_order_counts_the_items_after_their_own_discounts() -> None:
    # The items: 3000 listed, 2800 after their own discounts; the store's and a coupon's discounts, tax and
    # fees do not count.
    under = quote(_request(minimum_order=M(3000), store_discount=StoreDiscount(Decimal(50))))
    assert (under.minimum_order, under.missing_for_minimum) == (3000, 200)
    assert under.refusals == (Refusal(MINIMUM_ORDER, M(3000), M(200)),)
    reached = quote(_request(minimum_order=M(2800), coupon=Coupon("C", "default", Decimal(50))))
    assert (reached.missing_for_minimum, reached.refusals) == (0, ())
    assert quote(_request()).missing_for_minimum == 0  # no minimum
    assert quote(_request(lines=[], minimum_order=M(3000))).refusals == ()  # prescription images alone


@pytest.mark.parametrize(
    ("store", "marketplace", "threshold"),
    [
        (None, None, None),
        (10_000, None, 10_000),
        (None, 5_000, 5_000),
        (10_000, 5_000, 5_000),  # either threshold frees the delivery once reached: the lower one
        (3_000, 5_000, 3_000),
        (0, 5_000, 5_000),  # zero means not set
        (0, 0, None),
    ],
)
def test_the_free_delivery_threshold_is_the_lower_of_those_set(
    store: int | None, marketplace: int | None, threshold: int | None
) -> None:
    found = free_delivery_threshold(
        None if store is None else Money(store), None if marketplace is None else Money(marketplace)
    )
    assert found == threshold
