"""Identity on the database gateway: issued guest ids (customer accounts come next)."""
