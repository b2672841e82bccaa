"""The marketplace domain: pure Python, no framework, no database."""
