"""Everything that touches the outside world: HTTP, database, geo services, storage, demo data."""
