"""The wishlist: items and stores a customer keeps for later."""
