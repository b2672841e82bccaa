"""The rental vertical's own Alembic revisions (branch `rental`), run by `storefront migrate` with core's."""
