"""The hooks an installed vertical gives core honour the plugin contract: coroutine functions of what core
passes them (a guest signing in, idle guests purged, a customer erased, the demo dispatch), and the guest rows
it keeps naming tables of its own; the shipped verticals that have them are named."""

from __future__ import annotations

import inspect
import re

import pytest

from core.verticals import GuestRows
from tests.contract.installed import INSTALLED


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_guest_signed_in_of_a_vertical_is_a_coroutine_function_of_the_sign_in(name: str) -> None:
    hook = INSTALLED[name].guest_signed_in
    if hook is None:
        return  # a vertical that keeps nothing of its own for guests
    assert inspect.iscoroutinefunction(hook), "core awaits the hook"
    assert len(inspect.signature(hook).parameters) == 1, "the hook takes the SignIn"


def test_the_rental_vertical_moves_its_trip_cart_at_sign_in() -> None:
    # Its behaviour is proved over HTTP in tests/api/rental (a guest's trip cart moves to the customer).
    assert INSTALLED["rental"].guest_signed_in is not None


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_purge_idle_guests_of_a_vertical_is_a_coroutine_function_of_the_purge(name: str) -> None:
    hook = INSTALLED[name].purge_idle_guests
    if hook is None:
        return  # a vertical that keeps nothing of its own for guests
    assert inspect.iscoroutinefunction(hook), "housekeeping awaits the hook"
    assert len(inspect.signature(hook).parameters) == 1, "the hook takes the GuestPurge"


def test_the_rental_vertical_forgets_idle_guest_trip_carts() -> None:
    # Its behaviour is proved over HTTP in tests/api/rental/test_trip_housekeeping.py.
    assert INSTALLED["rental"].purge_idle_guests is not None


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_forget_customer_of_a_vertical_is_a_coroutine_function_of_the_erasure(name: str) -> None:
    hook = INSTALLED[name].forget_customer
    if hook is None:
        return  # a vertical that keeps nothing of a customer's own
    assert inspect.iscoroutinefunction(hook), "account deletion awaits the hook"
    assert len(inspect.signature(hook).parameters) == 1, "the hook takes the CustomerErasure"


def test_the_parcel_and_rental_verticals_erase_a_deleted_customer() -> None:
    # Their behaviour is proved over HTTP in tests/api/parcel/test_parcel_owners.py and
    # tests/api/rental/test_trip_privacy.py.
    assert INSTALLED["parcel"].forget_customer is not None
    assert INSTALLED["rental"].forget_customer is not None


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_demo_dispatch_of_a_vertical_is_a_coroutine_function_of_the_dispatch(name: str) -> None:
    hook = INSTALLED[name].demo_dispatch
    if hook is None:
        return  # a vertical with no records of its own moving through statuses
    assert inspect.iscoroutinefunction(hook), "the demo dispatcher awaits the hook"
    assert len(inspect.signature(hook).parameters) == 1, "the hook takes the DemoDispatch"


def test_the_parcel_and_rental_verticals_move_their_demo_records() -> None:
    # Their behaviour is proved over HTTP in tests/api/parcel/test_parcel_demo_dispatch.py and
    # tests/api/rental/test_trip_demo_dispatch.py.
    assert INSTALLED["parcel"].demo_dispatch is not None
    assert INSTALLED["rental"].demo_dispatch is not None


@pytest.mark.parametrize("name", sorted(INSTALLED))
def test_guest_rows_of_a_vertical_name_tables_of_its_own_migrations(name: str) -> None:
    rows = INSTALLED[name].guest_rows
    assert all(isinstance(row, GuestRows) for row in rows)
    # A vertical keeps guests alive only through its own tables (core's housekeeping names them in SQL).
    assert all(re.fullmatch(r"[a-z][a-z0-9_]{0,62}", f"{row.table}") for row in rows)
    assert all(row.table.startswith(f"{name}_") for row in rows), "a vertical's tables carry its name"


def test_the_rental_vertical_keeps_a_guest_with_a_trip_cart() -> None:
    # Its behaviour is proved over HTTP in tests/api/rental/test_trip_housekeeping.py.
    assert {row.table for row in INSTALLED["rental"].guest_rows} == {"rental_trips", "rental_trip_lines"}
