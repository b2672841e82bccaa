"""One wiring path: the container builds every service, handlers take one each, tests override providers."""

from __future__ import annotations

from dishka import Provider, Scope, provide
from litestar.testing import AsyncTestClient

from adapters.container import make_container
from adapters.http.app import create_app
from adapters.http.services import service_dependencies
from adapters.settings import Settings
from core.identity.model import TokenClaims
from core.identity.ports import SessionStore, TokenVerifier
from core.verticals import load_registry


class KnownTokens:
    """A token verifier that knows one token, for customer 7."""

    def claims(self, token: str) -> TokenClaims | None:
        return TokenClaims(7, "s" * 43) if token == "known-token" else None


class OpenSessions:
    """A session store in which every session is open."""

    async def is_open(self, session_id: str, customer_id: int) -> bool:
        return True


class KnownTokensProvider(Provider):
    """Replaces the JWT verifier and the session store of the application's container."""

    @provide(scope=Scope.APP)
    def tokens(self) -> TokenVerifier:
        return KnownTokens()

    @provide(scope=Scope.APP)
    def sessions(self) -> SessionStore:
        return OpenSessions()  # type: ignore[return-value]


async def test_an_override_provider_replaces_the_applications_own(settings: Settings) -> None:
    container = make_container(settings, load_registry(settings.verticals), KnownTokensProvider())
    async with AsyncTestClient(app=create_app(settings, container=container)) as client:
        headers = {"moduleId": "1"}
        known = await client.get(
            "/api/v1/customer/cart/list", headers={**headers, "Authorization": "Bearer known-token"}
        )
        unknown = await client.get(
            "/api/v1/customer/cart/list", headers={**headers, "Authorization": "Bearer other-token"}
        )
    assert (known.status_code, known.json()) == (200, [])
    assert unknown.status_code == 401


async def test_every_handler_takes_at_most_one_service(settings: Settings) -> None:
    # Litestar resolves two dependencies of one handler in an anyio task group, which costs more than a
    # whole cached answer: a use case that needs two services gets one service holding both.
    app = create_app(settings)
    services = set(service_dependencies(make_container(settings, load_registry())))
    taken = {
        handler.handler_name: services & set(handler.parsed_fn_signature.parameters)
        for route in app.routes
        for handler in getattr(route, "route_handlers", ())
    }
    assert taken, "no route handlers found"
    assert {name: found for name, found in taken.items() if len(found) > 1} == {}
    assert any(len(found) == 1 for found in taken.values())
