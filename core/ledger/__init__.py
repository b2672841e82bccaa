"""The ledger: a customer's money and points, one row per credit or debit.

Two accounts per customer, the wallet (money, in minor units of the marketplace currency) and the loyalty
points (whole points). Every movement is one entry naming why (`reason`) and what caused it (`source`: an
order, a payment, a conversion ...), unique on (account, reason, source): a job or a webhook that runs twice
posts once. An account's balance is the sum of its entries and never goes below zero: a debit larger than
the balance is refused whole. Wallet top-ups, order payments, refunds, points, referral rewards and cashback
post here (docs/checkout-and-money.md, "The ledger").
"""
