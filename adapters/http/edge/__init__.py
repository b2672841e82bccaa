"""The ASGI edge: the layers every request passes through before Litestar builds its typed request.

Plain ASGI callables (asgi.py) wrapped around the routes by `stack.around`, outermost first: the request's
context, checks and headers (middleware.py, paths.py, clients.py); rate limits (rate_limits.py); the answer
cache (cache.py); load shedding (shedding/); the read lanes (read_lanes.py, answer.py).
"""
