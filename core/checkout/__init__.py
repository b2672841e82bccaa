"""Checkout: the quote and the order placed from it, one computation read top-down.

request.py is what the shopper asks; quoting.py prices it (the facts gathered, rules.py's refusals, the
payment method's among them, then pricing.py over the engine in core/pricing); placing.py turns the same
computation into an order, with the payment status its method starts it with, through the orders context's
repository. service.py is the context's entry point; payment/ the payment methods.
"""
