"""Sign-up with a referral code (real HTTP, SQLite and PostgreSQL): a known code names the referrer, an
unknown one is refused on `ref_code` (English and French), and while the marketplace has referral off the
code is ignored."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from adapters.settings import Settings
from tests.api.account_holder import PASSWORD, AccountHolder, error, new_identity
from tests.api.conftest import store_config

SIGN_UP = "/api/v1/auth/sign-up"


async def test_an_unknown_referral_code_is_refused(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
) -> None:
    body = {"name": "Eve Smith", "password": PASSWORD, **new_identity(), "ref_code": "NOSUCHCODE"}
    assert error(await rewards_client.post(SIGN_UP, json=body)) == (422, "ref_code", "Invalid referral code.")
    french = await rewards_client.post(SIGN_UP, json=body, headers={"X-localization": "fr"})
    assert error(french) == (422, "ref_code", "Code de parrainage invalide.")


async def test_with_referral_off_the_code_is_ignored(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
    rewards_settings: Settings,
) -> None:
    referrer = await AccountHolder.sign_up(rewards_client)
    code = (await referrer.info()).json()["ref_code"]
    await store_config(rewards_settings.database_url, {"ref_earning_status": 0})
    try:
        known = await AccountHolder.sign_up(rewards_client, ref_code=code)
        unknown = await AccountHolder.sign_up(rewards_client, ref_code="NOSUCHCODE")
    finally:
        await store_config(rewards_settings.database_url, {"ref_earning_status": 1})
    assert (await known.info()).json()["ref_by"] is None
    assert (await unknown.info()).json()["ref_by"] is None
    referred = await AccountHolder.sign_up(rewards_client, ref_code=f" {code.lower()} ")
    assert (await referred.info()).json()["ref_by"] == (await referrer.info()).json()["id"]


async def test_a_customer_cannot_refer_themselves(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
) -> None:
    # A code belongs to an account that exists, so its owner's email and phone are taken: a second sign-up
    # with them and the owner's own code is refused on those fields before the code is looked at, and no
    # account is made that could ever earn the owner a reward.
    owner = await AccountHolder.sign_up(rewards_client)
    code = (await owner.info()).json()["ref_code"]
    body = {"name": "Ada Lovelace", "password": PASSWORD, "email": owner.email, "phone": owner.phone}
    answer = await rewards_client.post(SIGN_UP, json={**body, "ref_code": code})
    assert answer.status_code == 422, answer.text
    fields = {e["code"] for e in answer.json()["errors"]}
    assert fields == {"email", "phone"}
    assert (await owner.info()).json()["ref_by"] is None
