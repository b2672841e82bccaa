"""configuration adapters on the database gateway."""
