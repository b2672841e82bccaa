"""In-memory implementations of core ports, for use-case tests without a database."""
