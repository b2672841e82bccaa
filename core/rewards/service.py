"""The rewards' use cases for a customer and a shopper: converting loyalty points to the wallet, the running
cashback offers and the best one for an amount, and the first-order discount of a referred customer (which
checkout's quote asks for)."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable

from core.clock import DEFAULT_CLOCK
from core.configuration.model import Config
from core.configuration.service import ConfigService
from core.errors import Conflict, Forbidden, InvalidInput
from core.ledger.model import Posting
from core.ledger.service import INSUFFICIENT, TURNED_OFF, LedgerService
from core.messages import translate
from core.pricing import FirstOrder
from core.pricing import first_order_discount as first_order_discount_of
from core.pricing.money import Money, to_minor

from .answers import CashbackAnswer, CashbackOfferAnswer, PointTransferAnswer, cashback_answer, offer_answer
from .cashback import best_offer
from .points import conversion
from .ports import RewardsRepository
from .referral import first_order_offer

TRANSFERRED = "Point to wallet transfer successfully."
UNDER_MINIMUM = "The minimum points to convert is {minimum}."
TOO_FEW = "Too few points to make the smallest amount of money."


class RewardsService:
    """Loyalty point conversion, cashback offers, and the referred customer's first-order discount."""

    def __init__(
        self,
        rewards: RewardsRepository,
        ledger: LedgerService,
        config: ConfigService,
        clock: Callable[[], dt.datetime] = DEFAULT_CLOCK,
    ) -> None:
        self._rewards = rewards
        self._ledger = ledger
        self._config = config
        self._clock = clock

    async def transfer_points(
        self, customer_id: int, points: int, language: str, key: str | None = None
    ) -> PointTransferAnswer:
        """Convert `points` of the customer's loyalty points to their wallet: the most of them that makes
        whole minor units (points.py), the points' debit and the wallet's credit posted together or not at
        all, under one source (`key`, the request's idempotency key, replays the conversion done with it).
        403 while loyalty points or the wallet are off; 422 `point` under the minimum; 409 `balance` when the
        points are not there."""
        config = await self._config.config(language)
        _available(config, language)
        minimum = max(1, config.loyalty_point_minimum_point)
        if points < minimum:
            raise InvalidInput("point", translate(UNDER_MINIMUM, language, minimum=minimum))
        converted = conversion(points, config.loyalty_point_exchange_rate, config.digit_after_decimal_point)
        if converted.money <= 0:
            raise InvalidInput("point", translate(TOO_FEW, language))
        source = f"transfer:{customer_id}:{key or uuid.uuid4().hex}"
        debit = Posting(customer_id, "points", "converted_to_wallet", source, -converted.points)
        if key is not None and await self._ledger.posted(debit):
            return PointTransferAnswer(translate(TRANSFERRED, language))  # a replay: done with that key
        if points > await self._ledger.balance(customer_id, "points"):
            raise Conflict("balance", translate(INSUFFICIENT["points"], language))
        credit = Posting(customer_id, "wallet", "loyalty_conversion", source, converted.money)
        # "already_posted": the same key raced with itself; the other request converted.
        if await self._ledger.post_together([debit, credit]) == "insufficient":
            raise Conflict("balance", translate(INSUFFICIENT["points"], language))  # spent meanwhile
        return PointTransferAnswer(translate(TRANSFERRED, language))

    async def cashback_offers(self) -> list[CashbackOfferAnswer]:
        """The cashback offers running today, oldest first."""
        digits = (await self._config.config("en")).digit_after_decimal_point
        return [
            offer_answer(offer, digits) for offer in await self._rewards.running_offers(self._clock().date())
        ]

    async def cashback_for(self, amount: float) -> CashbackAnswer:
        """The best offer running today for an order of `amount` (units of currency, as the API speaks), as
        getCashback answers it (no customer's limits counted: the quote and the delivered order count them)."""
        digits = (await self._config.config("en")).digit_after_decimal_point
        offers = await self._rewards.running_offers(self._clock().date())
        return cashback_answer(best_offer(offers, to_minor(amount, digits), digits), digits)

    async def order_cashback(self, customer_id: int | None, amount: int) -> Money:
        """What an order of `amount` (minor units) will earn as cashback when delivered, for the quote: the
        best offer the customer may still take; 0 for a guest or while the wallet is off."""
        config = await self._config.config("en")
        if customer_id is None or config.customer_wallet_status != 1:
            return Money(0)
        offers = await self._rewards.running_offers(self._clock().date())
        uses = await self._rewards.offer_uses(customer_id)
        best = best_offer(offers, amount, config.digit_after_decimal_point, uses)
        return Money(0) if best is None else best[1]

    async def referral_discount(self, customer_id: int | None, items: int) -> Money:
        """What a referred customer's first order takes off `items` (minor units: the items after their own,
        the store's and the coupon's discounts); 0 for a guest and anyone else (referral.py)."""
        return first_order_discount_of(await self.first_order_offer(customer_id), Money(items))

    async def first_order_offer(self, customer_id: int | None) -> FirstOrder | None:
        """The first-order discount the customer is owed now, for checkout's pricing (None: none)."""
        if customer_id is None:
            return None
        config = await self._config.config("en")
        if config.ref_earning_status != 1 or config.new_customer_discount_status != 1:
            return None  # off: not even the customer's referral is read
        referee = await self._rewards.referee(customer_id)
        return first_order_offer(config, referee, dt.datetime.now(dt.UTC))


def _available(config: Config, language: str) -> None:
    """403 while loyalty points (or the wallet they convert into) are off."""
    if config.loyalty_point_status != 1:
        raise Forbidden("points", translate(TURNED_OFF["points"], language))
    if config.customer_wallet_status != 1:
        raise Forbidden("wallet", translate(TURNED_OFF["wallet"], language))
