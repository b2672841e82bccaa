"""The ASGI entry point for servers: `granian --interface asgi adapters.asgi:app`."""

from adapters.http.app import create_app

app = create_app()
