"""Tokens and sessions: forged tokens are all refused without a server error, and a token dies with its
session (logout, password change, account removal), on the profile and on the cart alike."""

from __future__ import annotations

import base64
import datetime as dt
import json
from typing import Any

import jwt

from tests.api.account_holder import AUTH, CUSTOMER, PASSWORD, REJECTED, AccountHolder, error
from tests.api.conftest import ACCOUNTS_SECRET


def _b64(part: dict[str, Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(part).encode()).rstrip(b"=").decode()


def forged_tokens(real: str) -> dict[str, str]:
    """Every kind of token an attacker could send, built from a real one's claims."""
    claims = jwt.decode(real, ACCOUNTS_SECRET, algorithms=["HS256"])
    later = int((dt.datetime.now(dt.UTC) + dt.timedelta(hours=1)).timestamp())
    signed = lambda c, key=ACCOUNTS_SECRET, alg="HS256": jwt.encode(c, key, algorithm=alg)  # noqa: E731
    return {
        "alg none": f"{_b64({'alg': 'none', 'typ': 'JWT'})}.{_b64(claims)}.",
        "alg none, empty signature dropped": f"{_b64({'alg': 'none'})}.{_b64(claims)}",
        "wrong key": signed(claims, "another-secret-of-at-least-thirty-two-bytes!"),
        "HS512 with our key": signed(claims, alg="HS512"),
        "expired": signed({**claims, "exp": int(dt.datetime.now(dt.UTC).timestamp()) - 5}),
        "no exp": signed({k: v for k, v in claims.items() if k != "exp"}),
        "no sub": signed({k: v for k, v in claims.items() if k != "sub"}),
        "no jti": signed({k: v for k, v in claims.items() if k != "jti"}),
        "another customer, same session": signed({**claims, "sub": str(int(claims["sub"]) + 1)}),
        "invented session": signed({**claims, "jti": "A" * 43, "exp": later}),
        "sub not a number": signed({**claims, "sub": "1 OR 1=1"}),
        "sub as a number": signed({**claims, "sub": int(claims["sub"])}),
        "sub huge": signed({**claims, "sub": "9" * 40}),
        "tampered payload": real.split(".")[0]
        + "."
        + _b64({**claims, "sub": "1"})
        + "."
        + real.split(".")[2],
        "garbage": "x.y.z",
        "empty": "",
        "very long": "a" * 5000,
    }


async def test_every_forged_token_is_401_and_never_a_server_error(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    calls = [
        ("GET", f"{CUSTOMER}/info", None),
        ("POST", f"{AUTH}/logout", None),
        ("POST", f"{AUTH}/send-otp", {"verification_on": "email"}),
        ("DELETE", f"{CUSTOMER}/remove-account", None),
        ("GET", f"{CUSTOMER}/cart/list", None),
    ]
    statuses = []
    for name, token in forged_tokens(ada.token or "").items():
        for method, path, body in calls:
            headers = {"Authorization": f"Bearer {token}", "moduleId": "1"}
            answer = await accounts_client.request(method, path, json=body, headers=headers)
            statuses.append(answer.status_code)
            assert answer.status_code == 401, (name, path, answer.text)
            # "Bearer " with nothing after it is no credential: the cart then asks for a guest id.
            assert error(answer)[1] == ("guest_id" if not token and "cart" in path else "unauthorized")
    assert not [s for s in statuses if s >= 500]
    assert (await ada.info()).status_code == 200  # the real token still works


async def test_no_token_is_401_with_the_session_message(accounts_client) -> None:
    answer = await accounts_client.get(f"{CUSTOMER}/info")
    assert error(answer) == (401, "unauthorized", REJECTED)


async def test_the_token_is_refused_after_logout_everywhere(accounts_client) -> None:
    ada_first = await AccountHolder.sign_up(accounts_client)
    other_token = (await ada_first.new_session()).token
    assert (await ada_first.info()).status_code == 200
    answer = await ada_first.logout()
    assert (answer.status_code, answer.json()) == (200, {"message": "Logout successful."})
    assert error(await ada_first.info()) == (401, "unauthorized", REJECTED)
    cart = await accounts_client.get(
        f"{CUSTOMER}/cart/list", headers={**ada_first.headers(), "moduleId": "1"}
    )
    assert error(cart)[:2] == (401, "unauthorized")
    assert error(await ada_first.logout())[:2] == (401, "unauthorized")
    # Only that session ended: the other device's token still works.
    headers = {"Authorization": f"Bearer {other_token}"}
    assert (await accounts_client.get(f"{CUSTOMER}/info", headers=headers)).status_code == 200


async def test_a_password_change_ends_every_other_session(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    phone_app = await ada.new_session()
    laptop = await ada.new_session()
    answer = await laptop.update_profile(
        password="a brand new password", confirm_password="a brand new password"
    )
    assert answer.json()["message"] == "Updated successfully."
    assert (await laptop.info()).status_code == 200
    assert error(await phone_app.info())[:2] == (401, "unauthorized")
    assert error(await ada.info())[:2] == (401, "unauthorized")
    assert (await ada.login(password=PASSWORD)).status_code == 401
    assert (await ada.login(password="a brand new password")).status_code == 200


async def test_a_token_of_a_removed_account_is_refused(accounts_client) -> None:
    ada = await AccountHolder.sign_up(accounts_client)
    assert (await ada.remove()).json() == {"message": "Account deleted successfully."}
    assert error(await ada.info())[:2] == (401, "unauthorized")
    assert (await ada.login()).status_code == 401
