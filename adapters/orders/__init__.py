"""Order status feeds: how a status change reaches every tracking page that follows the order."""
