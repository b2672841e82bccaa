"""Checkout: the quote and the order placed from it, one computation read top-down.

request.py is what the shopper asks; quoting.py prices it (the facts gathered, rules.py's refusals, then
pricing.py over the engine in core/pricing); placing.py turns the same computation into an order through
the order repository. A payment step joins here, between the price and the order.
"""
