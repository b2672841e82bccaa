"""Before measuring: the data ceiling must answer the same rows as our server, or its figures mean nothing.

A ceiling that ran narrower SQL (fewer rows, an empty page) would look faster than it is and make our
ratios look worse; one that ran wider SQL would flatter them. Both answer a sample of the rotation and
must agree on status, total and the ids on the page.
"""

from __future__ import annotations

import http.client
from typing import Any

import msgspec

from tests.bench.load import Request

SAMPLE = 25  # requests per endpoint: enough to cover several stores, pages and both languages


def _get(port: int, request: Request) -> tuple[int, Any]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", request.path, headers={"Host": "127.0.0.1", **dict(request.headers)})
        answer = connection.getresponse()
        return answer.status, msgspec.json.decode(answer.read())
    finally:
        connection.close()


def _shape(status: int, body: Any) -> tuple[Any, ...]:
    # What both must share: the status, the list total and the ids shown (a page), or the item id.
    if status != 200 or not isinstance(body, dict):
        return (status,)
    if "total_size" in body:
        rows: list[dict[str, Any]] = body["stores"] if "stores" in body else body["items"]
        return status, body["total_size"], tuple(row["id"] for row in rows)
    return status, body.get("item", body).get("id")


def check(ours: int, ceiling: int, endpoint: str, requests: list[Request]) -> None:
    """Compare the answers of the servers on ports `ours` and `ceiling` for a sample of `requests`."""
    for request in requests[:SAMPLE]:
        expected, found = _shape(*_get(ours, request)), _shape(*_get(ceiling, request))
        if expected != found:
            raise SystemExit(
                f"the data ceiling disagrees with the storefront on {endpoint} {request.path} "
                f"{dict(request.headers)}: storefront {expected}, ceiling {found}"
            )
