"""Geo adapters: the offline geocoder (embedded default) and the Google Maps Platform adapter."""
