"""The two ceilings our server is compared with: the bare framework and the bare data path."""
