"""Coupons a shopper sees and checks before checkout: those running today, and one code tried on a store.

Whether a coupon holds is the pricing engine's decision (core/pricing), on the coupon as checkout hands it
to the engine (pricing.py), so the check here and the quote never disagree.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence

from core.clock import DEFAULT_CLOCK
from core.errors import InvalidInput, NotFound
from core.messages import translate
from core.orders.answers import CouponAnswer, coupon_answer
from core.orders.ports import CheckoutFacts, CouponRepository
from core.pricing import Refusal, coupon_discount, to_minor

from .pricing import engine_coupon


class CouponService:
    """Coupons running today: the list for a module and zone, and one code checked against a store."""

    def __init__(
        self,
        coupons: CouponRepository,
        facts: CheckoutFacts,
        clock: Callable[[], dt.datetime] = DEFAULT_CLOCK,
    ) -> None:
        self._coupons = coupons
        self._facts = facts
        self._clock = clock

    async def running(self, module_id: int | None, zone_ids: Sequence[int]) -> list[CouponAnswer]:
        """Coupons running today for the module; a zone-wise coupon only for one of `zone_ids`."""
        found = await self._coupons.running(module_id, self._clock().date())
        return [
            coupon_answer(c)
            for c in found
            if c.coupon_type != "zone_wise" or set(c.zone_ids).intersection(zone_ids)
        ]

    async def apply(self, code: str, store_id: int, language: str) -> CouponAnswer:
        """The coupon `code` when it is running and valid for the store (and its zone)."""
        coupon = await self._coupons.by_code(code, self._clock().date())
        if coupon is None:
            raise NotFound("coupon", translate("Coupon not found.", language))
        store = await self._facts.store_terms(store_id)
        if store is None:
            raise NotFound("store_id", translate("The store of this cart is not available now.", language))
        # The engine decides validity; at its own minimum purchase only the zone and store rules can refuse.
        minimum = to_minor(coupon.min_purchase)
        checked = coupon_discount(engine_coupon(coupon, 2), minimum, (store.zone_id,), store.id)
        if isinstance(checked, Refusal):
            raise InvalidInput("coupon", translate(checked.message, language))
        return coupon_answer(coupon)
