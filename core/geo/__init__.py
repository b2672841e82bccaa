"""Geo context: places, reverse geocoding, distances and the zone polygons a point falls in."""
