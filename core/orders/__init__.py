"""Checkout and orders: coupons, the quote, placing an order, and following it (SPEC.md sections 4-6, 9)."""
