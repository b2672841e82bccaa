"""Account calls to measure: customers signed up through our server, their logins and their profiles.

Each wrk connection gets customers of its own, signed up once before the runs (argon2 hashes them as a
sign-up would). `auth/login` sends their real credentials, so every request verifies a password and opens a
session; `customer/info` sends their bearer tokens, so every request checks a session and reads an account.
The framework ceiling receives the same requests and answers a fixed page.
"""

from __future__ import annotations

import http.client
import random
from typing import Any

import msgspec

from tests.bench.load import Request

PASSWORD = "bench customer password"
CUSTOMERS_PER_CONNECTION = 1


def _post(port: int, path: str, body: dict[str, Any]) -> Any:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request(
            "POST", path, body=msgspec.json.encode(body),
            headers={"Host": "127.0.0.1", "Content-Type": "application/json"},
        )  # fmt: skip
        answer = connection.getresponse()
        content = answer.read()
        if answer.status != 200:
            raise RuntimeError(f"POST {path} answered {answer.status}: {content[:300]!r}")
        return msgspec.json.decode(content)
    finally:
        connection.close()


def prepare(port: int, connections: int, run: str, first: int = 0) -> list[tuple[str, str]]:
    """Sign up customers on the storefront at `port`: (email, token) each; their phone numbers count from
    `first` (distinct from every other prepared on the same database)."""
    customers = []
    for index in range(first, first + connections * CUSTOMERS_PER_CONNECTION):
        email = f"bench-{run}-{index}@example.com"
        body = {"name": f"Bench {index}", "email": email, "phone": f"+3369{index:07d}", "password": PASSWORD}
        customers.append((email, _post(port, "/api/v1/auth/sign-up", body)["token"]))
    return customers


def requests(endpoint: str, customers: list[tuple[str, str]]) -> list[Request]:
    """The rotation of `endpoint` over the customers."""
    if endpoint == "auth/login":
        found = [
            Request(
                "/api/v1/auth/login",
                (),
                "POST",
                msgspec.json.encode(
                    {"email_or_phone": e, "password": PASSWORD, "login_type": "manual"}
                ).decode(),
            )
            for e, _ in customers
        ]
    else:
        found = [Request("/api/v1/customer/info", (("Authorization", f"Bearer {t}"),)) for _, t in customers]
    random.Random(endpoint).shuffle(found)
    return found
