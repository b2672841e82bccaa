"""`/api/v1/customer/wallet/add-fund` and `/bonuses`: a signed-in customer tops up their wallet through a
payment gateway, with the running bonuses (the anchor's paths). 401 without a customer ('You must be login
to access this page.' is the storefront's wording), 403 while the wallet (or topping up) is off."""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, get, post
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import JSONBody

from adapters.http.context import AnyRequest, read_context
from adapters.http.desk import Desk
from adapters.http.openapi import errors
from adapters.http.order_bodies import PaymentGateway
from core.payments.answers import BonusAnswer, PaymentUrl
from core.payments.funds import WalletFunds

FundsDesk = Desk[WalletFunds]


class AddFundBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST /customer/wallet/add-fund: `amount` in currency units (1 to 10,000, else 422 `amount`)."""

    amount: Annotated[float, msgspec.Meta(gt=0, le=1_000_000_000)]
    payment_gateway: PaymentGateway


class WalletFundsController(Controller):
    """Topping up the wallet."""

    path = "/api/v1/customer/wallet"
    tags = ["wallet"]
    cache_control = CacheControlHeader(no_store=True)

    @post(
        "/add-fund",
        operation_id="addFund",
        summary="Top up the wallet through a payment gateway",
        status_code=200,
        responses=errors(401, 403),
    )
    async def add_fund(
        self, data: JSONBody[AddFundBody], request: AnyRequest, funds_desk: NamedDependency[FundsDesk]
    ) -> PaymentUrl:
        """Where to pay the top-up; the wallet is credited (with the best running bonus) only once the
        gateway confirms the payment."""
        context = read_context(request)
        customer = await funds_desk.customer(context)
        return await funds_desk.service.add_fund(
            customer, data.amount, data.payment_gateway, context.language
        )

    @get(
        "/bonuses",
        operation_id="walletBonuses",
        summary="The running top-up bonuses",
        responses=errors(401, 403),
    )
    async def bonuses(self, request: AnyRequest, funds_desk: NamedDependency[FundsDesk]) -> list[BonusAnswer]:
        """The bonuses a top-up may earn today: the largest applicable one is credited with the fund."""
        context = read_context(request)
        await funds_desk.customer(context)
        return await funds_desk.service.bonuses(context.language)
