"""Identity adapters: customer tokens."""
