"""`/api/v1/customer/loyalty-point/point-transfer` and `/api/v1/cashback`: a signed-in customer converts loyalty
points to their wallet; anyone reads the running cashback offers and the best one for an amount (the
anchor's paths and shapes, 6amMart's).

The conversion follows the ledger routes' rules (adapters/http/ledger.py): only the signed-in customer (401
otherwise), 403 while the marketplace has loyalty points or the wallet off.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, get, post
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import HeaderParameter, JSONBody, Parameter

from adapters.http.context import AnyRequest, read_context
from adapters.http.desk import Desk
from adapters.http.openapi import errors
from core.ids import IDEMPOTENCY_KEY_PATTERN
from core.ledger.model import MAX_AMOUNT
from core.rewards.answers import CashbackAnswer, CashbackOfferAnswer, PointTransferAnswer
from core.rewards.service import RewardsService

RewardsDesk = Desk[RewardsService]
MAX_ORDER_AMOUNT = 1_000_000_000  # units of currency: far past any order, never an overflow
IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        pattern=IDEMPOTENCY_KEY_PATTERN,
        description="Replaying a key answers the conversion first made with it, never a second one.",
    ),
]


class PointTransferBody(msgspec.Struct, frozen=True):
    """The points to convert (whole points; under the marketplace's minimum: 422 `point`)."""

    point: Annotated[int, msgspec.Meta(le=MAX_AMOUNT)]


class LoyaltyController(Controller):
    """Loyalty points converted to the wallet."""

    path = "/api/v1/customer/loyalty-point"
    tags = ["loyalty points"]
    cache_control = CacheControlHeader(no_store=True)

    @post(
        "/point-transfer",
        operation_id="loyaltyPointTransfer",
        summary="Convert loyalty points to the wallet",
        status_code=200,
        responses=errors(401, 403, 409),
    )
    async def transfer(
        self,
        data: JSONBody[PointTransferBody],
        request: AnyRequest,
        rewards_desk: NamedDependency[RewardsDesk],
        idempotency_key: IdempotencyKey = None,
    ) -> PointTransferAnswer:
        """Convert `point` points to the wallet in whole minor units (points that make no whole minor unit
        stay): 422 `point` under the minimum, 409 `balance` 'Insufficient points.', 403 while off."""
        context = read_context(request)
        customer = await rewards_desk.customer(context)
        return await rewards_desk.service.transfer_points(
            customer, data.point, context.language, idempotency_key
        )


Amount = Annotated[
    float, Parameter(ge=0, le=MAX_ORDER_AMOUNT, description="The order amount, in units of currency")
]


class CashbackController(Controller):
    """The running cashback offers (no sign-in needed)."""

    path = "/api/v1/cashback"
    tags = ["cashback"]
    cache_control = CacheControlHeader(no_store=True)

    @get("/list", operation_id="listCashback", summary="Running cashback offers")
    async def offers(self, rewards: NamedDependency[RewardsService]) -> list[CashbackOfferAnswer]:
        """The cashback offers running today, oldest first."""
        return await rewards.cashback_offers()

    @get("/getCashback", operation_id="getCashback", summary="The best cashback offer for an order amount")
    async def best(self, rewards: NamedDependency[RewardsService], amount: Amount) -> CashbackAnswer:
        """The offer giving the most back on an order of `amount`, and `calculated_cashback`; only
        `calculated_cashback` 0 when none applies."""
        return await rewards.cashback_for(amount)
