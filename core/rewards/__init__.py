"""Rewards: what a customer earns besides what they buy (docs/checkout-and-money.md, "Rewards").

- points.py: loyalty points earned on a delivered order, and their conversion to the wallet in whole minor
  units (points that make no whole minor unit stay);
- cashback.py: cashback offers and the one best-offer rule (getCashback, the delivered order's credit, the
  quote);
- referral.py: the referrer's reward and the referred customer's first-order discount;
- credits.py: what a delivered order earns, decided once and posted to the ledger once (a background job);
- service.py: the customer's use cases (point transfer, cashback offers, the first-order discount).

Every credit is a ledger posting with its own source, so a job that runs twice credits once.
"""
