"""Configuration context: the operator's settings as the storefront reads them (`GET /api/v1/config`)."""
