"""Saved addresses: a customer's delivery places, each in the zones its position falls in."""
