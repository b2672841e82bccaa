"""Saved addresses on the database gateway."""
