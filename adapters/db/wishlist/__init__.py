"""Wishlist entries on the database gateway."""
