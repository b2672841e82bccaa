"""Payments: money that reaches the marketplace through a payment gateway, outside the wallet.

One row per payment attempt (an order's digital part, or a wallet top-up), started through a
`PaymentGateway` (ports.py; the demo gateway and Stripe are adapters in adapters/payments/), confirmed only
by the gateway's own word (a signed webhook, or the demo page's outcome) through one apply function,
idempotent by the event's id; released when abandoned, refunded when its order is canceled.

A context of its own rather than part of checkout: payments are started from three places (placing an
order, paying an unpaid order again, topping up the wallet), confirmed outside any checkout (webhooks, the
demo page, the timeout job) and refunded from an order's cancellation.
"""
