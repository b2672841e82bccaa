"""Uploaded and generated files: a local directory by default."""
