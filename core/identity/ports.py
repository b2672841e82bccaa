"""What identity needs from the outside: tokens, sessions, accounts, passwords, codes and their senders."""

from __future__ import annotations

from typing import Any, Protocol

from core.configuration.model import VerificationPolicy

from .model import Account, Channel, CleanPicture, NewAccount, OtpAttempt, SocialIdentity, TokenClaims
from .owner import Owner


class TokenVerifier(Protocol):
    """Checks a bearer token and names the customer and session it was issued for."""

    def claims(self, token: str) -> TokenClaims | None:
        """What `token` carries, or None when the token is malformed, forged, expired or lacks a claim."""
        ...


class TokenIssuer(Protocol):
    """Signs bearer tokens."""

    def issue(self, claims: TokenClaims, lifetime_seconds: int) -> str:
        """A token carrying `claims`, valid for `lifetime_seconds`."""
        ...


class SessionStore(Protocol):
    """Signed-in sessions; a token is honoured only while its session is stored."""

    async def open(
        self, session_id: str, customer_id: int, expires_at: int, device: str | None = None
    ) -> None:
        """Record a new session of `customer_id` ending at `expires_at` (seconds since the epoch), opened on
        `device` ("Chrome on Android")."""
        ...

    async def is_open(self, session_id: str, customer_id: int) -> bool:
        """True while the session exists, belongs to `customer_id`, has not ended and has not been idle for
        longer than the deployment allows; using it counts as activity (it stays open longer)."""
        ...

    async def of_customer(self, customer_id: int) -> list[tuple[str, int, int, str | None]]:
        """The open sessions of `customer_id`: (session id, opened, last used, device), last used first."""
        ...

    async def close_all(self, customer_id: int) -> int:
        """Revoke every session of `customer_id` (sign out everywhere); how many were revoked."""
        ...

    async def close(self, session_id: str) -> None:
        """Revoke one session (logout)."""
        ...

    async def close_others(self, customer_id: int, keep: str) -> int:
        """Revoke every session of `customer_id` but `keep` (password change); how many were revoked."""
        ...


class GuestRepository(Protocol):
    """Issued guest ids."""

    async def add_guest(self, guest_id: str) -> None:
        """Record a newly issued guest id."""
        ...

    async def issued(self, guest_id: str) -> bool:
        """Whether `guest_id` was issued (and not yet forgotten as unused)."""
        ...


class CustomerRepository(Protocol):
    """Customer accounts."""

    async def add(self, account: NewAccount) -> int | Channel:
        """Store a new account and return its id, or the field ("email" or "phone") already taken."""
        ...

    async def get(self, customer_id: int) -> Account | None:
        """The account `customer_id`."""
        ...

    async def find(self, field: Channel, value: str) -> Account | None:
        """The account whose email or phone is `value` (as normalised by the rules)."""
        ...

    async def referrer(self, ref_code: str) -> int | None:
        """The id of the account whose referral code is `ref_code`."""
        ...

    async def taken(self, field: Channel, value: str, by_other_than: int) -> bool:
        """True when another account uses `value` as its email or phone."""
        ...

    async def update(self, customer_id: int, changes: dict[str, Any]) -> Channel | None:
        """Apply `changes` (column names of the account, chosen by the use cases, never by a request body);
        the field that another account took meanwhile, else None."""
        ...

    async def remove(self, customer_id: int) -> None:
        """Delete the account and every personal row: sessions, codes, cart lines, and (by ON DELETE
        CASCADE) the tables of other contexts that point at it."""
        ...


class PasswordHasher(Protocol):
    """Slow, salted password hashes (argon2id)."""

    async def hash(self, password: str) -> str:
        """The encoded hash of `password`."""
        ...

    async def verify(self, encoded: str | None, password: str) -> bool:
        """True when `password` matches `encoded`. With None (no such account) a dummy hash is checked, so
        an unknown account costs the same time as a wrong password."""
        ...


class OtpStore(Protocol):
    """The current code of each customer and channel, with its tries counted atomically."""

    async def issue(
        self,
        customer_id: int,
        channel: Channel,
        target: str,
        code_hash: str,
        now: int,
        expires_at: int,
        resend_after: int,
    ) -> int | None:
        """Replace the code unless one was sent to the same target less than `resend_after` seconds ago:
        None when stored, else the seconds left to wait. Concurrent calls store at most one."""
        ...

    async def forget(self, customer_id: int, channel: Channel) -> None:
        """Drop the code (it could not be sent)."""
        ...

    async def attempt(self, customer_id: int, channel: Channel, max_tries: int) -> OtpAttempt | None:
        """Count one try of the current code and return it; None when there is no code, or when it has
        had `max_tries` tries already (then `exhausted` says so) - decided in one atomic statement."""
        ...

    async def exhausted(self, customer_id: int, channel: Channel, max_tries: int) -> bool:
        """True when a code exists and has used up its tries."""
        ...

    async def consume(self, customer_id: int, channel: Channel, code_hash: str) -> bool:
        """Delete the code if it is still `code_hash`; True for the one caller that did."""
        ...


