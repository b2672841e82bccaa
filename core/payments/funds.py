"""Topping up the wallet through a gateway, and the bonuses that come with it.

A top-up is a payment (purpose `add_fund`) like an order's: the wallet is credited only when the gateway's
word is applied (`add_fund`, source `payment:<id>`), with the best running bonus for its amount (the
largest, as `admin_bonus`, same source), computed when the top-up starts, as the shopper saw it.
"""

from __future__ import annotations

import datetime as dt
import secrets
from collections.abc import Callable
from decimal import Decimal

from core.clock import DEFAULT_CLOCK
from core.configuration.model import Config
from core.configuration.service import ConfigService
from core.errors import Forbidden, InvalidInput
from core.messages import translate
from core.pricing import to_minor
from core.pricing.money import percent_of

from .answers import BonusAnswer, PaymentUrl
from .model import Bonus, NewPayment
from .ports import BonusRepository
from .service import PaymentService

MINIMUM, MAXIMUM = Decimal(1), Decimal(10_000)  # a top-up, in units of the marketplace's currency
WALLET_OFF = "The wallet is not available."
ADD_FUND_OFF = "Adding funds is not available."
OUT_OF_RANGE = "The amount must be between {minimum} and {maximum}."


def bonus_for(bonus: Bonus, amount: int, digits: int) -> int:
    """What `bonus` adds to a top-up of `amount` (minor units): 0 under its minimum; a percentage capped by
    its maximum (0: no cap), or a flat amount."""
    if amount < to_minor(bonus.minimum_add_amount, digits):
        return 0
    if bonus.bonus_type == "percentage":
        found = percent_of(amount, bonus.bonus_amount)
        cap = to_minor(bonus.maximum_bonus_amount, digits)
        return min(found, cap) if cap > 0 else found
    return to_minor(bonus.bonus_amount, digits)


def _answer(bonus: Bonus) -> BonusAnswer:
    return BonusAnswer(
        id=bonus.id,
        title=bonus.title,
        description=bonus.description,
        bonus_type=bonus.bonus_type,
        bonus_amount=float(bonus.bonus_amount),
        minimum_add_amount=float(bonus.minimum_add_amount),
        maximum_bonus_amount=float(bonus.maximum_bonus_amount),
        start_date=bonus.start_date,
        end_date=bonus.end_date,
    )


class WalletFunds:
    """A signed-in customer's top-ups and the bonuses running for them."""

    def __init__(
        self,
        payments: PaymentService,
        bonuses: BonusRepository,
        config: ConfigService,
        clock: Callable[[], dt.datetime] = DEFAULT_CLOCK,
    ) -> None:
        self._payments = payments
        self._bonuses = bonuses
        self._config = config
        self._clock = clock

    async def bonuses(self, language: str) -> list[BonusAnswer]:
        """The bonuses running today (the marketplace's date); 403 while the wallet is off."""
        await self._wallet_on(language)
        return [_answer(b) for b in await self._bonuses.running(self._clock().date())]

    async def add_fund(self, customer_id: int, amount: float, gateway: str, language: str) -> PaymentUrl:
        """Start a top-up of `amount` (currency units) through `gateway`: where to pay. 403 while the
        wallet or top-ups are off; 422 `amount` outside 1 to 10,000, `payment_gateway` for a gateway off."""
        config = await self._wallet_on(language)
        if config.add_fund_status != 1:
            raise Forbidden("add_fund", translate(ADD_FUND_OFF, language))
        if not MINIMUM <= Decimal(str(amount)) <= MAXIMUM:
            text = translate(OUT_OF_RANGE, language, minimum=f"{MINIMUM:,}", maximum=f"{MAXIMUM:,}")
            raise InvalidInput("amount", text)
        if not config.digital_payment or gateway not in self._payments.gateways:
            raise InvalidInput(
                "payment_gateway", translate("This payment gateway is not available.", language)
            )
        digits = config.digit_after_decimal_point
        minor = to_minor(amount, digits)
        running = await self._bonuses.running(self._clock().date())
        bonus = max((bonus_for(b, minor, digits) for b in running), default=0)
        new = NewPayment(
            token=secrets.token_urlsafe(24),
            purpose="add_fund",
            owner=f"customer:{customer_id}",
            order_id=None,
            amount=minor,
            digits=digits,
            currency=config.currency_code,
            gateway=gateway,
            bonus=bonus,
        )
        return PaymentUrl(await self._payments.start(new, language))

    async def _wallet_on(self, language: str) -> Config:
        config = await self._config.config(language)
        if config.customer_wallet_status != 1:
            raise Forbidden("wallet", translate(WALLET_OFF, language))
        return config
