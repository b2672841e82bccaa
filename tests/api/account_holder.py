"""Intent-named helpers for account API tests: a customer who signs up, signs in and edits a profile."""

from __future__ import annotations

import secrets
from typing import Any

from httpx import Response

from tests.api.visitor import Client, Visitor, error, signed_up

__all__ = ["AUTH", "CUSTOMER", "PASSWORD", "REJECTED", "AccountHolder", "error", "new_identity"]

AUTH = "/api/v1/auth"
CUSTOMER = "/api/v1/customer"
PASSWORD = "correct horse battery"
REJECTED = "Your account is inactive or Your token has been expired"


def new_identity() -> dict[str, str]:
    """A fresh email and phone, unused by any other test."""
    tag = secrets.token_hex(6)
    return {"email": f"shopper-{tag}@example.com", "phone": f"+3361{secrets.randbelow(10**7):07d}"}


class AccountHolder(Visitor):
    """One customer account reached over HTTP; `token` is its current bearer token."""

    def __init__(self, client: Client, email: str, phone: str, token: str | None) -> None:
        super().__init__(client, token=token)
        self.email = email
        self.phone = phone

    @classmethod
    async def sign_up(cls, client: Client, **fields: Any) -> AccountHolder:
        """A new account (name Ada Lovelace, the test password), signed in."""
        body = {"name": "Ada Lovelace", "password": PASSWORD, **new_identity(), **fields}
        return cls(client, body["email"], body["phone"], await signed_up(client, body))

    async def login(self, password: str = PASSWORD, identifier: str | None = None, **extra: Any) -> Response:
        """Sign in again by email (or `identifier`); keeps the new token on success."""
        body = {
            "email_or_phone": identifier or self.email,
            "password": password,
            "login_type": "manual",
            **extra,
        }
        answer = await self.client.post(f"{AUTH}/login", json=body)
        if answer.status_code == 200:
            self.token = answer.json()["token"]
        return answer

    async def new_session(self) -> AccountHolder:
        """The same customer signed in once more (another device): a holder of the new token."""
        body = {"email_or_phone": self.email, "password": PASSWORD, "login_type": "manual"}
        answer = await self.client.post(f"{AUTH}/login", json=body)
        assert answer.status_code == 200, answer.text
        return AccountHolder(self.client, self.email, self.phone, answer.json()["token"])

    async def info(self, language: str = "en") -> Response:
        """GET /customer/info."""
        return await self.client.get(f"{CUSTOMER}/info", headers=self.headers(language))

    async def logout(self) -> Response:
        """POST /auth/logout."""
        return await self.client.post(f"{AUTH}/logout", headers=self.headers())

    async def send_otp(self, channel: str) -> Response:
        """POST /auth/send-otp."""
        return await self.client.post(
            f"{AUTH}/send-otp", json={"verification_on": channel}, headers=self.headers()
        )

    async def verify(self, channel: str, otp: str, value: str | None = None) -> Response:
        """POST /auth/verify-phone or verify-email with the current (or given) value."""
        target = value if value is not None else getattr(self, channel)
        return await self.client.post(
            f"{AUTH}/verify-{channel}", json={channel: target, "otp": otp}, headers=self.headers()
        )

    async def update_profile(
        self, files: dict[str, tuple[str, bytes, str]] | None = None, **fields: str
    ) -> Response:
        """POST /customer/update-profile as multipart/form-data; unchanged fields are sent as they are."""
        form = {"name": "Ada Lovelace", "email": self.email, "phone": self.phone, **fields}
        return await self.client.post(
            f"{CUSTOMER}/update-profile", data=form, files=files or {"_": ("", b"", "text/plain")},
            headers=self.headers(),
        )  # fmt: skip

    async def remove(self) -> Response:
        """DELETE /customer/remove-account."""
        return await self.client.delete(f"{CUSTOMER}/remove-account", headers=self.headers())
