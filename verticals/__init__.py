"""The marketplace verticals shipped with the storefront, each a plugin published by entry point."""
