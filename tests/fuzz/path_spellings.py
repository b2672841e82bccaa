"""Every operation of the published document, asked under other spellings of its path, over real HTTP.

Run by tests/fuzz/run.sh after schemathesis, against the same server: `python -m tests.fuzz.path_spellings PORT`.
The spellings go on the wire as written (http.client sends the path untouched). For each GET operation
without path parameters, and for each other operation's path, a doubled slash, a "." segment, an encoded
slash and a trailing slash must be answered as the canonical path is (same status, same kind of answer,
`no-store` where the canonical answer has it), and none of them 5xx; a changed letter case must reach no API
route (the storefront answers it, never as the API does). Exit status 1 on any mismatch.
"""

from __future__ import annotations

import http.client
import json
import sys

SPELLINGS = {
    "doubled slash in front": lambda path: "/" + path,
    "doubled slash inside": lambda path: path.replace("/v1/", "/v1//", 1),
    "dot segment": lambda path: path.replace("/api/", "/api/./", 1),
    "encoded slash": lambda path: path.replace("/api/v1/", "/api%2Fv1/", 1),
    "trailing slash": lambda path: path + "/",
}


def ask(port: int, method: str, path: str) -> tuple[int, str, str]:
    """(status, content type, cache control) of `method path` with an empty JSON body for writes."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    body = b"{}" if method in {"POST", "PUT", "PATCH", "DELETE"} else None
    headers = {"Host": "localhost", "Accept": "application/json"}
    if body is not None:
        headers["Content-Type"] = "application/json"
    try:
        connection.request(method, path, body=body, headers=headers)
        answer = connection.getresponse()
        answer.read()
        return answer.status, answer.getheader("content-type", ""), answer.getheader("cache-control", "")
    finally:
        connection.close()


def operations(port: int) -> list[tuple[str, str]]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", "/schema/openapi.json", headers={"Host": "localhost"})
    document = json.loads(connection.getresponse().read())
    connection.close()
    return [
        (method.upper(), path)
        for path, item in document["paths"].items()
        if path.startswith("/api/") and "{" not in path  # the spellings below are spellings of API paths
        for method in item
        if method in {"get", "post", "put", "patch", "delete"}
    ]


def main(port: int) -> int:
    problems: list[str] = []
    checked = 0
    for method, path in operations(port):
        expected = ask(port, method, path)
        for name, spell in SPELLINGS.items():
            got = ask(port, method, spell(path))
            checked += 1
            same_kind = got[1].split(";")[0] == expected[1].split(";")[0]
            stored = ("no-store" in got[2]) == ("no-store" in expected[2])
            if got[0] >= 500 or got[0] != expected[0] or not same_kind or not stored:
                problems.append(f"{method} {spell(path)} ({name}): {got} where {path} answers {expected}")
        # In capitals the path is no API path: the storefront answers it (its page, a 404, or 503 while no
        # storefront is built), never the API's answer.
        upper = ask(port, method, path.replace("/api/", "/API/", 1))
        checked += 1
        if upper == expected and expected[0] < 500:
            problems.append(f"{method} {path} in capitals was answered as the API answers it: {upper}")
    for problem in problems:
        print(problem)
    print(f"path spellings: {checked} requests, {len(problems)} answered unlike their canonical path")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
