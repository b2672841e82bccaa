"""A vertical's own routes: mounted by the registry under /api/v1/<module_type>/, with core's middleware,
error shape, rate limits and OpenAPI document; refused at start-up when a path breaks the rule."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
import pytest
from litestar import get
from litestar.di import NamedDependency
from litestar.params import Parameter
from litestar.testing import AsyncTestClient
from sqlalchemy import text

from adapters.http.app import create_app
from adapters.settings import Settings
from adapters.verticals.routes import VerticalRouteError
from core.errors import NotFound
from core.verticals import Vertical, VerticalRegistry, VerticalRequest, installed_verticals
from tests.conftest import make_settings

SHIPPED = installed_verticals()


class Kiosk(msgspec.Struct):
    language: str
    zone_ids: list[int]
    modules: int


@get("/api/v1/kiosk/summary", operation_id="kioskSummary", tags=["kiosk"])
async def kiosk_summary(vertical_request: NamedDependency[VerticalRequest]) -> Kiosk:
    """What the vertical was handed: the checked context and the deployment's database."""
    async with vertical_request.read() as conn:
        modules = (await conn.execute(text("SELECT count(*) FROM modules"))).scalar_one()
    return Kiosk(vertical_request.language, list(vertical_request.zone_ids), modules)


@get("/api/v1/kiosk/stands/{stand_id:int}", operation_id="kioskStand", tags=["kiosk"])
async def kiosk_stand(
    stand_id: Annotated[int, Parameter(ge=1)], size: Annotated[int, Parameter(ge=1, le=9)] = 1
) -> dict[str, int]:
    """A vertical's own refusal travels in core's error shape."""
    if stand_id > 10:
        raise NotFound("stand_id", "No such stand.")
    return {"stand_id": stand_id, "size": size}


@get("/api/v1/kiosks/elsewhere")
async def elsewhere() -> str:
    return "outside its module type's paths"


@get("/api/v1/items/kiosk")
async def on_core_path() -> str:
    return "under a core path"


def kiosk(*routes: Any, module_type: str = "kiosk") -> Vertical:
    grocery = SHIPPED["grocery"]
    return Vertical(
        module_type=module_type, labels=grocery.labels, cart_rules=grocery.cart_rules, routes=routes
    )


def with_verticals(*extra: Vertical) -> VerticalRegistry:
    return VerticalRegistry([*SHIPPED.values(), *extra])


async def test_a_verticals_route_answers_with_the_checked_context_and_the_database(
    settings: Settings,
) -> None:
    app = create_app(settings, registry=with_verticals(kiosk(kiosk_summary, kiosk_stand)))
    async with AsyncTestClient(app=app) as client:
        answer = await client.get(
            "/api/v1/kiosk/summary", headers={"X-localization": "fr", "zoneId": "[2,1]"}
        )
        stand = await client.get("/api/v1/kiosk/stands/3", params={"size": 2})
        modules = await client.get("/api/v1/module")
    assert answer.status_code == 200, answer.text
    assert answer.json() == {"language": "fr", "zone_ids": [2, 1], "modules": answer.json()["modules"]}
    assert answer.json()["modules"] >= len(modules.json()) > 0
    assert stand.json() == {"stand_id": 3, "size": 2}


async def test_a_verticals_route_uses_cores_error_shape(settings: Settings) -> None:
    app = create_app(settings, registry=with_verticals(kiosk(kiosk_summary, kiosk_stand)))
    async with AsyncTestClient(app=app) as client:
        missing = await client.get("/api/v1/kiosk/stands/11")
        malformed = await client.get("/api/v1/kiosk/stands/3", params={"size": "big"})
        bad_header = await client.get("/api/v1/kiosk/summary", headers={"zoneId": "[one]"})
    assert missing.status_code == 404
    assert missing.json() == {"errors": [{"code": "stand_id", "message": "No such stand."}]}
    assert malformed.status_code == 422
    assert malformed.json()["errors"][0]["code"]
    assert bad_header.status_code == 422
    assert bad_header.json()["errors"][0]["code"] == "zoneId"


async def test_a_verticals_route_spends_the_same_rate_limits(settings: Settings) -> None:
    limited = make_settings(settings.database_url, settings.media_dir, rate_limit_reads="2/60")
    app = create_app(limited, registry=with_verticals(kiosk(kiosk_summary, kiosk_stand)))
    async with AsyncTestClient(app=app) as client:
        statuses = [(await client.get("/api/v1/kiosk/stands/1")).status_code for _ in range(3)]
        refused = await client.get("/api/v1/kiosk/stands/1")
    assert statuses == [200, 200, 429]
    assert refused.json()["errors"][0]["code"] == "too_many_requests"


async def test_a_verticals_routes_are_in_the_openapi_document(settings: Settings) -> None:
    app = create_app(settings, registry=with_verticals(kiosk(kiosk_summary, kiosk_stand)))
    async with AsyncTestClient(app=app) as client:
        document = (await client.get("/schema/openapi.json")).json()
    summary = document["paths"]["/api/v1/kiosk/summary"]["get"]
    assert summary["operationId"] == "kioskSummary"
    # Completed like core's operations: the errors it may answer and the context headers it reads.
    assert {"200", "422", "429", "503"} <= set(summary["responses"])
    assert {"X-localization", "zoneId", "moduleId"} <= {p["name"] for p in summary["parameters"]}
    assert "/api/v1/kiosk/stands/{stand_id}" in document["paths"]
    assert "/api/v1/module" in document["paths"]


async def test_a_disabled_verticals_routes_answer_404(settings: Settings) -> None:
    app = create_app(settings, registry=with_verticals())
    async with AsyncTestClient(app=app) as client:
        answer = await client.get("/api/v1/kiosk/summary")
    assert answer.status_code == 404
    assert answer.json()["errors"][0]["code"] == "not_found"


def test_a_route_outside_its_module_types_paths_stops_the_start(settings: Settings) -> None:
    with pytest.raises(
        VerticalRouteError, match=r"kiosk vertical's route /api/v1/kiosks/elsewhere must start"
    ):
        create_app(settings, registry=with_verticals(kiosk(kiosk_summary, elsewhere)))


def test_a_route_taking_a_core_path_stops_the_start(settings: Settings) -> None:
    # A vertical named like a core path ("items") may not take a path and method core answers.
    @get("/api/v1/items/latest")
    async def latest() -> str:
        return "mine"

    with pytest.raises(VerticalRouteError, match=r"GET /api/v1/items/latest is already taken by core"):
        create_app(settings, registry=with_verticals(kiosk(latest, module_type="items")))
    # The same vertical with a path core leaves free starts.
    assert create_app(settings, registry=with_verticals(kiosk(on_core_path, module_type="items")))
