"""What payments keep: one attempt, what a gateway answers when it starts, and its word on the outcome."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

Purpose = Literal["order", "add_fund"]
# pending: sent to the gateway; succeeded / declined / abandoned: the gateway's (or the demo page's) word;
# expired: still pending after PAYMENT_TIMEOUT_MINUTES; refund_due / refunded: its order was canceled and the
# money goes back through the gateway.
Status = Literal["pending", "succeeded", "declined", "abandoned", "expired", "refund_due", "refunded"]
Outcome = Literal["succeeded", "declined", "abandoned"]
# What applying a confirmation did: applied; repeated (its event was applied before: nothing changes);
# late (the money came in for an order canceled meanwhile: it is to be refunded).
Applied = Literal["applied", "repeated", "late"]


@dataclass(frozen=True, slots=True)
class NewPayment:
    """A payment to start: `amount` in minor units at `digits`; `cart` the (line id, quantity) pairs its
    order was priced from, emptied from the cart once it is paid; `bonus` a top-up's bonus (minor units)."""

    token: str  # unguessable: names the payment in the demo page's address
    purpose: Purpose
    owner: str  # "customer:<id>" or "guest:<guest_id>"
    order_id: int | None
    amount: int
    digits: int
    currency: str
    gateway: str
    cart: tuple[tuple[int, int], ...] = ()
    bonus: int = 0


@dataclass(frozen=True, slots=True)
class Payment:
    """A stored payment attempt."""

    id: int
    token: str
    purpose: Purpose
    owner: str
    order_id: int | None
    amount: int
    digits: int
    currency: str
    gateway: str
    reference: str | None  # the gateway's own id of the payment, once started
    url: str | None  # the page the shopper pays on, once started
    status: str
    bonus: int
    cart: tuple[tuple[int, int], ...]
    created_at: dt.datetime


@dataclass(frozen=True, slots=True)
class Started:
    """A payment the gateway took: its reference there and where the shopper goes to pay."""

    reference: str
    url: str


@dataclass(frozen=True, slots=True)
class BrowserCheckout:
    """What the shopper's browser needs to pay on the storefront's own page with the gateway's script (a card
    form drawn by the gateway): the script's address, the gateway's public key and the payment's client
    secret (it lets the browser confirm that one payment, nothing else; None when it was not asked for)."""

    script_url: str
    public_key: str
    client_secret: str | None


@dataclass(frozen=True, slots=True)
class Confirmation:
    """A gateway's word on one of its payments (`reference`), delivered as event `event_id`."""

    gateway: str
    event_id: str
    reference: str
    outcome: Outcome


@dataclass(frozen=True, slots=True)
class Bonus:
    """A top-up bonus as the operator set it (amounts in currency units; a percent for "percentage")."""

    id: int
    title: str
    description: str
    bonus_type: str  # "percentage" | "amount"
    bonus_amount: Decimal
    minimum_add_amount: Decimal
    maximum_bonus_amount: Decimal  # 0: no cap
    start_date: dt.date
    end_date: dt.date
