"""Recorded Google Maps Platform answers served through httpx.MockTransport: no network in tests."""

from __future__ import annotations

from pathlib import Path

import httpx

RECORDINGS = Path(__file__).parent / "fixtures" / "google"
API_ROOT = "https://maps.googleapis.com/maps/api"


class RecordedGoogle:
    """A transport answering each Google API (path like "place/autocomplete") with a recorded file."""

    def __init__(self, answers: dict[str, str], http_status: int = 200, timeout: bool = False) -> None:
        self.answers = answers
        self.http_status = http_status
        self.timeout = timeout
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        if self.timeout:
            raise httpx.ReadTimeout("timed out", request=request)
        api = request.url.path.removeprefix("/maps/api/").removesuffix("/json")
        body = (RECORDINGS / self.answers[api]).read_bytes()
        return httpx.Response(self.http_status, content=body, headers={"content-type": "application/json"})

    def client(self) -> httpx.AsyncClient:
        """An AsyncClient like the provider's own, served by this transport."""
        return httpx.AsyncClient(base_url=API_ROOT, transport=httpx.MockTransport(self))
