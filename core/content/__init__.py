"""Content context: the storefront's text pages (policies, company, help, partner and marketing pages)."""
