"""Marketplace context: the modules a deployment offers and the zones it delivers to."""
