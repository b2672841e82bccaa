"""Map endpoints with the offline provider (demo addresses and cities) and with recorded Google answers."""

from __future__ import annotations

from collections.abc import AsyncIterator

import msgspec
import pytest
from litestar.testing import AsyncTestClient

from adapters.geo import gazetteer, google
from adapters.http.app import create_app
from adapters.settings import Settings
from core.geo.model import Point, great_circle_distance_m
from tests.conftest import app_client
from tests.geo_recordings import RecordedGoogle
from tests.waiting import until

PARIS, LYON = Point(48.8566, 2.3522), Point(45.7640, 4.8357)


def _distance_query(a: Point, b: Point) -> dict[str, float]:
    return {"origin_lat": a.lat, "origin_lng": a.lng, "destination_lat": b.lat, "destination_lng": b.lng}


async def test_a_starting_server_builds_its_place_index_before_any_search(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As in a process that has not searched yet: the index is built by its first use, unless the start did.
    monkeypatch.setattr(gazetteer, "_index", None)

    async def built() -> bool:
        return gazetteer.loaded_index() is not None

    async with app_client(settings) as client:
        assert (await client.get("/health/ready")).status_code == 200  # no map request made
        await until(built, what=lambda: "the offline place index built after the server started")


async def test_a_searched_place_has_details_and_is_found_again_at_its_position(client) -> None:
    predictions = (
        await client.get("/api/v1/config/place-api-autocomplete", params={"search_text": "lyon"})
    ).json()
    assert predictions["status"] == "OK"
    first = predictions["predictions"][0]
    assert first["structured_formatting"]["main_text"] == "Lyon"
    details = (
        await client.get("/api/v1/config/place-api-details", params={"placeid": first["place_id"]})
    ).json()
    assert details["result"]["formatted_address"] == first["description"]
    location = details["result"]["geometry"]["location"]
    geocoded = (await client.get("/api/v1/config/geocode-api", params=location)).json()
    assert geocoded["status"] == "OK"
    assert geocoded["results"][0]["formatted_address"].startswith("Lyon")


async def test_every_demo_address_is_found_by_its_name_and_at_its_position(client) -> None:
    places = pytest.importorskip("adapters.demo.places")
    for name, address, lat, lng, *_ in places.DEMO_PLACES:
        search = await client.get("/api/v1/config/place-api-autocomplete", params={"search_text": name})
        assert any(p["description"].endswith(address) for p in search.json()["predictions"]), name
        geocoded = (await client.get("/api/v1/config/geocode-api", params={"lat": lat, "lng": lng})).json()
        assert geocoded["results"][0]["formatted_address"] == address


async def test_search_is_accent_and_case_blind(client) -> None:
    plain = await client.get("/api/v1/config/place-api-autocomplete", params={"search_text": "SAINT ETIENNE"})
    accented = await client.get(
        "/api/v1/config/place-api-autocomplete", params={"search_text": "saint-étienne"}
    )
    assert plain.json()["predictions"][0] == accented.json()["predictions"][0]
    assert len(plain.json()["predictions"]) <= 10


@pytest.mark.parametrize("text", ["", "   ", "x" * 121])
async def test_empty_or_too_long_search_text_is_a_422(client, text: str) -> None:
    response = await client.get("/api/v1/config/place-api-autocomplete", params={"search_text": text})
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == "search_text"


async def test_unknown_place_is_a_404(client) -> None:
    response = await client.get("/api/v1/config/place-api-details", params={"placeid": "city:0"})
    assert response.status_code == 404
    assert response.json()["errors"][0]["code"] == "place"


async def test_distance_is_the_great_circle_in_metres(client) -> None:
    answer = (await client.get("/api/v1/config/distance-api", params=_distance_query(PARIS, LYON))).json()
    element = answer["rows"][0]["elements"][0]
    assert answer["status"] == element["status"] == "OK"
    assert element["distance"]["value"] == round(great_circle_distance_m(PARIS, LYON))
    assert 390_000 < element["distance"]["value"] < 394_000
    assert isinstance(element["duration"]["value"], int)
    assert element["duration"]["value"] > 0


async def test_bad_distance_coordinates_are_a_422(client) -> None:
    query = {**_distance_query(PARIS, LYON), "destination_lat": "95"}
    response = await client.get("/api/v1/config/distance-api", params=query)
    assert response.status_code == 422
    assert response.json()["errors"][0]["code"] == "destination_lat"


@pytest.fixture
async def google_client(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[AsyncTestClient, RecordedGoogle]]:  # type: ignore[type-arg]
    """The app with GEO_PROVIDER=google, its HTTP client served by recorded answers the test chooses."""
    recorded = RecordedGoogle({})
    monkeypatch.setattr(google, "new_client", recorded.client)
    configured = msgspec.structs.replace(settings, geo_provider="google", google_maps_api_key="test-key")
    async with AsyncTestClient(app=create_app(configured)) as client:
        yield client, recorded


async def test_google_answers_are_mapped(google_client) -> None:
    client, recorded = google_client
    recorded.answers = {
        "place/autocomplete": "autocomplete_ok.json",
        "geocode": "geocode_ok.json",
        "distancematrix": "distance_matrix_ok.json",
    }
    search = {"search_text": "tour eif"}
    predictions = (await client.get("/api/v1/config/place-api-autocomplete", params=search)).json()
    assert predictions["predictions"][0]["place_id"] == "ChIJLU7jZClu5kcR4PcOOO6p3I0"
    geocoded = (await client.get("/api/v1/config/geocode-api", params={"lat": 48.8583, "lng": 2.2945})).json()
    assert geocoded["results"][0]["formatted_address"] == "5 Av. Anatole France, 75007 Paris, France"
    distance = (await client.get("/api/v1/config/distance-api", params=_distance_query(PARIS, LYON))).json()
    assert distance["rows"][0]["elements"][0]["distance"]["value"] == 465_106


CALLS = {
    "autocomplete": ("/api/v1/config/place-api-autocomplete", {"search_text": "paris"}),
    "geocode": ("/api/v1/config/geocode-api", {"lat": 48.85, "lng": 2.35}),
    "details": ("/api/v1/config/place-api-details", {"placeid": "made-up"}),
    "distance": ("/api/v1/config/distance-api", _distance_query(PARIS, LYON)),
}


@pytest.mark.parametrize(
    ("call", "answers", "http_status", "times_out", "status", "code"),
    [
        ("autocomplete", {"place/autocomplete": "request_denied.json"}, 200, False, 502, "geo_provider"),
        ("geocode", {"geocode": "over_query_limit.json"}, 200, False, 502, "geo_provider"),
        ("geocode", {"geocode": "geocode_zero_results.json"}, 200, False, 404, "place"),
        ("details", {"place/details": "place_details_invalid_request.json"}, 200, False, 404, "place"),
        ("distance", {"distancematrix": "distance_matrix_no_route.json"}, 200, False, 404, "route"),
        ("distance", {}, 200, True, 504, "geo_provider_timeout"),
        ("geocode", {"geocode": "geocode_ok.json"}, 500, False, 502, "geo_provider"),
    ],
)
async def test_google_failures_are_clear_errors_never_500(
    google_client,
    call: str,
    answers: dict[str, str],
    http_status: int,
    times_out: bool,
    status: int,
    code: str,
) -> None:
    client, recorded = google_client
    recorded.answers, recorded.http_status, recorded.timeout = answers, http_status, times_out
    url, params = CALLS[call]
    response = await client.get(url, params=params)
    assert response.status_code == status
    [error] = response.json()["errors"]
    assert error["code"] == code
    assert "test-key" not in response.text
