"""API tests of the rental vertical's trip cart."""
