"""HTTP adapter: the Litestar app factory, one thin controller module per context, error mapping, and the
ASGI edge around the routes (edge/)."""
