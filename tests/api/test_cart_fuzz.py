"""Fuzzing the cart endpoints over real HTTP: whatever a client sends, the answer is a 2xx or a 4xx in the
errors shape, never a 500 and never a stack trace.

The whole application runs under Granian (as in production) on each test database; bodies, query values
and headers are drawn from wrong types, huge numbers, unicode, nested junk and invalid JSON, mixed with
real guest ids, item ids and cart line ids so that some requests get past validation into the rules and
the store.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adapters.settings import Settings
from tests.bench.servers import NO_SHEDDING_ENV, granian

CART = "/api/v1/customer/cart"
ROUTES = (
    ("POST", f"{CART}/add"),
    ("POST", f"{CART}/update"),
    ("PUT", f"{CART}/update"),
    ("POST", f"{CART}/remove"),
    ("DELETE", f"{CART}/remove-item"),
    ("DELETE", f"{CART}/remove"),
    ("GET", f"{CART}/list"),
)
BIG = 2**80


class Live:
    """The application served on a port, with a real guest, its cart line and the catalogue's ids."""

    def __init__(self, client: httpx.Client, guest_id: str, line_id: int, ids: dict[str, Any]) -> None:
        self.client = client
        self.guest_id = guest_id
        self.line_id = line_id
        self.ids = ids


@pytest.fixture(scope="session")
def live(
    cart_settings: Settings,
    cart_database: tuple[str, dict[str, Any]],
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Live]:
    """Granian serving the app on the cart database, and a guest with one line of apples."""
    env = {
        "DATABASE_URL": cart_settings.database_url,
        "MEDIA_DIR": str(cart_settings.media_dir),
        "STOREFRONT_SECRET_KEY": cart_settings.secret_key,
        "LOG_LEVEL": "WARNING",
        "DEBUG": "",
        **NO_SHEDDING_ENV,
    }
    log = Path(tmp_path_factory.mktemp("fuzz")) / "server.log"
    ids = cart_database[1]
    with contextlib.ExitStack() as stack:
        _, port = stack.enter_context(granian("adapters.asgi:app", env, 1, "/api/v1/config", log))
        client = stack.enter_context(httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10))
        guest_id = client.post("/api/v1/auth/guest/request").json()["guest_id"]
        added = client.post(
            f"{CART}/add", json={"guest_id": guest_id, "item_id": ids["apple"], "quantity": 1}
        )
        assert added.status_code == 200, added.text
        yield Live(client, guest_id, added.json()[0]["id"], ids)


def _known(live: Live) -> st.SearchStrategy[Any]:
    """Values that mean something to the server: the guest, its line, real items, modules."""
    return st.sampled_from(
        [live.guest_id, live.line_id, *(v for v in live.ids.values() if isinstance(v, int))]
    )


JUNK = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-BIG, max_value=BIG)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=8,
)
FIELDS = (
    "guest_id",
    "item_id",
    "quantity",
    "cart_id",
    "model",
    "variation",
    "add_on_ids",
    "add_on_qtys",
    "price",
)
# Header values go on the wire as Latin-1 without surrounding blanks: printable ASCII, stripped; the rest
# of unicode goes in bodies.
HEADER_TEXT = st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=30).map(str.strip)


@st.composite
def _request(draw: st.DrawFn, live: Live) -> tuple[str, str, dict[str, Any], dict[str, str], bytes]:
    method, path = draw(st.sampled_from(ROUTES))
    value = _known(live) | JUNK
    body: Any = draw(
        st.dictionaries(st.sampled_from(FIELDS), value, max_size=len(FIELDS))
        | st.dictionaries(st.text(max_size=10), JUNK, max_size=3)
        | JUNK
    )
    raw = draw(
        st.sampled_from([None, b"{", b'{"item_id": 1,}', '{"x": "\u00e9\ud7ff"}'.encode(), b"\xff\xfe"])
    )
    content = raw if raw is not None else json.dumps(body, ensure_ascii=draw(st.booleans())).encode()
    query = draw(
        st.dictionaries(
            st.sampled_from(["guest_id", "cart_id"]),
            _known(live).map(str) | HEADER_TEXT | st.integers(min_value=-BIG, max_value=BIG).map(str),
            max_size=2,
        )
    )
    headers = draw(
        st.dictionaries(
            st.sampled_from(["moduleId", "X-localization", "Authorization", "zoneId"]),
            HEADER_TEXT | st.sampled_from([str(live.ids.get("module_grocery", 1)), "Bearer x.y.z", "fr"]),
            max_size=3,
        )
    )
    return method, path, query, headers, content


@settings(
    max_examples=int(os.environ.get("CART_FUZZ_EXAMPLES", "500")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_no_cart_request_makes_a_server_error(live: Live, data: st.DataObject) -> None:
    method, path, query, headers, content = data.draw(_request(live))
    answer = live.client.request(
        method, path, params=query, headers={"Content-Type": "application/json", **headers}, content=content
    )
    assert answer.status_code < 500, (answer.status_code, answer.text)
    assert "Traceback" not in answer.text, answer.text
    assert 'File "' not in answer.text, answer.text
    body = answer.json()
    if answer.status_code >= 400:
        assert isinstance(body, dict), body
        assert isinstance(body.get("errors"), list), body
        assert body["errors"], body
        for error in body["errors"]:
            assert isinstance(error.get("code"), str), body
            assert isinstance(error.get("message"), str), body
    else:
        assert isinstance(body, list), body
