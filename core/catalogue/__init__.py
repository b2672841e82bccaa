"""Catalogue context: categories, stores and items as the storefront browses them."""
