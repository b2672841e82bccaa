"""`/api/v1/customer/wallet` and `/api/v1/customer/loyalty-point`: a signed-in customer's wallet and
loyalty points, one page of the ledger's entries at a time, newest first (the anchor's paths and shape).

Only the customer reads their own (401 for a guest or without a token: 'You must be login to access this
page.' is the storefront's own wording of it); 403 while the marketplace has the feature off.
"""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get
from litestar.datastructures import CacheControlHeader
from litestar.di import NamedDependency
from litestar.params import Parameter

from adapters.http.context import AnyRequest, read_context
from adapters.http.desk import Desk
from adapters.http.openapi import errors
from core.ledger.answers import TransactionPage
from core.ledger.model import Account
from core.ledger.service import LedgerService

PAGE_SIZE = 50  # the most entries one page lists
LedgerDesk = Desk[LedgerService]
Offset = Annotated[int, Parameter(ge=1, le=100_000, description="Page number from 1")]
Limit = Annotated[int, Parameter(ge=1, le=PAGE_SIZE, description=f"Entries per page, at most {PAGE_SIZE}")]


class LedgerController(Controller):
    """The wallet's and the loyalty points' transactions."""

    path = "/api/v1/customer"
    tags = ["wallet"]
    cache_control = CacheControlHeader(no_store=True)

    @get(
        "/wallet/transactions",
        operation_id="walletTransactions",
        summary="The customer's wallet transactions",
        responses=errors(401, 403),
    )
    async def wallet(
        self,
        request: AnyRequest,
        ledger_desk: NamedDependency[LedgerDesk],
        offset: Offset = 1,
        limit: Limit = 10,
    ) -> TransactionPage:
        """One page of the signed-in customer's wallet entries, newest first, with the balance after each."""
        return await _page(request, ledger_desk, "wallet", offset, limit)

    @get(
        "/loyalty-point/transactions",
        operation_id="loyaltyPointTransactions",
        summary="The customer's loyalty point transactions",
        responses=errors(401, 403),
    )
    async def points(
        self,
        request: AnyRequest,
        ledger_desk: NamedDependency[LedgerDesk],
        offset: Offset = 1,
        limit: Limit = 10,
    ) -> TransactionPage:
        """One page of the signed-in customer's loyalty point entries, newest first, with the balance after each."""
        return await _page(request, ledger_desk, "points", offset, limit)


async def _page(
    request: AnyRequest, desk: LedgerDesk, account: Account, offset: int, limit: int
) -> TransactionPage:
    """The signed-in customer's page of `account` (401 without one)."""
    context = read_context(request)
    customer = await desk.customer(context)
    return await desk.service.transactions(customer, account, offset, limit, context.language)
