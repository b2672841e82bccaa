"""The pricing engine's invariants, over generated orders (hypothesis)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from core.pricing import (
    Coupon,
    DeliveryTerms,
    ItemDiscount,
    Money,
    StoreDiscount,
    discounted_unit,
    from_minor,
)
from core.pricing.delivery import base_fee
from core.pricing.quote import LinePrice, QuoteRequest, quote

NOW = dt.datetime(2026, 11, 26, 12, 0)
money = st.integers(min_value=0, max_value=10_000_000).map(Money)
percent = st.decimals(min_value=0, max_value=100, places=2)
kinds = st.sampled_from(["percent", "amount", "fixed"])


@st.composite
def lines(draw: st.DrawFn) -> LinePrice:
    listed = draw(money)
    discount = ItemDiscount(draw(st.decimals(min_value=0, max_value=200, places=2)), draw(kinds))
    return LinePrice(listed, discounted_unit(listed, discount))


@st.composite
def requests(draw: st.DrawFn) -> QuoteRequest:
    coupon = draw(
        st.none()
        | st.builds(
            Coupon,
            code=st.just("C"),
            coupon_type=st.sampled_from(["default", "zone_wise", "store_wise", "free_delivery"]),
            value=percent,
            kind=kinds,
            min_purchase=money,
            max_discount=money,
            zone_ids=st.frozensets(st.integers(1, 3), max_size=2),
            store_ids=st.frozensets(st.integers(1, 3), max_size=2),
        )
    )
    store = draw(
        st.none()
        | st.builds(StoreDiscount, value=percent, kind=kinds, min_purchase=money, max_discount=money)
    )
    minimum = draw(money)
    return QuoteRequest(
        lines=draw(st.lists(lines(), max_size=6)),
        store_id=draw(st.integers(1, 3)),
        zone_ids=draw(st.frozensets(st.integers(1, 3), min_size=1)),
        delivery=DeliveryTerms(
            per_km=draw(money),
            minimum=minimum,
            maximum=Money(minimum + draw(money)),
            store_free_delivery=draw(st.booleans()),
            free_delivery_over=draw(st.none() | money),
            increase_percent=draw(percent),
        ),
        km=draw(st.floats(min_value=0, max_value=500, allow_nan=False)),
        order_type=draw(st.sampled_from(["delivery", "take_away", "schedule_order"])),
        now=NOW,
        tax_rate=draw(percent),
        tax_included=draw(st.booleans()),
        store_discount=store,
        coupon=coupon,
        extra_fee=draw(money),
    )


@settings(max_examples=250, deadline=None)
@given(requests())
def test_totals_are_never_negative_and_add_up(request: QuoteRequest) -> None:
    found = quote(request)
    assert found.total >= 0
    discounted = found.subtotal - found.item_discount - found.store_discount - found.coupon_discount
    assert discounted >= 0
    added_tax = 0 if found.tax_included else found.tax
    assert found.total == discounted + added_tax + found.delivery_fee + found.extra_fee


@settings(max_examples=250, deadline=None)
@given(requests())
def test_discounts_never_pass_their_caps(request: QuoteRequest) -> None:
    found = quote(request)
    assert 0 <= found.item_discount <= found.subtotal
    if request.store_discount is not None and request.store_discount.max_discount > 0:
        assert found.store_discount <= request.store_discount.max_discount
    if request.coupon is not None and request.coupon.max_discount > 0:
        assert found.coupon_discount <= request.coupon.max_discount
    if request.coupon is not None and request.coupon.free_delivery:
        assert found.coupon_discount == 0


@settings(max_examples=250, deadline=None)
@given(requests())
def test_included_tax_never_changes_the_total(request: QuoteRequest) -> None:
    without_tax = quote(QuoteRequest(**{**_fields(request), "tax_rate": Decimal(0), "tax_included": True}))
    assert quote(QuoteRequest(**{**_fields(request), "tax_included": True})).total == without_tax.total


@settings(max_examples=250, deadline=None)
@given(requests())
def test_the_fee_is_within_its_bounds_unless_waived(request: QuoteRequest) -> None:
    found = quote(request)
    terms = request.delivery
    if found.delivery_fee == 0:
        return
    base = base_fee(terms, request.km)
    assert terms.minimum <= base
    assert terms.maximum == 0 or base <= terms.maximum  # a maximum of 0 sets no upper bound
    assert base <= found.delivery_fee <= base + base * terms.increase_percent / 100 + 1


def _fields(request: QuoteRequest) -> dict[str, object]:
    return {name: getattr(request, name) for name in QuoteRequest.__dataclass_fields__}


@given(st.integers(min_value=-(10**18), max_value=10**18), st.integers(min_value=0, max_value=4))
def test_minor_units_answer_the_float_nearest_their_decimal_value(amount: int, digits: int) -> None:
    assert from_minor(amount, digits) == float(Decimal(amount) / Decimal(10) ** digits)
