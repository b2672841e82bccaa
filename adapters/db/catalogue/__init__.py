"""catalogue adapters on the database gateway."""
