"""The client's address and scheme: forwarded headers are believed only from trusted proxies."""

from __future__ import annotations

from typing import Any

from adapters.http.edge.clients import ClientView


def scope(peer: str, **headers: str) -> dict[str, Any]:
    return {
        "client": (peer, 5000),
        "scheme": "http",
        "headers": [(name.replace("_", "-").encode(), value.encode()) for name, value in headers.items()],
    }


def test_without_trusted_proxies_the_peer_is_the_client() -> None:
    view = ClientView()
    asked = scope("203.0.113.9", x_forwarded_for="198.51.100.1", x_forwarded_proto="https")
    assert view.address(asked) == "203.0.113.9"
    assert not view.is_https(asked)


def test_a_trusted_proxy_names_the_client_and_the_scheme() -> None:
    view = ClientView(["10.0.0.0/8"])
    asked = scope("10.0.0.2", x_forwarded_for="198.51.100.1, 10.0.0.7", x_forwarded_proto="https")
    assert view.address(asked) == "198.51.100.1"
    assert view.is_https(asked)


def test_a_client_cannot_choose_its_address_through_a_trusted_proxy() -> None:
    # The proxy appends the address it saw: what the client wrote stands left of it.
    view = ClientView(["10.0.0.2"])
    asked = scope("10.0.0.2", x_forwarded_for="1.2.3.4, 203.0.113.9")
    assert view.address(asked) == "203.0.113.9"


def test_a_deployment_served_over_https_says_so() -> None:
    assert ClientView(https=True).is_https(scope("203.0.113.9"))
    assert ClientView().is_https({**scope("203.0.113.9"), "scheme": "https"})
