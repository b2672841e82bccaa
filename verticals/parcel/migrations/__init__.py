"""The parcel vertical's own Alembic revisions (branch `parcel`), run by `storefront migrate` with core's."""
