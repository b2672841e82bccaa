"""The cart service over in-memory ports, for every test of this folder."""

from __future__ import annotations

import pytest

from core.cart.service import CartService
from tests.unit.fakes.cart import FakeCartRepository
from tests.unit.fakes.shop import cart_service


@pytest.fixture
def carts() -> FakeCartRepository:
    """An empty in-memory cart repository."""
    return FakeCartRepository()


@pytest.fixture
def service(carts: FakeCartRepository) -> CartService:
    """The cart service on `carts` and the fake shop's catalogue."""
    return cart_service(carts)
