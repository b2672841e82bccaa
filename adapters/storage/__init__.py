"""Uploaded and generated files: a local folder by default, an S3 bucket with STORAGE_BACKEND=s3 (setup.py)."""
