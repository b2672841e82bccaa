"""The Google Maps Platform adapter against recorded answers (no network): mapping, statuses, failures."""

from __future__ import annotations

import logging

import pytest

from adapters.geo.google import GoogleMaps, new_client
from core.geo.errors import GeoProviderFailed, GeoProviderTimeout
from core.geo.model import Point
from tests.geo_recordings import RecordedGoogle

PARIS, LYON = Point(48.8566, 2.3522), Point(45.7578, 4.832)


def maps(recorded: RecordedGoogle) -> GoogleMaps:
    return GoogleMaps(recorded.client(), api_key="test-key")


async def test_autocomplete_maps_predictions_and_sends_key_language_and_bias() -> None:
    recorded = RecordedGoogle({"place/autocomplete": "autocomplete_ok.json"})
    found = await maps(recorded).autocomplete("Tour Eif", PARIS, "fr")
    assert [s.main_text for s in found] == ["Tour Eiffel", "Tour Eiffel Restaurant"]
    assert found[0].place_id == "ChIJLU7jZClu5kcR4PcOOO6p3I0"
    assert found[0].description == "Tour Eiffel, Avenue Gustave Eiffel, Paris, France"
    params = recorded.requests[0].url.params
    assert (params["input"], params["key"], params["language"]) == ("Tour Eif", "test-key", "fr")
    assert params["location"] == "48.8566,2.3522"


async def test_autocomplete_zero_results_is_an_empty_list() -> None:
    recorded = RecordedGoogle({"place/autocomplete": "autocomplete_zero_results.json"})
    assert await maps(recorded).autocomplete("qzxv", None, "en") == []


async def test_place_details_maps_the_result_and_asks_only_needed_fields() -> None:
    recorded = RecordedGoogle({"place/details": "place_details_ok.json"})
    place = await maps(recorded).place_details("ChIJLU7jZClu5kcR4PcOOO6p3I0", "en")
    assert place is not None
    assert (place.name, place.formatted_address) == ("Tour Eiffel", "Av. Gustave Eiffel, 75007 Paris, France")
    assert round(place.location.lat, 4) == 48.8584
    assert recorded.requests[0].url.params["fields"] == "place_id,name,formatted_address,geometry/location"


@pytest.mark.parametrize("recording", ["place_details_not_found.json", "place_details_invalid_request.json"])
async def test_unknown_place_ids_are_not_found(recording: str) -> None:
    recorded = RecordedGoogle({"place/details": recording})
    assert await maps(recorded).place_details("made-up", "en") is None


async def test_reverse_geocode_takes_the_first_result() -> None:
    recorded = RecordedGoogle({"geocode": "geocode_ok.json"})
    place = await maps(recorded).reverse(Point(48.8583, 2.2945), "en")
    assert place is not None
    assert place.formatted_address == "5 Av. Anatole France, 75007 Paris, France"
    assert recorded.requests[0].url.params["latlng"] == "48.8583,2.2945"


async def test_reverse_geocode_zero_results_is_nothing() -> None:
    recorded = RecordedGoogle({"geocode": "geocode_zero_results.json"})
    assert await maps(recorded).reverse(Point(0, -30), "en") is None


async def test_distance_matrix_gives_metres_and_seconds() -> None:
    recorded = RecordedGoogle({"distancematrix": "distance_matrix_ok.json"})
    route = await maps(recorded).route(PARIS, LYON)
    assert route is not None
    assert (route.distance_m, route.duration_s) == (465_106, 16_493)
    params = recorded.requests[0].url.params
    assert (params["origins"], params["destinations"]) == ("48.8566,2.3522", "45.7578,4.832")


async def test_distance_matrix_without_route_is_nothing() -> None:
    recorded = RecordedGoogle({"distancematrix": "distance_matrix_no_route.json"})
    assert await maps(recorded).route(PARIS, Point(40.71, -74.0)) is None


@pytest.mark.parametrize("recording", ["request_denied.json", "over_query_limit.json"])
async def test_refusals_are_provider_failures(recording: str) -> None:
    recorded = RecordedGoogle({"place/autocomplete": recording, "geocode": recording})
    with pytest.raises(GeoProviderFailed):
        await maps(recorded).autocomplete("paris", None, "en")
    with pytest.raises(GeoProviderFailed):
        await maps(recorded).reverse(PARIS, "en")


async def test_server_errors_and_unreadable_answers_are_provider_failures() -> None:
    with pytest.raises(GeoProviderFailed):
        await maps(RecordedGoogle({"geocode": "geocode_ok.json"}, http_status=503)).reverse(PARIS, "en")
    with pytest.raises(GeoProviderFailed):
        await maps(RecordedGoogle({"geocode": "truncated.json"})).reverse(PARIS, "en")


async def test_a_timeout_is_a_provider_timeout() -> None:
    with pytest.raises(GeoProviderTimeout):
        await maps(RecordedGoogle({}, timeout=True)).route(PARIS, LYON)


async def test_the_key_never_reaches_the_error_message() -> None:
    recorded = RecordedGoogle({"place/autocomplete": "request_denied.json"})
    with pytest.raises(GeoProviderFailed) as failed:
        await maps(recorded).autocomplete("paris", None, "en")
    assert "test-key" not in failed.value.message
    assert failed.value.__cause__ is None


async def test_request_urls_carrying_the_key_are_kept_out_of_the_logs() -> None:
    async with new_client():
        assert logging.getLogger("httpx").getEffectiveLevel() >= logging.WARNING