class OtpSender(Protocol):
    """Delivers a code by email or text message."""

    async def send(self, channel: Channel, target: str, code: str) -> None:
        """Send `code` to `target`; raises `OtpDeliveryFailed` when the provider refused or failed."""
        ...


class Throttle(Protocol):
    """Per-account attempt counters (per-client limits are counted before the request reaches a route)."""

    async def hit(self, purpose: str, key: str) -> int | None:
        """Count one attempt of `purpose` for `key`; None while within the limit, else the seconds to wait."""
        ...

    async def held(self, purpose: str, key: str) -> int | None:
        """None while `key` has attempts of `purpose` left, else the seconds to wait; counts nothing."""
        ...

    async def seen(self, purpose: str, key: str) -> bool:
        """Whether an attempt of `purpose` by `key` was counted lately (in the limit's current window)."""
        ...


class PhotoStore(Protocol):
    """Where profile photos are kept (the storage port; a local folder by default)."""

    async def save(self, folder: str, extension: str, content: bytes) -> str:
        """Store `content` under a new unguessable name in `folder`; the stored path."""
        ...

    async def delete(self, path: str) -> None:
        """Delete a stored file (nothing when it is gone already)."""
        ...

    def full_url(self, path: str | None) -> str:
        """The address a browser loads a stored file from ("" when there is none)."""
        ...


class PictureCleaner(Protocol):
    """Reads what an uploaded picture really is and keeps nothing of it but its pixels."""

    def clean(self, content: bytes, max_side: int, max_pixels: int) -> CleanPicture | None:
        """The picture re-encoded in its own format without metadata, scaled down to at most `max_side`
        pixels a side (no content when it has more than `max_pixels`); None when it is no picture the
        decoder can read."""
        ...


class VerificationSettings(Protocol):
    """The operator's verification switches (the configuration context)."""

    async def verification_policy(self) -> VerificationPolicy:
        """Demo mode and whether a changed email or phone must be verified."""
        ...


class GuestCarts(Protocol):
    """The carts' storage, as sign-in moves a guest's cart to the customer (the cart repository)."""

    async def move(self, source: Owner, target: Owner) -> int:
        """Move every line of `source` to `target` (the cart's rules: equal lines add up, the cart just built
        wins over another store's); how many moved."""
        ...


class GuestKeepings(Protocol):
    """What the verticals keep for a guest (the rental trip cart), as sign-in hands it to the customer."""

    async def hand_over(self, guest: Owner, customer: Owner) -> None:
        """Each enabled vertical moves what it keeps for `guest` to `customer`."""
        ...


class SocialSignIn(Protocol):
    """A social sign-in provider (Google, Facebook, Apple): checks the token its button handed the
    storefront and names the person.

    No provider ships with the storefront, so none is wired in adapters/container/, the
    social-login and social-register calls are not served, and the storefront shows no social button
    (config `centralize_login.social_login_status` stays 0). A deployment adds one by implementing this port.
    """

    name: str

    async def identity(self, token: str) -> SocialIdentity | None:
        """The person `token` proves, or None for a token the provider refuses."""
        ...


class PhoneVerificationProvider(Protocol):
    """A third-party phone verification service (SPEC.md section 7: a captcha verifier, then a
    verificationId and the code the shopper received).

    None ships: config `firebase_otp_verification` stays 0 and phone codes go through our own OtpSender.
    """

    async def verified_phone(self, verification_id: str, code: str) -> str | None:
        """The phone number `code` confirms for `verification_id`, or None when it does not."""
        ...


class CustomerRecords(Protocol):
    """What other contexts keep of a customer: orders, prescription images, the verticals' records."""

    async def forget(self, customer_id: int) -> None:
        """Erase what names the customer as a person; records the law keeps stay, tied to no one."""
        ...


class CustomerBalances(Protocol):
    """A customer's wallet and loyalty points, as the profile shows them (the ledger context)."""

    async def balances(self, customer_id: int) -> tuple[float, int]:
        """The wallet's balance as the API answers money (a decimal number) and the points' balance."""
        ...


class ReferralSwitch(Protocol):
    """Whether the marketplace runs its referral programme (config `ref_earning_status`)."""

    async def referral_on(self) -> bool:
        """True while a referral code given at sign-up is taken."""
        ...
