"""Conversations: a customer's messages with a store, the courier of one of their orders, or support."""
