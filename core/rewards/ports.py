"""What the rewards context needs from storage."""

from __future__ import annotations

import datetime as dt
from typing import Protocol

from .cashback import CashbackOffer
from .model import Award, DeliveredOrder
from .referral import Referee


class RewardsRepository(Protocol):
    """Cashback offers, the awards of delivered orders, and the facts about orders and customers they read."""

    async def running_offers(self, today: dt.date) -> list[CashbackOffer]:
        """The active cashback offers running on `today`, oldest first."""
        ...

    async def offer_uses(self, customer_id: int) -> dict[int, int]:
        """How many delivered orders of the customer took each cashback offer, by offer id."""
        ...

    async def delivered_order(self, order_id: int) -> DeliveredOrder | None:
        """The order when it is delivered; None otherwise (or when there is no such order)."""
        ...

    async def award(self, order_id: int) -> Award | None:
        """What the order was awarded, if that was decided."""
        ...

    async def record(self, award: Award, offer_limit: int) -> Award | None:
        """Record `award` unless the order has one already (answered instead), taking turns with every other
        award of the customer; None (nothing recorded) when its cashback offer allows `offer_limit` takes
        (0: no limit) and the customer has taken them all meanwhile."""
        ...

    async def credited(self, order_id: int, at: dt.datetime) -> None:
        """Note that every posting of the order's award was made."""
        ...

    async def uncredited(self, delivered_since: dt.datetime, limit: int) -> list[int]:
        """Orders delivered since `delivered_since` whose award is not credited (or not decided), oldest
        first, at most `limit`."""
        ...

    async def referee(self, customer_id: int) -> Referee | None:
        """The customer as the first-order discount sees them; None when there is no such customer."""
        ...
