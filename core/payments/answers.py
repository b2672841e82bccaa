"""Payments as the API answers them; money as decimal numbers in the marketplace's currency."""

from __future__ import annotations

import datetime as dt

import msgspec


class PaymentUrl(msgspec.Struct, frozen=True):
    """Where the shopper goes to pay (a gateway's page, or the demo page of the storefront)."""

    payment_url: str | None


class DemoPaymentAnswer(msgspec.Struct, frozen=True):
    """A payment on the demo gateway's page: what is paid, what for, where it stands and where to go next."""

    amount: float
    currency_code: str
    purpose: str  # "order" | "add_fund"
    order_id: int | None
    status: (
        str  # "pending" | "succeeded" | "declined" | "abandoned" | "expired" (also "refund_due", "refunded")
    )
    return_url: str


class StripePaymentAnswer(msgspec.Struct, frozen=True):
    """A payment on Stripe's card page: the demo page's facts, and what Stripe.js needs to take the card
    there. `client_secret` is the PaymentIntent's, given only while the payment is pending (null once it
    has settled, expired or been replaced by a newer one: nothing is left to confirm)."""

    amount: float
    currency_code: str
    purpose: str  # "order" | "add_fund"
    order_id: int | None
    status: str  # as DemoPaymentAnswer's
    return_url: str
    client_secret: str | None
    publishable_key: str
    stripe_js_url: str  # Stripe.js (https://js.stripe.com/v3/), or the tests' fake Stripe server's


class BonusAnswer(msgspec.Struct, frozen=True):
    """A running top-up bonus (amounts in currency units; `bonus_amount` a percent for "percentage")."""

    id: int
    title: str
    description: str
    bonus_type: str  # "percentage" | "amount"
    bonus_amount: float
    minimum_add_amount: float
    maximum_bonus_amount: float
    start_date: dt.date
    end_date: dt.date
