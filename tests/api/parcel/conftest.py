"""Fixtures of the parcel tests: the seeded categories and a guest."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from tests.api.parcel.sender import PARCEL, Sender


@pytest.fixture
async def categories(client: AsyncTestClient) -> list[dict[str, Any]]:  # type: ignore[type-arg]
    answer = await client.get(f"{PARCEL}/categories")
    assert answer.status_code == 200, answer.text
    found: list[dict[str, Any]] = answer.json()
    return found


@pytest.fixture
async def guest(client: AsyncTestClient) -> Sender:  # type: ignore[type-arg]
    return await Sender.guest(client)
