"""Cross-cutting HTTP behaviour: hosts, request ids, security headers, the answer cache, error shapes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from litestar.testing import AsyncTestClient

from adapters.http.app import create_app
from tests.conftest import make_settings


@pytest.fixture
async def bare_client(empty_database: str, tmp_path: Path) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    """The whole application on an empty, migrated database."""
    async with AsyncTestClient(app=create_app(make_settings(empty_database, tmp_path))) as client:
        yield client


async def test_unknown_host_is_refused_in_the_errors_shape(bare_client) -> None:
    response = await bare_client.get("/api/v1/config", headers={"host": "attacker.example"})
    assert response.status_code == 400
    assert int(response.headers["content-length"]) == len(response.content)
    assert response.json()["errors"][0]["code"] == "host"


async def test_allowed_host_is_accepted_whatever_the_port(bare_client) -> None:
    response = await bare_client.get("/api/v1/config", headers={"host": "localhost:8123"})
    assert response.status_code == 200


async def test_every_answer_carries_a_request_id_and_security_headers(bare_client) -> None:
    for path in ("/api/v1/config", "/api/v1/does-not-exist"):
        response = await bare_client.get(path)
        assert len(response.headers["x-request-id"]) >= 8
        assert response.headers["x-content-type-options"] == "nosniff"
        assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
        assert response.headers["referrer-policy"]


async def test_a_sane_caller_request_id_is_kept(bare_client) -> None:
    response = await bare_client.get("/api/v1/config", headers={"x-request-id": "abc123def456"})
    assert response.headers["x-request-id"] == "abc123def456"


async def test_cacheable_answers_are_served_from_the_cache_and_vary_by_language(bare_client) -> None:
    first = await bare_client.get("/api/v1/config", headers={"X-localization": "fr"})
    second = await bare_client.get("/api/v1/config", headers={"X-localization": "fr"})
    english = await bare_client.get("/api/v1/config", headers={"X-localization": "en"})
    assert "x-cache" not in first.headers
    assert second.headers["x-cache"] == "hit"
    assert second.content == first.content
    assert "x-cache" not in english.headers


async def test_answers_with_credentials_are_never_served_from_the_shared_cache(bare_client) -> None:
    await bare_client.get("/api/v1/config")
    personal = await bare_client.get("/api/v1/config", headers={"Authorization": "Bearer x"})
    assert "x-cache" not in personal.headers


async def test_wrong_method_is_a_405_in_the_errors_shape(bare_client) -> None:
    response = await bare_client.delete("/api/v1/config")
    assert response.status_code == 405
    assert response.json()["errors"][0]["code"] == "method_not_allowed"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("zoneId", "[0]"),
        ("zoneId", '["a"]'),
        ("zoneId", "{}"),
        ("moduleId", "abc"),
        ("latitude", "91"),
        ("longitude", "east"),
    ],
)
async def test_broken_context_headers_answer_422_naming_the_header(
    bare_client, name: str, value: str
) -> None:
    response = await bare_client.get("/api/v1/config", headers={name: value})
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == name


@pytest.mark.parametrize("value", ["[1,2]", "1", " [3] ", "null", ""])
async def test_well_formed_zone_headers_are_accepted(bare_client, value: str) -> None:
    assert (await bare_client.get("/api/v1/config", headers={"zoneId": value})).status_code == 200


async def test_openapi_document_describes_every_api_route_with_an_answer_type(bare_client) -> None:
    document = (await bare_client.get("/schema/openapi.json")).json()
    api_paths = {p: ops for p, ops in document["paths"].items() if p.startswith("/api/")}
    assert "/api/v1/config" in api_paths
    for path, operations in api_paths.items():
        for method, operation in operations.items():
            assert operation.get("operationId"), (method, path)
            ok = operation["responses"].get("200") or operation["responses"].get("201")
            assert ok, f"{method} {path} documents no success answer"
            assert ok.get("content"), f"{method} {path} documents no answer body"


async def test_a_missing_query_parameter_is_named_in_the_422(bare_client) -> None:
    response = await bare_client.get("/api/v1/config/get-zone-id", params={"lng": "2.35"})
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == "lat"


@pytest.mark.parametrize(("name", "value"), [("zoneId", f"[{2**63}]"), ("moduleId", str(2**64))])
async def test_ids_beyond_bigint_are_refused_not_crashed(bare_client, name: str, value: str) -> None:
    response = await bare_client.get("/api/v1/config", headers={name: value})
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == name


async def test_the_strict_policy_allows_no_third_party_scripts(bare_client) -> None:
    csp = (await bare_client.get("/api/v1/config")).headers["content-security-policy"]
    assert "script-src 'self';" in csp
    assert "gstatic" not in csp


async def test_the_google_map_loosens_the_policy_only_when_configured(
    empty_database: str, tmp_path: Path
) -> None:
    settings = make_settings(empty_database, tmp_path, geo_provider="google", google_maps_api_key="key")
    async with AsyncTestClient(app=create_app(settings)) as client:
        csp = (await client.get("/api/v1/config")).headers["content-security-policy"]
    assert "https://*.gstatic.com" in csp
    assert "frame-ancestors 'none'" in csp
