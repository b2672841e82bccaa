"""Security figures of saved addresses and the wishlist, each a test over HTTP on both databases.

- 0 leaks and 0 changes in more than 1,000 cross-customer attempts spread over every address and wishlist
  call, with the intruders' own valid tokens and with tokens forged for the victim;
- mass assignment: `id`, `customer_id`, `zone_id` and `zone_ids` in a body change nothing;
- 0 answers 5xx (and every refusal in the errors shape) for junk bodies, parameters and headers.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import secrets
from typing import Any

import jwt

from tests.api.places.catalogue import BOTH_ZONES, EAST_ONLY
from tests.api.places.conftest import SECRET, NewCustomer
from tests.api.places.customer import ADDRESS, HOME, WISHLIST, SignedInCustomer

MARK = "victim-only-7f3a"  # text that exists in the victim's addresses only


def forged_tokens(victim: int) -> list[str]:
    """Tokens naming the victim that we never issued: wrong key, no session, alg none, expired, stripped."""
    later = dt.datetime.now(dt.UTC) + dt.timedelta(hours=1)
    session = secrets.token_urlsafe(32)
    claims = {"sub": str(victim), "jti": session, "exp": later}
    return [
        jwt.encode(claims, "another-secret-of-at-least-thirty-two-bytes", algorithm="HS256"),
        jwt.encode(claims, SECRET, algorithm="HS256"),  # our key, but no such session was opened
        jwt.encode(claims, None, algorithm="none"),  # type: ignore[arg-type]
        jwt.encode(
            {**claims, "exp": dt.datetime.now(dt.UTC) - dt.timedelta(seconds=5)}, SECRET, algorithm="HS256"
        ),
        jwt.encode({"sub": str(victim), "exp": later}, SECRET, algorithm="HS256"),
    ]


async def snapshot(victim: SignedInCustomer) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    return await victim.addresses(), await victim.wishlist()


async def test_cross_customer_attempts_leak_nothing_and_change_nothing(
    new_customer: NewCustomer, ids: dict[str, int]
) -> None:
    victim = await new_customer()
    mine = [
        await victim.saved(address=f"1 {MARK} Lane", contact_person_name=f"{MARK} A"),
        await victim.saved(address=f"2 {MARK} Road", contact_person_number="+4400000001", **dict(zip(("latitude", "longitude"), BOTH_ZONES, strict=True))),
    ]  # fmt: skip
    for target in ({"item_id": ids["apple"]}, {"item_id": ids["pizza"]}, {"store_id": ids["store_kitchen"]}):
        assert (await victim.wish(**target)).status_code == 200
    before = await snapshot(victim)
    intruders = [await new_customer() for _ in range(4)]
    for intruder in intruders:  # each intruder has its own address, so id guessing has neighbours to hit
        await intruder.saved(address="Intruder's own")
    forged = forged_tokens(victim.id)
    victim_ids = [a["id"] for a in mine]
    guessed = sorted({*victim_ids, *(i + d for i in victim_ids for d in (-2, -1, 1, 2) if i + d > 0)})
    rng = random.Random(20261126)
    targets = [("item_id", ids["apple"]), ("item_id", ids["pizza"]), ("store_id", ids["store_kitchen"])]
    kept: dict[str, set[tuple[str, int]]] = {i.token: set() for i in intruders}  # what each intruder wished
    attempts = 0
    leaks: list[str] = []
    unexpected: list[tuple[str, int]] = []

    def seen_addresses(body: Any) -> list[dict[str, Any]]:
        if isinstance(body, dict) and "address" in body and isinstance(body["address"], dict):
            return [body["address"]]
        return list(body.get("addresses", [])) if isinstance(body, dict) else []

    async def attempt(token: str, call: str, forged: bool) -> None:
        nonlocal attempts
        headers = {"Authorization": f"Bearer {token}", "moduleId": str(ids["module_food"])}
        address_id = rng.choice(guessed)
        kind, target = rng.choice(targets)
        if call == "list":
            answer = await client.get(f"{ADDRESS}/list", headers=headers)
        elif call == "update":
            body = {**HOME, "address": "Taken over", "id": address_id, "customer_id": victim.id}
            answer = await client.put(f"{ADDRESS}/update/{address_id}", json=body, headers=headers)
        elif call == "delete":
            answer = await client.delete(
                f"{ADDRESS}/delete", params={"address_id": address_id}, headers=headers
            )
        elif call == "add":
            answer = await client.post(
                f"{ADDRESS}/add", json={**HOME, "customer_id": victim.id}, headers=headers
            )
        elif call == "wishlist":
            answer = await client.get(WISHLIST, headers=headers)
        elif call == "unwish":
            answer = await client.delete(f"{WISHLIST}/remove", params={kind: target}, headers=headers)
        else:
            answer = await client.post(f"{WISHLIST}/add", params={kind: target}, headers=headers)
        attempts += 1
        if forged:
            if answer.status_code != 401:
                unexpected.append((call, answer.status_code))
            return
        if answer.status_code not in (200, 404):
            unexpected.append((call, answer.status_code))
        if MARK in answer.text or any(a["id"] in victim_ids for a in seen_addresses(answer.json())):
            leaks.append(answer.text)
        if call == "wish" and answer.status_code == 200:
            kept[token].add((kind, target))
        elif call == "unwish":
            kept[token].discard((kind, target))
        elif call == "wishlist":
            shown = {("item_id", i["id"]) for i in answer.json()["item"]}
            shown |= {("store_id", s["id"]) for s in answer.json()["store"]}
            if shown != {(k, t) for k, t in kept[token] if (k, t) != ("item_id", ids["apple"])}:
                leaks.append(answer.text)  # the food module's part of what this intruder kept, nothing else

    calls = ["list", "update", "delete", "add", "wishlist", "unwish", "wish"]
    client = victim.client
    for round_ in range(150):
        intruder = intruders[round_ % len(intruders)]
        for call in calls:
            await attempt(intruder.token, call, forged=False)
        await attempt(forged[round_ % len(forged)], rng.choice(calls), forged=True)
    assert attempts >= 1_000
    assert (len(leaks), unexpected) == (0, [])
    assert await snapshot(victim) == before
    for intruder in intruders:  # what the intruders did landed in their own accounts only
        assert all(MARK not in a["address"] for a in await intruder.addresses())


async def test_mass_assignment_changes_nothing(new_customer: NewCustomer, ids: dict[str, int]) -> None:
    owner, other = await new_customer(), await new_customer()
    theirs = await other.saved()
    sneaky = {"id": theirs["id"], "customer_id": other.id, "zone_id": 999, "zone_ids": [999, ids["zone_east"]],
              "created_at": "2000-01-01T00:00:00Z", "user_id": other.id}  # fmt: skip
    added = await owner.saved(**sneaky)
    assert added["id"] != theirs["id"]
    assert (added["zone_ids"], added["zone_id"]) == ([ids["zone_centre"]], ids["zone_centre"])
    assert [a["id"] for a in await owner.addresses()] == [added["id"]]
    assert await other.addresses() == [theirs]
    answer = await owner.update_address(
        added["id"], **{**sneaky, **dict(zip(("latitude", "longitude"), EAST_ONLY, strict=True))}
    )
    assert answer.status_code == 200, answer.text
    changed = answer.json()["address"]
    assert (changed["id"], changed["zone_ids"]) == (added["id"], [ids["zone_east"]])
    assert await other.addresses() == [theirs]


JUNK: list[Any] = [
    None, True, 0, -1, 2**64, 1.5e308, -0.0, "", " ", "\x00", "é" * 300, "😀" * 100, "a" * 10_000, [], {}, [1, 2],
    {"a": {"b": [None]}}, "0x1F", "NaN", "Infinity", "-90.0000000000000001", "1e2", "<script>", "' OR 1=1 --",
]  # fmt: skip
ADDRESS_FIELDS = [*HOME, "id", "customer_id", "zone_ids"]
RAW_BODIES = [b"", b"{", b"[]", b"null", b'"x"', b"\xff\xfe", b'{"address": "x",}', b"[" * 5000 + b"]" * 5000]


def junk_address(rng: random.Random) -> Any:
    shape = rng.random()
    if shape < 0.7:
        body = dict(HOME)
        for field in rng.sample(ADDRESS_FIELDS, rng.randint(1, 4)):
            body[field] = rng.choice(JUNK)
        return body
    if shape < 0.85:
        return {rng.choice(["x", "address", "", "é"]): rng.choice(JUNK)}
    return rng.choice(JUNK)


async def test_junk_never_answers_a_server_error(customer: SignedInCustomer, ids: dict[str, int]) -> None:
    rng = random.Random(7)
    own = (await customer.saved())["id"]
    id_junk = [str(own), "0", "-5", "abc", str(2**63), str(2**80), "1.0", "", " ", "%00", "1e3", "٣"]
    header_junk = [
        {}, {"moduleId": "abc"}, {"zoneId": "[[["}, {"X-localization": "xx"}, {"latitude": "999"},
        {"moduleId": str(ids["module_food"])}, {"Content-Type": "text/plain"}, {"Content-Type": "application/json; charset=latin-1"},
    ]  # fmt: skip
    client = customer.client
    seen: list[int] = []
    for n in range(400):
        headers = {**customer.headers(), **rng.choice(header_junk)}
        if rng.random() < 0.1:
            headers["Authorization"] = rng.choice(
                ["Bearer", "Bearer a.b.c", "Basic x", "Bearer " + "x" * 5000]
            )
        headers.setdefault("Content-Type", "application/json")
        if n % 4 == 0:
            content = rng.choice(RAW_BODIES) if rng.random() < 0.3 else json.dumps(junk_address(rng)).encode()
            answer = await client.post(f"{ADDRESS}/add", content=content, headers=headers)
        elif n % 4 == 1:
            content = json.dumps(junk_address(rng)).encode()
            answer = await client.put(
                f"{ADDRESS}/update/{rng.choice(id_junk)}", content=content, headers=headers
            )
        elif n % 4 == 2:
            params = {"address_id": rng.choice(id_junk)}
            answer = await client.delete(f"{ADDRESS}/delete", params=params, headers=headers)
        else:
            params = {k: rng.choice(id_junk) for k in rng.sample(["item_id", "store_id"], rng.randint(0, 2))}
            method, path = rng.choice([("POST", "/add"), ("DELETE", "/remove"), ("GET", "")])
            answer = await client.request(method, f"{WISHLIST}{path}", params=params, headers=headers)
        seen.append(answer.status_code)
        assert answer.status_code < 500, (answer.status_code, answer.text)
        assert "Traceback" not in answer.text
        if answer.status_code >= 400:
            errors = answer.json()["errors"]
            assert errors
            assert all(isinstance(e["code"], str) and isinstance(e["message"], str) for e in errors)
    assert {200, 401, 404, 422} <= set(seen)
