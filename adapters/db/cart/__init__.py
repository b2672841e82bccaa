"""cart adapters on the database gateway."""
