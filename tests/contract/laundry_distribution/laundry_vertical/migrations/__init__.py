"""The laundry's own Alembic revisions (branch `laundry`), run by `storefront migrate` with core's."""
