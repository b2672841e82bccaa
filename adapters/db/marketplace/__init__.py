"""marketplace adapters on the database gateway."""
