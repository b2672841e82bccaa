"""Round trips to PostgreSQL, counted on the wire: a proxy between a server and PostgreSQL that counts the
client's Sync and Query messages.

Every round trip a client makes on PostgreSQL's protocol ends with one of them: a simple query ('Q') or an
extended-protocol batch (Parse/Bind/Describe/Execute ... closed by Sync, 'S'), whichever driver sent it
(asyncpg under SQLAlchemy or bare). The proxy reads the client's stream message by message (a type byte and a
length) and passes everything through unchanged; it never decrypts, so the server must be reached without TLS
(the bench connects on loopback with `ssl=disable`).

Usage: `async with CountingProxy(host, port) as proxy:` then point the server at `proxy.port`; `proxy.trips`
is the count so far.
"""

from __future__ import annotations

import asyncio
import contextlib
import struct
from types import TracebackType

SSL_REQUEST = 80877103
GSS_REQUEST = 80877104
ENDS_A_TRIP = (b"S", b"Q")


class CountingProxy:
    """Listens on a free loopback port and forwards each connection to PostgreSQL, counting round trips."""

    def __init__(self, host: str, port: int) -> None:
        self._target = (host, port)
        self._server: asyncio.Server | None = None
        self.trips = 0
        self.port = 0

    async def __aenter__(self) -> CountingProxy:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _serve(self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter) -> None:
        server_in, server_out = await asyncio.open_connection(*self._target)
        both = [
            asyncio.create_task(self._client_to_server(client_in, server_out)),
            asyncio.create_task(_pipe(server_in, client_out)),
        ]
        try:
            # Either side closing ends the connection: the other direction is stopped, not waited for.
            await asyncio.wait(both, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in both:
                task.cancel()
            await asyncio.gather(*both, return_exceptions=True)
            for writer in (client_out, server_out):
                writer.close()
                with contextlib.suppress(Exception):
                    await writer.wait_closed()

    async def _client_to_server(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        # The first messages carry no type byte: an SSL or GSS request (answered 'N' by a server without
        # TLS, then the client goes on in clear) and the startup message.
        while True:
            head = await reader.readexactly(8)
            length, code = struct.unpack("!ii", head)
            writer.write(head + await reader.readexactly(length - 8))
            await writer.drain()
            if code not in (SSL_REQUEST, GSS_REQUEST):
                break
        while True:
            kind = await reader.readexactly(1)
            size = await reader.readexactly(4)
            body = await reader.readexactly(struct.unpack("!i", size)[0] - 4)
            if kind in ENDS_A_TRIP:
                self.trips += 1
            writer.write(kind + size + body)
            await writer.drain()


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    while chunk := await reader.read(65536):
        writer.write(chunk)
        await writer.drain()
