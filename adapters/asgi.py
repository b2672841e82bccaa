"""The ASGI entry point for servers: `granian --interface asgi adapters.asgi:app`."""

import gc

from adapters.http.app import create_app

app = create_app()

# Everything built so far lives as long as the process: move it out of the collector's sight. Full
# collections over it paused the server for about 80 ms every few seconds, which is most of the p99.
gc.collect()
gc.freeze()
