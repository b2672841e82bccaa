"""Coupon endpoints: the coupons running today for the module (or every module) and zone, and one code checked
for a store."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import Parameter

from adapters.http.context import AnyRequest, read_context
from adapters.http.openapi import errors
from core.checkout.coupons import CouponService
from core.ids import MAX_ID
from core.orders.answers import CouponAnswer

Code = Annotated[str, Parameter(pattern=r"^[A-Za-z0-9_-]{1,40}$", description="The coupon's code")]
StoreId = Annotated[int, Parameter(ge=1, le=MAX_ID, description="The store the cart is from")]


class CouponController(Controller):
    """`/api/v1/coupon`."""

    path = "/api/v1/coupon"
    tags = ["coupons"]
    cache_control = CacheControlHeader(no_store=True)

    @get("/list", operation_id="listCoupons", summary="Coupons running today")
    async def running(
        self, request: AnyRequest, coupons: NamedDependency[CouponService]
    ) -> list[CouponAnswer]:
        """Coupons running today for the moduleId header's module; zone-wise ones for the zoneId zones."""
        context = read_context(request)
        return await coupons.running(context.module_id, context.zone_ids)

    @get("/list/all", operation_id="listAllCoupons", summary="Coupons running today in every module")
    async def running_everywhere(
        self, request: AnyRequest, coupons: NamedDependency[CouponService]
    ) -> list[CouponAnswer]:
        """Coupons running today whatever their module (the moduleId header is not read); zone-wise ones for
        the zoneId zones. No sign-in needed (the storefront's /coupons page)."""
        return await coupons.running(None, read_context(request).zone_ids)

    @get("/apply", operation_id="applyCoupon", summary="Check a coupon for a store", responses=errors(404))
    async def apply(
        self, request: AnyRequest, coupons: NamedDependency[CouponService], code: Code, store_id: StoreId
    ) -> CouponAnswer:
        """The coupon when it runs today and is valid for the store: 404 coupon, 422 coupon."""
        context = read_context(request)
        return await coupons.apply(code, store_id, context.language)
