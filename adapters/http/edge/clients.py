"""Who is asking, as far as the connection tells: the client's address and whether it came over HTTPS.

Behind a load balancer the peer is the proxy: its `X-Forwarded-For` and `X-Forwarded-Proto` are believed
only when the peer is one of the configured trusted proxies (`TRUSTED_PROXIES`: addresses or networks), so
a client cannot pick its own address to escape a rate limit, nor fake HTTPS.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable
from typing import Any

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def _network(text: str) -> Network:
    return ipaddress.ip_network(text.strip(), strict=False)


class ClientView:
    """Reads the client's address and scheme from an ASGI scope."""

    def __init__(self, trusted_proxies: Iterable[str] = (), https: bool = False) -> None:
        self._trusted = tuple(_network(p) for p in trusted_proxies if p.strip())
        self._https = https

    def _trusted_peer(self, peer: str) -> bool:
        if not self._trusted:
            return False
        try:
            address = ipaddress.ip_address(peer)
        except ValueError:
            return False
        return any(address in network for network in self._trusted)

    @staticmethod
    def _peer(scope: dict[str, Any]) -> str:
        client = scope.get("client")
        return str(client[0]) if client else ""

    @staticmethod
    def _header(scope: dict[str, Any], name: bytes) -> str:
        for key, value in scope.get("headers", ()):
            if key == name:
                return bytes(value).decode("latin-1")
        return ""

    def address(self, scope: dict[str, Any]) -> str:
        """The peer, or behind trusted proxies the nearest address in X-Forwarded-For that is not one."""
        peer = self._peer(scope)
        if not self._trusted_peer(peer):
            return peer
        hops = [h.strip() for h in self._header(scope, b"x-forwarded-for").split(",") if h.strip()]
        for hop in reversed(hops):  # the right-most entries were added by our own proxies
            if not self._trusted_peer(hop):
                return hop
        return hops[0] if hops else peer

    def is_https(self, scope: dict[str, Any]) -> bool:
        """True when the deployment says so, the connection is TLS, or a trusted proxy says it was."""
        if self._https or scope.get("scheme") == "https":
            return True
        if not self._trusted:
            return False
        forwarded = self._header(scope, b"x-forwarded-proto").split(",")[0].strip().lower()
        return forwarded == "https" and self._trusted_peer(self._peer(scope))


# The rate limits work out each API request's client once; a route that needs it too (sign-in counts failed
# tries per account and client) reads it from the request's state under this name.
CLIENT_STATE = "client_address"


def client_address(scope: Any) -> str:
    """The client the rate limits saw for this request ("" outside the API's middleware)."""
    state = scope.get("state") or {}
    return str(state.get(CLIENT_STATE, ""))


# What a User-Agent says, the first match of each list winning (Edge and Opera say Chrome too; Chrome says
# Safari; an iPad says Mac OS), turned into the words a customer recognises their device by.
_BROWSERS = (
    ("Edg/", "Edge"),
    ("OPR/", "Opera"),
    ("Firefox/", "Firefox"),
    ("Chrome/", "Chrome"),
    ("Safari/", "Safari"),
)
_SYSTEMS = (
    ("Android", "Android"),
    ("iPhone", "iOS"),
    ("iPad", "iPadOS"),
    ("Windows", "Windows"),
    ("Mac OS X", "macOS"),
    ("CrOS", "ChromeOS"),
    ("Linux", "Linux"),
)


def device_name(headers: Any) -> str:
    """ "Chrome on Android" from the request's User-Agent; "" when it names no browser or system we know."""
    agent = str(headers.get("user-agent", ""))[:512]
    browser = next((name for mark, name in _BROWSERS if mark in agent), "")
    system = next((name for mark, name in _SYSTEMS if mark in agent), "")
    return f"{browser} on {system}" if browser and system else browser or system
