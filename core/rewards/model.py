"""What the rewards context keeps and reads: a delivered order as the credits see it, and what it earned."""

from __future__ import annotations

from dataclasses import dataclass

from core.ledger.model import Posting


@dataclass(frozen=True, slots=True)
class DeliveredOrder:
    """A delivered order, as its credits need it."""

    id: int
    customer_id: int | None  # None: a guest's order, which earns nothing
    order_amount: int  # minor units at `digits`
    digits: int
    referrer_id: int | None  # who referred its customer
    first_delivered: bool  # the customer's earliest delivered order


@dataclass(frozen=True, slots=True)
class Award:
    """What a delivered order earned, decided once and recorded before anything is posted, so a retry
    posts the same amounts (the offers or the settings may have changed meanwhile)."""

    order_id: int
    customer_id: int | None
    points: int = 0
    cashback: int = 0  # minor units
    cashback_offer_id: int | None = None
    referrer_id: int | None = None
    referral_reward: int = 0  # minor units, to the referrer
    credited: bool = False  # every posting done

    def postings(self) -> list[Posting]:
        """The ledger postings of this award, each with its own source: the order's for its points and
        cashback, the referee's for the referral reward (paid once per referee, whatever order runs)."""
        if self.customer_id is None:
            return []
        source = f"order:{self.order_id}"
        found = []
        if self.points > 0:
            found.append(Posting(self.customer_id, "points", "order_earned", source, self.points))
        if self.cashback > 0:
            found.append(Posting(self.customer_id, "wallet", "cashback", source, self.cashback))
        if self.referrer_id is not None and self.referral_reward > 0:
            found.append(
                Posting(
                    self.referrer_id,
                    "wallet",
                    "referral_reward",
                    f"referee:{self.customer_id}",
                    self.referral_reward,
                )
            )
        return found
