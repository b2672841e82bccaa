"""Coupons and orders: their tables and the repositories behind core/orders' ports."""
