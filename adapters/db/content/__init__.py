"""content adapters on the database gateway."""
