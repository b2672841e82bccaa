"""Benchmarks of the API server against a framework ceiling and a data ceiling (`make bench`)."""
